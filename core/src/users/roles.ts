import { SITE_ADMIN_VALUE, type AdministratorValue } from '../permissions/siteRoles.ts';

/** The account roles the admin command line and the demo installation create. */
export const ACCOUNT_ROLES = ['student', 'instructor', 'assistant', 'program-admin', 'site-admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * How each role maps onto the account flags of the spec's session user.
 * Assistants are professor accounts; what makes them assistants is their
 * course staff role, given when they are added to a course.
 */
export const ROLE_FLAGS: Record<AccountRole, { instructor: boolean; administrator: AdministratorValue; program_administrator: boolean }> = {
  student: { instructor: false, administrator: 0, program_administrator: false },
  instructor: { instructor: true, administrator: 0, program_administrator: false },
  assistant: { instructor: true, administrator: 0, program_administrator: false },
  'program-admin': { instructor: true, administrator: 0, program_administrator: true },
  'site-admin': { instructor: true, administrator: SITE_ADMIN_VALUE, program_administrator: true },
};
