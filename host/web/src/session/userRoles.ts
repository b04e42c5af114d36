import type { RouteAccess, WebSessionUser } from '@lms/sdk/web';

/**
 * The browser's copy of core/src/permissions/siteRoles.ts, read from the
 * session user that `sayhi/` answers. The server decides; these only choose
 * what the shell offers, so a link is never shown that the server would refuse.
 */

/** accountType of a provider-level administrator. */
export const PROVIDER_ACCOUNT_TYPE = 'Junction';

/** The administrator value of a site administrator (permission level 2). */
export const SITE_ADMIN_VALUE = 3;

/** Part 3 §6: the permission level is the administrator value minus 1; -1 for someone who is no administrator. */
export function permissionLevel(user: Pick<WebSessionUser, 'administrator'>): number {
  return user.administrator - 1;
}

/** Part 1 §6: a provider admin (accountType Junction) or permission level 2; professor rights on every course. */
export function isSiteAdministrator(user: WebSessionUser): boolean {
  return user.accountType === PROVIDER_ACCOUNT_TYPE || permissionLevel(user) >= 2;
}

/** Who sees Administration Home and may open the administrator area: any administrator value (1 or more). */
export function isAdministrator(user: WebSessionUser): boolean {
  return isSiteAdministrator(user) || permissionLevel(user) >= 0;
}

/** Program administrators; site administrators have their rights too (as on the server). */
export function isProgramAdministrator(user: WebSessionUser): boolean {
  return isSiteAdministrator(user) || Boolean(user.program_administrator);
}

/** Instructors and assistants carry the professor flag; site administrators act as professors everywhere. */
export function isProfessor(user: WebSessionUser): boolean {
  return Boolean(user.instructor) || isSiteAdministrator(user);
}

/** Part 1 §3: a Google account (its names are Google's and cannot be changed here). */
export function isGoogleAccount(user: WebSessionUser): boolean {
  return user.accountType === 'google';
}

/**
 * Whether a signed-in user meets a route's access level. Course-level checks
 * (is this user staff of that course?) are the server's.
 */
export function meetsRouteAccess(access: RouteAccess, user: WebSessionUser): boolean {
  switch (access) {
    case 'public':
    case 'user':
      return true;
    case 'professor':
    // Manager rights are per course: the course-tool guard decides them (courseToolAccess.ts).
    case 'manage':
      return isProfessor(user);
    case 'administrator':
      return isAdministrator(user);
    case 'program-admin':
      return isProgramAdministrator(user);
    case 'site-admin':
      return isSiteAdministrator(user);
  }
}
