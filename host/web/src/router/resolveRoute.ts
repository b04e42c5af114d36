import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from '@lms/sdk/web';
import { isObjectId, leadingParam } from './courseId.ts';

const TABLE_ROUTES = ROUTE_TABLE.map((entry) => ({ id: entry.name, path: entry.path }));

/** The route-table entry an in-app path opens, or undefined when it opens none (including a first segment that is no id). */
export function resolveRoute(path: string): RouteEntry | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const match = matchRoutes(TABLE_ROUTES, pathname)?.at(-1);
  const entry = ROUTE_TABLE.find((candidate) => candidate.name === match?.route.id);
  if (!entry || !match) return undefined;
  const leading = leadingParam(entry.path);
  return leading && !isObjectId(match.params[leading]) ? undefined : entry;
}
