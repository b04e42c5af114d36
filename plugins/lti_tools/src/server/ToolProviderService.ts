import { randomUUID } from 'node:crypto';
import { LmsError, type Clock, type CourseDirectory, type IdGenerator, type Knex } from '@lms/sdk';
import { LTI_TOOLS_MESSAGES } from '../schemas/ltiToolsMessages.ts';
import type { NewConnectionBody, NewToolProviderBody } from '../schemas/toolProviderBodies.ts';
import type { ToolConnection, ToolProvider } from '../schemas/toolProviderTypes.ts';
import { LTI_TOOLS_ERRNOS } from './ltiToolsErrnos.ts';
import { isRsaPublicKeyPem } from './toolKey.ts';
import { connectionView, providerView } from './toolViews.ts';
import type { ProviderRow, ToolProviderStore } from './ToolProviderStore.ts';

const UNIQUE_VIOLATION = '23505';

function invalid(field: string, message: string): LmsError {
  return new LmsError('validation-failed', message, { fields: [{ field, message }] });
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Registers tool providers and connects courses to them (part 3 §3, §7 "Tools"). */
export class ToolProviderService {
  constructor(
    private readonly db: Knex,
    private readonly store: ToolProviderStore,
    private readonly courses: CourseDirectory,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async list(): Promise<ToolProvider[]> {
    return (await this.store.all()).map(providerView);
  }

  /** A provider, or not-found with the catalogue's message for tools. */
  async provider(id: string): Promise<ProviderRow> {
    const row = await this.store.provider(id);
    if (!row) throw new LmsError('not-found', LTI_TOOLS_MESSAGES.providerNotFound);
    return row;
  }

  async create(body: NewToolProviderBody, userId: string): Promise<ToolProvider> {
    const name = body.name.trim();
    const jwksUrl = blankToNull(body.jwks_url);
    const publicKey = blankToNull(body.public_key);
    if (!jwksUrl && !publicKey) throw invalid('/jwks_url', LTI_TOOLS_MESSAGES.keyRequired);
    if (publicKey && !isRsaPublicKeyPem(publicKey)) throw invalid('/public_key', LTI_TOOLS_MESSAGES.publicKeyInvalid);
    const row: ProviderRow = {
      id: this.ids.newId(),
      name,
      client_id: randomUUID(),
      deployment_id: randomUUID(),
      target_link_uri: body.target_link_uri.trim(),
      login_url: body.login_url.trim(),
      jwks_url: jwksUrl,
      public_key: publicKey,
      deep_link_url: blankToNull(body.deep_link_url),
      created_by: userId,
      created_at: this.clock.now(),
    };
    await this.store.insertProvider(row);
    return providerView(row);
  }

  /** One transaction: the client id is checked against providers and connections, then written. */
  async connect(body: NewConnectionBody, userId: string): Promise<ToolConnection> {
    if (!(await this.courses.summaries([body.course_id])).length) throw new LmsError('no-course');
    await this.provider(body.tool_provider_id);
    const clientId = body.client_id ?? randomUUID();
    const refused = LmsError.declared(LTI_TOOLS_ERRNOS, 'connection-not-saved');
    try {
      return await this.db.transaction(async (trx) => {
        if (await this.store.clientIdTaken(clientId, trx)) throw refused;
        if (await this.store.connection(body.course_id, body.tool_provider_id, trx)) throw refused;
        const row = {
          id: this.ids.newId(),
          course_id: body.course_id,
          provider_id: body.tool_provider_id,
          client_id: clientId,
          deployment_id: randomUUID(),
          created_by: userId,
          created_at: this.clock.now(),
        };
        await this.store.insertConnection(row, trx);
        return connectionView(row);
      });
    } catch (error) {
      // Two administrators connecting at once: the unique indexes decide, with the same answer.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw refused;
      throw error;
    }
  }
}
