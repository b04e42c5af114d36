import type { RouteObject } from 'react-router';
import { ROUTE_TABLE } from '@lms/sdk/web';
import type { WebPluginRegistry } from '../plugins/webPluginRegistry.ts';
import { ShellLayout } from '../app/ShellLayout.tsx';
import { ShellCrash } from '../app/ShellCrash.tsx';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen.tsx';
import { RouteScreen } from './RouteScreen.tsx';

/**
 * The router's routes: every entry of the spec's route table and of the
 * plugins' own routes under the shell layout (route ids are their names), and
 * not-found for anything else.
 * Fixed segments outrank parameters, so /login never reads as a course id.
 */
export function buildRoutes(registry: Pick<WebPluginRegistry, 'routes'>): RouteObject[] {
  return [
    {
      id: 'shell',
      Component: ShellLayout,
      ErrorBoundary: ShellCrash,
      children: [
        ...[...ROUTE_TABLE, ...registry.routes].map((entry): RouteObject => ({ id: entry.name, path: entry.path, element: <RouteScreen entry={entry} /> })),
        { id: 'unmatched', path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
