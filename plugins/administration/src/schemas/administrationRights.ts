/**
 * Part 3 §6: the administration area needs an administrator; "Administrator
 * permission level is the administrator value minus 1"; a provider-level admin
 * (accountType Junction) has every right. What each level may do is ours
 * (docs/architecture.md "Administration"): level 0 reads, level 1 runs
 * accounts and enrolments, level 2 touches money and rights.
 */
export const ADMINISTRATION_RIGHTS = {
  /** Search accounts, open one, read the audit log. */
  read: 0,
  /** Create accounts, verify, change an email, enrol and unenrol, change an enrolment's dates. */
  accounts: 1,
  /** Credits, mark as paid, inclusive-access opt-out, move a payment, refund, remove permissions or instructor rights. */
  money: 2,
} as const;
export type AdministrationRight = keyof typeof ADMINISTRATION_RIGHTS;

/** What both sides know of the user: the session's administrator value and account type. */
export interface AdministratorFlags {
  administrator: number;
  accountType: string;
}

export const PROVIDER_ACCOUNT_TYPE = 'Junction';

export const permissionLevel = (user: AdministratorFlags): number => user.administrator - 1;
export const isProviderAdmin = (user: AdministratorFlags): boolean => user.accountType === PROVIDER_ACCOUNT_TYPE;

export function mayAdminister(user: AdministratorFlags, right: AdministrationRight): boolean {
  return isProviderAdmin(user) || permissionLevel(user) >= ADMINISTRATION_RIGHTS[right];
}

/** Part 3 §6: "A provider-level admin (accountType Junction) may also set show_modal." */
export const maySetShowModal = (user: AdministratorFlags): boolean => isProviderAdmin(user);

