import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { ROLE_FLAGS } from '../users/roles.ts';
import type { UserRow } from '../users/userRow.ts';
import { cleanTitleText } from '../validation/titleText.ts';
import { SsoLoginError } from './SsoLoginError.ts';
import type { SsoProviderRow } from './SsoProviderStore.ts';

/** The identity claims of an ID token and the userinfo answer that this module reads. */
export interface SsoClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

type SsoUserRow = UserRow & { sso_issuer: string | null; sso_subject: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UNIQUE_VIOLATION = '23505';

/** A name claim as a name field stores it (see titleText.ts); NUL dropped, since PostgreSQL cannot store it. */
const text = (value: unknown): string => (typeof value === 'string' ? cleanTitleText(value.replace(/\u0000/g, '')).trim() : '');

/** Names from the claims: given and family names, else the full name split, else the email's local part. */
export function namesFromClaims(claims: SsoClaims, email: string): { firstname: string; lastname: string } {
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const firstname = text(claims.given_name) || first || email.split('@')[0]!;
  const lastname = text(claims.family_name) || rest.join(' ');
  return { firstname, lastname };
}

/** Some providers send email_verified as the string "true". */
function emailVerified(claims: SsoClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}

/**
 * The account a single-sign-on identity logs in to: the one linked to the
 * provider's (issuer, subject); else an existing account with the same email,
 * linked only when the provider vouches for the address; else a new validated
 * student account.
 */
export class SsoAccounts {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async userFor(provider: SsoProviderRow, claims: SsoClaims): Promise<UserRow> {
    try {
      return await this.db.transaction((trx) => this.findLinkOrCreate(trx, provider, claims));
    } catch (error) {
      // Two first sign-ins of one person at once: the loser finds the winner's account.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      return this.db.transaction((trx) => this.findLinkOrCreate(trx, provider, claims));
    }
  }

  private async findLinkOrCreate(trx: Knex.Transaction, provider: SsoProviderRow, claims: SsoClaims): Promise<UserRow> {
    const now = this.clock.now();
    const identity = { sso_issuer: provider.issuer, sso_subject: claims.sub };
    const linked = (await trx('users').where(identity).first()) as SsoUserRow | undefined;
    if (linked) return this.refreshGoogleNames(trx, linked, claims);

    const email = text(claims.email);
    if (!EMAIL.test(email)) throw new SsoLoginError('email-missing', `The provider ${provider.issuer} gave no email address for ${claims.sub}.`);
    const existing = (await trx('users').whereRaw('lower(email) = lower(?)', [email]).first()) as SsoUserRow | undefined;
    if (existing) {
      if (!emailVerified(claims)) throw new SsoLoginError('email-unverified', `${provider.issuer} does not vouch for ${email}; the account is not linked.`);
      if (existing.sso_subject) throw new SsoLoginError('email-taken', `The account ${email} is already linked to another single-sign-on identity.`);
      // A Google sign-in makes a plain account a Google account (its name then comes from Google); other types stay.
      const accountType = provider.account_type === 'google' && existing.account_type === 'standard' ? 'google' : existing.account_type;
      const [updated] = await trx('users')
        .where({ id: existing.id })
        .update({ ...identity, validated: true, account_type: accountType, updated_at: now })
        .returning('*');
      return this.refreshGoogleNames(trx, updated as SsoUserRow, claims);
    }

    const [created] = await trx('users')
      .insert({
        id: this.ids.newId(),
        email,
        ...namesFromClaims(claims, email),
        password_hash: null,
        ...ROLE_FLAGS.student,
        account_type: provider.account_type,
        validated: true,
        ...identity,
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    return created as UserRow;
  }

  /** A Google account's name is Google's (read-only here): each sign-in brings it up to date. */
  private async refreshGoogleNames(trx: Knex.Transaction, user: SsoUserRow, claims: SsoClaims): Promise<UserRow> {
    const firstname = text(claims.given_name);
    const lastname = text(claims.family_name);
    if (user.account_type !== 'google' || !firstname || !lastname) return user;
    if (firstname === user.firstname && lastname === user.lastname) return user;
    const [updated] = await trx('users').where({ id: user.id }).update({ firstname, lastname, updated_at: this.clock.now() }).returning('*');
    return updated as UserRow;
  }
}
