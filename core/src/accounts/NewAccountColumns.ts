import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import { canonicalPhone } from '@lms/contract/rules';
import { assertEmailFree, type AccountColumns } from './insertAccount.ts';

/** What a registration form says about the person an account is for. */
export interface AccountHolder {
  name: string;
  surname: string;
  email: string;
  phone?: string;
  sms_notifications?: boolean;
}

/** The columns every registration fills from its person, phone and password fields. */
export type HolderColumns = Pick<AccountColumns, 'id' | 'email' | 'firstname' | 'lastname' | 'password_hash' | 'phone_number' | 'sms_notifications' | 'created_at'>;

/**
 * How every registration (student, professor, LTI) turns its form into account
 * columns: the address must be free before the password is hashed (the slow
 * part); a phone is stored in its canonical form, and SMS only goes with one.
 */
export class NewAccountColumns {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
  ) {}

  /** `password` null makes an account without one (an LTI platform vouches for the user). */
  async forHolder(holder: AccountHolder, password: string | null): Promise<HolderColumns> {
    const email = holder.email.trim();
    await assertEmailFree(this.db, email);
    const passwordHash = password === null ? null : await this.passwords.hash(password);
    const phone = (holder.phone ?? '').trim();
    return {
      id: this.ids.newId(),
      email,
      firstname: holder.name.trim(),
      lastname: holder.surname.trim(),
      password_hash: passwordHash,
      phone_number: phone ? canonicalPhone(phone) : null,
      sms_notifications: Boolean(phone) && (holder.sms_notifications ?? false),
      created_at: this.clock.now(),
    };
  }
}
