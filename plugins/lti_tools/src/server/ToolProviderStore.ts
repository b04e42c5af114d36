import type { Knex } from '@lms/sdk';

const PROVIDERS = 'lti_tools_providers';
const CONNECTIONS = 'lti_tools_connections';

export interface ProviderRow {
  id: string;
  name: string;
  client_id: string;
  deployment_id: string;
  target_link_uri: string;
  login_url: string;
  jwks_url: string | null;
  public_key: string | null;
  deep_link_url: string | null;
  created_by: string | null;
  created_at: Date;
}

export interface ConnectionRow {
  id: string;
  course_id: string;
  provider_id: string;
  client_id: string;
  deployment_id: string;
  created_by: string | null;
  created_at: Date;
}

/** lti_tools_providers and lti_tools_connections. */
export class ToolProviderStore {
  constructor(private readonly db: Knex) {}

  async all(): Promise<ProviderRow[]> {
    return this.db(PROVIDERS).select('*').orderBy([{ column: 'name', order: 'asc' }, { column: 'id', order: 'asc' }]);
  }

  async provider(id: string, trx: Knex = this.db): Promise<ProviderRow | undefined> {
    return trx(PROVIDERS).where({ id }).first();
  }

  async insertProvider(row: ProviderRow): Promise<void> {
    await this.db(PROVIDERS).insert(row);
  }

  /** The provider a client id is ours for: the provider's own, or one of its course connections'. */
  async byClientId(clientId: string): Promise<ProviderRow | undefined> {
    const own = await this.db(PROVIDERS).where({ client_id: clientId }).first();
    if (own) return own;
    const connection = await this.db(CONNECTIONS).where({ client_id: clientId }).first('provider_id');
    return connection ? this.provider(connection.provider_id) : undefined;
  }

  /** Whether the course is connected to the provider under this client id, or the client id is the provider's own. */
  async clientServesCourse(clientId: string, providerId: string, courseId: string): Promise<boolean> {
    const provider = await this.provider(providerId);
    if (provider?.client_id === clientId) return true;
    return Boolean(await this.db(CONNECTIONS).where({ client_id: clientId, provider_id: providerId, course_id: courseId }).first('id'));
  }

  /** Whether a provider or a connection already answers to this client id. */
  async clientIdTaken(clientId: string, trx: Knex): Promise<boolean> {
    const provider = await trx(PROVIDERS).where({ client_id: clientId }).first('id');
    const connection = provider ? undefined : await trx(CONNECTIONS).where({ client_id: clientId }).first('id');
    return Boolean(provider ?? connection);
  }

  async connection(courseId: string, providerId: string, trx: Knex = this.db): Promise<ConnectionRow | undefined> {
    return trx(CONNECTIONS).where({ course_id: courseId, provider_id: providerId }).first();
  }

  async insertConnection(row: ConnectionRow, trx: Knex): Promise<void> {
    await trx(CONNECTIONS).insert(row);
  }
}
