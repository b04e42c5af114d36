import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { UserService } from '../users/UserService.ts';
import type { UserRow } from '../users/userRow.ts';

/**
 * The account of an email and its password, else invalid-credentials. Through
 * a decoy hash, an unknown email costs the same time as a wrong password and
 * gets the same answer.
 */
export async function accountWithPassword(users: UserService, passwords: PasswordHasher, credentials: { email: string; password: string }): Promise<UserRow> {
  const user = await users.findByEmail(credentials.email);
  const passwordOk = await passwords.verify(user?.password_hash ?? null, credentials.password);
  if (!user || !passwordOk) throw new LmsError('invalid-credentials');
  return user;
}
