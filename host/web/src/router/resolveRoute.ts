import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from '@lms/sdk/web';
import { isObjectId, leadingParam } from './courseId.ts';

/** The route-table entry an in-app path opens among `routes` (the spec's and the plugins'), or undefined when it opens none (including a first segment that is no id). */
export function resolveRoute(path: string, routes: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const match = matchRoutes(
    routes.map((entry) => ({ id: entry.name, path: entry.path })),
    pathname,
  )?.at(-1);
  const entry = routes.find((candidate) => candidate.name === match?.route.id);
  if (!entry || !match) return undefined;
  const leading = leadingParam(entry.path);
  return leading && !isObjectId(match.params[leading]) ? undefined : entry;
}
