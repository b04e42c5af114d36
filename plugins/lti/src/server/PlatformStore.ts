import type { Knex } from 'knex';
import { LmsError, type Clock, type IdGenerator } from '@lms/sdk';
import type { Platform, PlatformInput } from '../calls/ltiCalls.ts';
import { LTI_ERRNOS } from './ltiErrnos.ts';
import { checkedFrameOrigins } from './frameOrigins.ts';

interface PlatformRow {
  id: string;
  issuer: string;
  client_id: string;
  deployment_ids: string[] | string;
  auth_login_url: string;
  token_url: string;
  jwks_url: string;
  frame_origins: string[] | string;
  created_at: Date;
}

const jsonList = (value: string[] | string): string[] => (typeof value === 'string' ? JSON.parse(value) : value);

const toPlatform = (row: PlatformRow): Platform => ({
  id: row.id,
  issuer: row.issuer,
  client_id: row.client_id,
  deployment_ids: jsonList(row.deployment_ids),
  auth_login_url: row.auth_login_url,
  token_url: row.token_url,
  jwks_url: row.jwks_url,
  frame_origins: jsonList(row.frame_origins),
  created_at: row.created_at.toISOString(),
});

/** The `lti_platforms` table: the platforms an administrator registered. */
export class PlatformStore {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Registers a platform (its frame origins checked: validation-failed); lti-platform-exists for an issuer and client id registered already (nothing stored). */
  async create(input: PlatformInput): Promise<Platform> {
    const row: PlatformRow = {
      id: this.ids.newId(),
      issuer: input.issuer,
      client_id: input.client_id,
      deployment_ids: JSON.stringify([...new Set(input.deployment_ids)]),
      auth_login_url: input.auth_login_url,
      token_url: input.token_url,
      jwks_url: input.jwks_url,
      frame_origins: JSON.stringify(checkedFrameOrigins(input.frame_origins ?? [])),
      created_at: this.clock.now(),
    };
    const inserted = await this.db('lti_platforms').insert(row).onConflict(['issuer', 'client_id']).ignore().returning('id');
    if (!inserted.length) throw LmsError.declared(LTI_ERRNOS, 'lti-platform-exists');
    return toPlatform(row);
  }

  /** Replaces a platform's extra frame origins (checked: validation-failed, nothing stored); null when no such platform. */
  async updateFrameOrigins(id: string, values: readonly string[]): Promise<Platform | null> {
    const origins = checkedFrameOrigins(values);
    const [row] = await this.db<PlatformRow>('lti_platforms').where({ id }).update({ frame_origins: JSON.stringify(origins) }).returning('*');
    return row ? toPlatform(row) : null;
  }

  async list(): Promise<Platform[]> {
    return (await this.db<PlatformRow>('lti_platforms').orderBy('created_at').orderBy('id')).map(toPlatform);
  }

  async byId(id: string): Promise<Platform | null> {
    const row = await this.db<PlatformRow>('lti_platforms').where({ id }).first();
    return row ? toPlatform(row) : null;
  }

  /** The platform of an issuer (and client id when given); null when none or, without a client id, several. */
  async byIssuer(issuer: string, clientId: string | undefined): Promise<Platform | null> {
    const rows = await this.db<PlatformRow>('lti_platforms')
      .where({ issuer, ...(clientId ? { client_id: clientId } : {}) })
      .limit(2);
    return rows.length === 1 ? toPlatform(rows[0]!) : null;
  }
}
