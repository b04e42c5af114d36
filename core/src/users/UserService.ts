import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@lms/contract/rules/passwords.ts';
import { ROLE_FLAGS, ACCOUNT_ROLES, type AccountRole } from './roles.ts';
import type { UserRow } from './userRow.ts';
import { revokeResetLinks } from '../accounts/AccountTokenService.ts';
import type { SessionService } from '../sessions/SessionService.ts';

export interface NewUser {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  role: AccountRole;
  /** Accounts made by an administrator are validated; self-registered ones validate by email. */
  validated?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class UserService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db<UserRow>('users').where({ id }).first();
  }

  /** Creates an account; every rule is checked first so nothing is stored on bad input. */
  async create(input: NewUser): Promise<UserRow> {
    const email = input.email.trim();
    const fields = [];
    if (!email) fields.push({ field: 'email', message: 'Missing e-mail' });
    else if (!EMAIL.test(email)) fields.push({ field: 'email', message: 'Email adress invalid' });
    if (!input.firstname.trim()) fields.push({ field: 'firstname', message: 'Missing first name' });
    if (!input.lastname.trim()) fields.push({ field: 'lastname', message: 'Missing last name' });
    if (!isStrongPassword(input.password)) fields.push({ field: 'password', message: PASSWORD_RULE_MESSAGE });
    if (!ACCOUNT_ROLES.includes(input.role)) {
      fields.push({ field: 'role', message: `Role must be one of ${ACCOUNT_ROLES.join(', ')}` });
    }
    if (fields.length) throw LmsError.validation(fields);
    if (await this.findByEmail(email)) {
      throw new LmsError('conflict', `An account with the email ${email} already exists.`, { fields: [{ field: 'email', message: 'This email is already registered.' }] });
    }
    const now = this.clock.now();
    const row = {
      id: this.ids.newId(),
      email,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      password_hash: await this.passwords.hash(input.password),
      ...ROLE_FLAGS[input.role],
      validated: input.validated ?? true,
      created_at: now,
      updated_at: now,
    };
    const [created] = await this.db<UserRow>('users').insert(row).returning('*');
    return created as UserRow;
  }

  async setPassword(email: string, password: string): Promise<UserRow> {
    if (!isStrongPassword(password)) throw LmsError.validation([{ field: 'password', message: PASSWORD_RULE_MESSAGE }]);
    const user = await this.findByEmail(email);
    if (!user) throw new LmsError('not-found', `No account has the email ${email}.`);
    const hash = await this.passwords.hash(password);
    // One transaction: a new password ends every session the old one opened (and, in the server, their sockets) and every reset link still unused.
    const updated = await this.db.transaction(async (trx) => {
      const [row] = await trx<UserRow>('users').where({ id: user.id }).update({ password_hash: hash, updated_at: this.clock.now() }).returning('*');
      await this.sessions.endAllOf(user.id, { trx });
      await revokeResetLinks(trx, user.id, this.clock.now());
      return row;
    });
    return updated as UserRow;
  }
}
