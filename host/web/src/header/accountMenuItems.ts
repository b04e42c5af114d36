import type { RouteName, WebSessionUser } from '@lms/sdk/web';
import { isAdministrator, isProgramAdministrator } from '../session/userRoles.ts';

export interface AccountMenuItem {
  label: string;
  /** The route-table name the item opens. */
  route: RouteName;
}

export interface AccountMenuContext {
  /** Whether a route has a screen today (the shell's or a plugin's). */
  hasScreen(route: string): boolean;
  /** The demo app (a non-generic brand), where the account page is unavailable. */
  demo: boolean;
}

/**
 * Part 1 §2 "My Account menu" with the role rules of part 1 §6: Administration
 * Home for administrators (administrator value 1 or more, or a Junction
 * account), Program Management for program administrators (and site
 * administrators, who have their rights). Like every link of the shell, an
 * item whose screen does not exist yet is left out.
 */
export function accountMenuItems(user: WebSessionUser, { hasScreen, demo }: AccountMenuContext): AccountMenuItem[] {
  const items: (AccountMenuItem | false)[] = [
    !demo && { label: 'Account', route: 'account' },
    { label: 'My Courses', route: 'list' },
    isAdministrator(user) && { label: 'Administration Home', route: 'administrator' },
    isProgramAdministrator(user) && { label: 'Program Management', route: 'programs.list' },
    { label: 'Log Out', route: 'logout' },
  ];
  return items.filter((item): item is AccountMenuItem => item !== false && hasScreen(item.route));
}
