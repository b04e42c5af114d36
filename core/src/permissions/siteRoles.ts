import type { SessionUser } from '@lms/contract/user.ts';

/** accountType of a provider-level administrator. */
export const PROVIDER_ACCOUNT_TYPE = 'Junction';

/** The stored administrator values: 0 none, then permission levels 0, 1 and 2. */
export const ADMINISTRATOR_VALUES = [0, 1, 2, 3] as const;
export type AdministratorValue = (typeof ADMINISTRATOR_VALUES)[number];

/** The administrator value of a site administrator (permission level 2). */
export const SITE_ADMIN_VALUE: AdministratorValue = 3;

/**
 * Part 3 §6: "Administrator permission level is the administrator value minus 1".
 * -1 for someone who is no administrator at all.
 */
export function permissionLevel(user: Pick<SessionUser, 'administrator'>): number {
  return user.administrator - 1;
}

/**
 * Site administrator (part 1 §6): a provider account (accountType Junction) or
 * permission level 2. Has professor rights on every course.
 */
export function isSiteAdmin(user: SessionUser): boolean {
  return user.accountType === PROVIDER_ACCOUNT_TYPE || permissionLevel(user) >= 2;
}

/** May enter the administration area: any administrator value, or a provider account. */
export function isAdministrator(user: SessionUser): boolean {
  return isSiteAdmin(user) || permissionLevel(user) >= 0;
}

export function isProgramAdministrator(user: SessionUser): boolean {
  return isSiteAdmin(user) || user.programAdministrator;
}
