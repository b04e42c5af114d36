import { LmsError, type Clock, type JobScheduler, type Knex, type SecretBox } from '@lms/sdk';
import { embedSourceJob } from '../sources/sourceJobKinds.ts';
import type { ProviderBody, ProviderSettings } from '../../calls/providerCalls.ts';
import type { ProviderKind } from '../../calls/aiRules.ts';

interface ProviderRow {
  kind: ProviderKind;
  base_url: string;
  model: string;
  embedding_model: string;
  region: string;
  access_key_id: string;
  sealed_key: string | null;
  input_cents_per_million: number;
  output_cents_per_million: number;
  updated_at: Date;
}

/** The provider as the answering code uses it: the key opened. Never logged, never answered. */
export interface ProviderConfig {
  kind: Exclude<ProviderKind, 'none'>;
  baseUrl: string;
  model: string;
  embeddingModel: string;
  region: string;
  accessKeyId: string;
  key: string | null;
  inputCentsPerMillion: number;
  outputCentsPerMillion: number;
}

const ROW_ID = 'provider';
export const BASE_URL_NEEDED = 'Enter the address of the AI service (http or https).';
export const MODEL_NEEDED = 'Enter the model name.';
export const BEDROCK_NEEDED = 'Enter the region, access key id and secret key of the Bedrock agent.';
export const ENDPOINT_INVALID = 'Enter the endpoint as an http or https address, or leave it empty.';

const NONE: ProviderSettings = {
  kind: 'none',
  base_url: '',
  model: '',
  embedding_model: '',
  region: '',
  access_key_id: '',
  has_key: false,
  input_cents_per_million: 0,
  output_cents_per_million: 0,
  updated_at: null,
};

/**
 * The installation's AI provider (one row). The key is sealed by
 * coreServices.secrets (AES-256-GCM under the installation's master key)
 * before it reaches the table, and opened only to call the provider. A
 * change of embedding model queues the embedding of every indexed source
 * (vectors of two models never compare), in the save's transaction.
 */
export class ProviderSettingsStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly secrets: SecretBox,
    private readonly jobs: JobScheduler,
  ) {}

  async settings(): Promise<ProviderSettings> {
    const row = await this.row();
    if (!row) return NONE;
    return {
      kind: row.kind,
      base_url: row.base_url,
      model: row.model,
      embedding_model: row.embedding_model,
      region: row.region,
      access_key_id: row.access_key_id,
      has_key: row.sealed_key !== null,
      input_cents_per_million: Number(row.input_cents_per_million),
      output_cents_per_million: Number(row.output_cents_per_million),
      updated_at: new Date(row.updated_at).toISOString(),
    };
  }

  /** The configured provider with its key opened, or null when answers are quoted passages. */
  async config(): Promise<ProviderConfig | null> {
    const row = await this.row();
    if (!row || row.kind === 'none') return null;
    return {
      kind: row.kind,
      baseUrl: row.base_url,
      model: row.model,
      embeddingModel: row.embedding_model,
      region: row.region,
      accessKeyId: row.access_key_id,
      key: row.sealed_key === null ? null : this.secrets.open(row.sealed_key),
      inputCentsPerMillion: Number(row.input_cents_per_million),
      outputCentsPerMillion: Number(row.output_cents_per_million),
    };
  }

  async save(body: ProviderBody): Promise<ProviderSettings> {
    const previous = await this.row();
    const sealedKey = body.api_key === undefined ? (previous?.sealed_key ?? null) : body.api_key === '' ? null : this.secrets.seal(body.api_key);
    const values = {
      kind: body.kind,
      base_url: body.base_url?.trim() ?? '',
      model: body.model?.trim() ?? '',
      embedding_model: body.embedding_model?.trim() ?? '',
      region: body.region?.trim() ?? '',
      access_key_id: body.access_key_id?.trim() ?? '',
      sealed_key: sealedKey,
      input_cents_per_million: body.input_cents_per_million ?? 0,
      output_cents_per_million: body.output_cents_per_million ?? 0,
      updated_at: this.clock.now(),
    };
    checkProvider(values);
    const embeddingsNow = values.kind === 'openai-compatible' ? values.embedding_model : '';
    const embeddingsBefore = previous?.kind === 'openai-compatible' ? previous.embedding_model : '';
    await this.db.transaction(async (trx) => {
      await trx('ai_provider').insert({ id: ROW_ID, ...values }).onConflict('id').merge(values);
      if (!embeddingsNow || embeddingsNow === embeddingsBefore) return;
      const sources = (await trx('ai_sources').where({ status: 'ready' }).pluck('uuid')) as string[];
      for (const uuid of sources) await this.jobs.enqueue(embedSourceJob, { uuid }, { maxAttempts: 3 }, trx);
      await trx('ai_sources').whereIn('uuid', sources).update({ embedding_status: 'queued', embedding_progress: 0, embedding_error: null });
    });
    return this.settings();
  }

  private async row(): Promise<ProviderRow | undefined> {
    return (await this.db('ai_provider').where({ id: ROW_ID }).first()) as ProviderRow | undefined;
  }
}

function checkProvider(values: { kind: ProviderKind; base_url: string; model: string; region: string; access_key_id: string; sealed_key: string | null }): void {
  if (values.kind === 'openai-compatible') {
    const problems = [];
    if (!isHttpUrl(values.base_url)) problems.push({ field: 'base_url', message: BASE_URL_NEEDED });
    if (!values.model) problems.push({ field: 'model', message: MODEL_NEEDED });
    if (problems.length) throw LmsError.validation(problems);
  }
  if (values.kind === 'bedrock-agent' && (!values.region || !values.access_key_id || !values.sealed_key)) {
    throw LmsError.validation([{ field: values.region ? (values.access_key_id ? 'api_key' : 'access_key_id') : 'region', message: BEDROCK_NEEDED }]);
  }
  // A Bedrock endpoint override (a VPC interface endpoint without private DNS) is optional.
  if (values.kind === 'bedrock-agent' && values.base_url && !isHttpUrl(values.base_url)) throw LmsError.validation([{ field: 'base_url', message: ENDPOINT_INVALID }]);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
