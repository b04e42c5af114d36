import { fillRoutePath, type AdministrationEntry, type AvailableAdministrationEntry, type RouteEntry, type WebSessionUser } from '@lms/sdk/web';
import { meetsRouteAccess } from '../session/userRoles.ts';

/** The shell's own administration screens, beside the plugins' (`administrationEntries`). */
export const SHELL_ADMINISTRATION_ENTRIES: readonly AdministrationEntry[] = [
  { route: 'administrator.announcements', label: 'Announcements', description: 'Messages shown to students, instructors or everyone.', order: 60 },
  { route: 'administrator.plugins', label: 'Plugins', description: 'Install plugin packages after reading what each will reach; enable, disable, remove.', order: 70 },
];

interface EntryLookups {
  route(name: string): RouteEntry | undefined;
  hasScreen(route: string): boolean;
}

/**
 * The Administration home's list (part 3 §2): each entry whose route has a
 * screen here and whose access (the route's, and the entry's own) the user meets.
 */
export function availableAdministrationEntries(
  entries: readonly AdministrationEntry[],
  user: WebSessionUser | null,
  { route, hasScreen }: EntryLookups,
): AvailableAdministrationEntry[] {
  if (!user) return [];
  const available: AvailableAdministrationEntry[] = [];
  for (const entry of [...entries].sort((a, b) => (a.order ?? 100) - (b.order ?? 100))) {
    const target = route(entry.route);
    if (!target || !hasScreen(target.name) || !meetsRouteAccess(target.access, user)) continue;
    if (entry.access && !meetsRouteAccess(entry.access, user)) continue;
    available.push({ label: entry.label, description: entry.description, href: fillRoutePath(target, {}) });
  }
  return available;
}
