import type { Knex } from 'knex';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { UserRow } from '../users/userRow.ts';

/** The columns a self-registration sets; the rest keep their defaults. */
export type AccountColumns = Pick<UserRow, 'id' | 'email' | 'firstname' | 'lastname' | 'password_hash' | 'instructor' | 'validated' | 'created_at'> &
  Partial<Pick<UserRow, 'university' | 'phone_number' | 'sms_notifications' | 'toc_accepted_at' | 'role_title' | 'state' | 'profile_fields' | 'pending_course_id' | 'lti_user_id' | 'ltinopwd'>>;

const UNIQUE_VIOLATION = '23505';

/**
 * Inserts an account; an email (or LTI user) that is already registered answers
 * user-exists, also when two registrations of one address race.
 */
export async function insertAccount(trx: Knex, columns: AccountColumns): Promise<UserRow> {
  const { profile_fields, created_at, ...rest } = columns;
  try {
    const [row] = await trx('users')
      .insert({ ...rest, profile_fields: JSON.stringify(profile_fields ?? {}), created_at, updated_at: created_at })
      .returning('*');
    return row as UserRow;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new LmsError('user-exists');
    throw error;
  }
}

/** user-exists before any costly work (hashing), when the address is already taken. */
export async function assertEmailFree(db: Knex, email: string): Promise<void> {
  const taken = await db('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first('id');
  if (taken) throw new LmsError('user-exists');
}
