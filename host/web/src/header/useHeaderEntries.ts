import { fillRoutePath, type HeaderEntry, type WebSessionUser } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useRightPanels } from '../panels/useRightPanels.ts';
import { pathParamNames } from '../plugins/routeKey.ts';
import { useScreens } from '../router/useScreens.ts';
import { meetsRouteAccess } from '../session/userRoles.ts';
import { SHELL_HEADER_ENTRIES } from './shellHeaderEntries.ts';

/** A header entry that works here: its panel exists here, or its route has a screen the user may open (`href` filled). */
export interface AvailableHeaderEntry extends HeaderEntry {
  href?: string;
}

/**
 * The header entries of the shell and the plugins that the user may use on
 * this screen, by id, in declaration order (the shell's first).
 */
export function useHeaderEntries(user: WebSessionUser | null, courseId: string | undefined): ReadonlyMap<string, AvailableHeaderEntry> {
  const { registry } = useShell();
  const rightPanels = useRightPanels();
  const { hasScreen } = useScreens();
  // Each entry's own `useShown` hook, called on every render in the registry's order (the registry never changes while the app runs).
  const hidden = new Set(registry.headerEntries.filter((entry) => entry.useShown?.() === false).map((entry) => entry.id));
  const available = new Map<string, AvailableHeaderEntry>();
  if (!user) return available;
  for (const entry of [...SHELL_HEADER_ENTRIES, ...registry.headerEntries]) {
    if (hidden.has(entry.id)) continue;
    if (!meetsRouteAccess(entry.access ?? 'user', user)) continue;
    if (entry.place === 'course' && courseId === undefined) continue;
    if ('panel' in entry.opens) {
      if (rightPanels.panel(entry.opens.panel)) available.set(entry.id, entry);
      continue;
    }
    const route = registry.route(entry.opens.route);
    if (!route || !hasScreen(route.name) || !meetsRouteAccess(route.access, user)) continue;
    const params = pathParamNames(route.path);
    if (params.some((name) => name !== 'courseId') || (params.length > 0 && courseId === undefined)) continue;
    available.set(entry.id, { ...entry, href: fillRoutePath(route, courseId === undefined ? {} : { courseId }) });
  }
  return available;
}
