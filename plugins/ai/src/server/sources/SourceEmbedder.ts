import type { Clock, Knex, Logger } from '@lms/sdk';
import type { ProviderSettingsStore } from '../provider/ProviderSettingsStore.ts';
import { embeddingModel } from '../provider/embeddingModel.ts';

/** Chunks sent to the provider per request (and per progress step). */
const BATCH = 64;

/**
 * The embedding job (issue 27 item 4): the vector of each chunk of a source
 * from the provider's embeddings endpoint, written with the model's name in
 * one transaction, so a source's vectors are all of one model or none; its
 * progress moves batch by batch (aitrain). With no embedding model configured
 * it does nothing: the source stays full text. A provider error marks the
 * step `failed` with the reason and fails the job (retried by the queue); the
 * source keeps answering by full text meanwhile.
 */
export class SourceEmbedder {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly provider: ProviderSettingsStore,
  ) {}

  async embed(uuid: string, log: Logger): Promise<void> {
    const model = embeddingModel(await this.provider.config());
    const chunks = (await this.db('ai_source_chunks').where({ source_uuid: uuid }).orderBy('position').select('id', 'text')) as { id: string; text: string }[];
    if (!model || !chunks.length) {
      await this.step(uuid, { embedding_status: 'none', embedding_progress: 0 });
      return;
    }
    await this.step(uuid, { embedding_status: 'embedding', embedding_progress: 0, embedding_error: null });
    const vectors: number[][] = [];
    try {
      for (let start = 0; start < chunks.length; start += BATCH) {
        vectors.push(...(await model.embed(chunks.slice(start, start + BATCH).map((chunk) => chunk.text))));
        await this.step(uuid, { embedding_progress: vectors.length / chunks.length });
      }
    } catch (error) {
      await this.step(uuid, { embedding_status: 'failed', embedding_error: (error as Error).message });
      throw error;
    }
    await this.db.transaction(async (trx) => {
      // A real[] literal per chunk: cast to real[], and assigned to pgvector's type where the column is one.
      await trx.raw(`update ai_source_chunks c set embedding = v.embedding::real[] from unnest(?::text[], ?::text[]) as v(id, embedding) where c.id = v.id`, [
        chunks.map((chunk) => chunk.id),
        vectors.map((vector) => `{${vector.join(',')}}`),
      ]);
      // Chunks written again meanwhile (the source indexed anew) have no vector: the new chunks' own job embeds them.
      await trx.raw(
        `update ai_sources set embedding_model = ?, embedded = not exists (select 1 from ai_source_chunks c where c.source_uuid = ? and c.embedding is null),
          embedding_status = 'ready', embedding_progress = 1, embedding_error = null, updated_at = ? where uuid = ?`,
        [model.model, uuid, this.clock.now(), uuid],
      );
    });
    log.info({ uuid, chunks: chunks.length, model: model.model }, 'AI source embedded');
  }

  private async step(uuid: string, values: Record<string, unknown>): Promise<void> {
    await this.db('ai_sources').where({ uuid }).update({ ...values, updated_at: this.clock.now() });
  }
}
