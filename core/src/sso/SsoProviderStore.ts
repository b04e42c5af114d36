import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { SsoAccountType } from './accountTypes.ts';
import { checkSsoProvider, DEFAULT_SSO_HOST, DEFAULT_SSO_SCOPES, type SsoProviderInput } from './ssoProviderRules.ts';

/** A row of sso_providers. Server-only: the client secret never reaches a browser. */
export interface SsoProviderRow {
  host: string;
  issuer: string;
  client_id: string;
  client_secret: string | null;
  scopes: string;
  label: string;
  account_type: SsoAccountType;
  post_logout_redirect_uri: string | null;
  updated_at: Date;
}

/** What the login screen may know of a provider (part of GET theme's settings). */
export interface SsoLoginOption {
  label: string;
}

/**
 * The OpenID Connect provider of each label-bundle host. A host without its
 * own row uses the "default" row, as with label bundles.
 */
export class SsoProviderStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async forHost(host: string): Promise<SsoProviderRow | null> {
    const rows = (await this.db('sso_providers').whereIn('host', [host.toLowerCase(), DEFAULT_SSO_HOST])) as SsoProviderRow[];
    return rows.find((row) => row.host !== DEFAULT_SSO_HOST) ?? rows[0] ?? null;
  }

  async loginOption(host: string): Promise<SsoLoginOption | null> {
    const provider = await this.forHost(host);
    return provider ? { label: provider.label } : null;
  }

  list(): Promise<SsoProviderRow[]> {
    return this.db('sso_providers').orderBy('host');
  }

  /** Creates or replaces a host's provider; every rule is checked first, so bad input stores nothing. */
  async set(input: SsoProviderInput): Promise<SsoProviderRow> {
    const errors = checkSsoProvider(input);
    if (errors.length) throw LmsError.validation(errors);
    const row = {
      host: input.host.trim().toLowerCase(),
      issuer: input.issuer.trim(),
      client_id: input.clientId.trim(),
      client_secret: input.clientSecret?.trim() ?? null,
      scopes: (input.scopes ?? DEFAULT_SSO_SCOPES).trim().split(/\s+/).join(' '),
      label: input.label.trim(),
      account_type: input.accountType ?? 'standard',
      post_logout_redirect_uri: input.postLogoutRedirectUri?.trim() ?? null,
      updated_at: this.clock.now(),
    };
    const [stored] = await this.db('sso_providers').insert(row).onConflict('host').merge().returning('*');
    return stored as SsoProviderRow;
  }

  /** Removes a host's provider; false when it had none. */
  async remove(host: string): Promise<boolean> {
    return (await this.db('sso_providers').where({ host: host.trim().toLowerCase() }).delete()) > 0;
  }
}
