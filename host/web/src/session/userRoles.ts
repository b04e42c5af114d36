import type { RouteAccess, WebSessionUser } from '@lms/sdk/web';

/** Part 1 §6: a provider admin (accountType Junction) or permission level 2; professor rights on every course. */
export function isSiteAdministrator(user: WebSessionUser): boolean {
  return user.administrator === 2 || user.accountType === 'Junction';
}

/** Who sees Administration Home and may open the administrator area. */
export function isAdministrator(user: WebSessionUser): boolean {
  return user.administrator >= 1 || user.accountType === 'Junction';
}

export function isProgramAdministrator(user: WebSessionUser): boolean {
  return Boolean(user.program_administrator);
}

/** Instructors and assistants carry the professor flag; site administrators act as professors everywhere. */
export function isProfessor(user: WebSessionUser): boolean {
  return Boolean(user.instructor) || isSiteAdministrator(user);
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
      return isProfessor(user);
    case 'administrator':
      return isAdministrator(user);
    case 'program-admin':
      return isProgramAdministrator(user) || isSiteAdministrator(user);
  }
}
