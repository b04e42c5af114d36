import type { SessionUser } from '@lms/contract/user.ts';
import type { SessionUserAnswer } from '@lms/contract/calls/authCalls.ts';
import type { Badge } from '@lms/contract/badges.ts';

/** A row of the users table. */
export interface UserRow {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  instructor: boolean;
  administrator: number;
  program_administrator: boolean;
  account_type: string;
  university: string | null;
  phone_number: string | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  thumbnail_url: string | null;
  description: string | null;
  validated: boolean;
  created_at: Date;
  updated_at: Date;
  // Accounts (core/migrations/*_accounts.ts).
  toc_accepted_at: Date | null;
  role_title: string | null;
  state: string | null;
  profile_fields: Record<string, string>;
  /** The course asked for at registration, enrolled at the validating login. */
  pending_course_id: string | null;
  validation_resends: number;
  lti_user_id: string | null;
  /** An LTI account without a password. */
  ltinopwd: boolean;
  /** Set by a site administrator (utils/credits). */
  credits: number;
}

/** The columns of a user that make its SessionUser (what a session carries). */
export const SESSION_USER_COLUMNS = ['id', 'email', 'firstname', 'lastname', 'instructor', 'administrator', 'program_administrator', 'account_type'] as const;
export type SessionUserRow = Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number]>;

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    instructor: row.instructor,
    administrator: Math.min(3, Math.max(0, row.administrator)) as 0 | 1 | 2 | 3,
    programAdministrator: row.program_administrator,
    accountType: row.account_type,
  };
}

/** The session user as the spec's `sayhi/` answers it (part 1 §3 "User session"), with the user's badges. */
export function toSayHi(row: UserRow, badges: Badge[]): SessionUserAnswer {
  return {
    mongoId: row.id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    instructor: row.instructor,
    administrator: row.administrator,
    program_administrator: row.program_administrator,
    university: row.university,
    accountType: row.account_type,
    phoneNumber: row.phone_number,
    email_notifications: row.email_notifications,
    sms_notifications: row.sms_notifications,
    thumbnailUrl: row.thumbnail_url,
    description: row.description,
    ltinopwd: row.ltinopwd,
    lti_user_id: row.lti_user_id,
    badges,
    credits: row.credits,
  };
}
