import type { WebSessionUser } from '@lms/sdk/web';
import { isAdministrator, isProgramAdministrator } from '../session/userRoles.ts';

export interface AccountMenuItem {
  label: string;
  /** The route-table name the item opens. */
  route: string;
}

/**
 * Part 1 §2 "My Account menu" with the role rules of part 1 §6; like every
 * link of the shell, an item whose screen does not exist yet is left out.
 */
export function accountMenuItems(user: WebSessionUser, hasScreen: (route: string) => boolean): AccountMenuItem[] {
  const items: (AccountMenuItem | false)[] = [
    { label: 'Account', route: 'account' },
    { label: 'My Courses', route: 'list' },
    isAdministrator(user) && { label: 'Administration Home', route: 'administrator' },
    isProgramAdministrator(user) && { label: 'Program Management', route: 'programs.list' },
    { label: 'Log Out', route: 'logout' },
  ];
  return items.filter((item): item is AccountMenuItem => item !== false && hasScreen(item.route));
}
