import type { SessionUser } from '../contract/user.ts';

/** accountType of a provider-level administrator. */
export const PROVIDER_ACCOUNT_TYPE = 'Junction';

/**
 * Site administrator (part 1 §6): a provider account (accountType Junction) or
 * the highest administrator value. Has professor rights on every course.
 */
export function isSiteAdmin(user: SessionUser): boolean {
  return user.accountType === PROVIDER_ACCOUNT_TYPE || user.administrator === 2;
}

/** May enter the administration area. */
export function isAdministrator(user: SessionUser): boolean {
  return isSiteAdmin(user) || user.administrator >= 1;
}

export function isProgramAdministrator(user: SessionUser): boolean {
  return isSiteAdmin(user) || user.programAdministrator;
}
