import type { Clock, IdGenerator, JobScheduler, Knex, Logger } from '@lms/sdk';
import type { ProviderSettingsStore } from '../provider/ProviderSettingsStore.ts';
import { embeddingModel } from '../provider/embeddingModel.ts';
import { chunkSource } from './chunkSource.ts';
import { extractSourceText, type SourceFileType } from './extractSourceText.ts';
import { embedSourceJob } from './sourceJobKinds.ts';

/** Chunks written per statement (and per progress step). */
const BATCH = 200;

/**
 * The indexing job (issue 27 item 4): reads the stored file, extracts its
 * text, cuts it into chunks and writes them (their tsvector is a generated
 * column), moving `progress` from extraction (0.1) through the writes to 1
 * and `ready`. The new chunks replace the old ones in one transaction, so
 * the assistant reads either the old text or the new, never half. A failure
 * that is the file's (unreadable, no text) marks the source `failed` with
 * the reason and is not retried; any other error retries the job. Where the
 * provider offers embeddings, the new chunks' embedding job is queued in the
 * same transaction (SourceEmbedder); until it is done they answer by full text.
 */
export class SourceIndexer {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly jobs: JobScheduler,
    private readonly provider: ProviderSettingsStore,
  ) {}

  async index(uuid: string, log: Logger): Promise<void> {
    const row = (await this.db('ai_sources').where({ uuid }).first('file_type', 'file_bytes')) as { file_type: SourceFileType | null; file_bytes: Buffer | null } | undefined;
    if (!row?.file_type || !row.file_bytes) return;
    await this.progress(uuid, 'indexing', 0);
    let chunks;
    try {
      chunks = chunkSource(await extractSourceText(row.file_type, new Uint8Array(row.file_bytes)));
      if (!chunks.length) throw new Error('No text was found in the file (a scanned document needs text recognition first).');
    } catch (error) {
      const reason = (error as Error).message;
      log.warn({ uuid, reason }, 'AI source could not be indexed');
      await this.db('ai_sources').where({ uuid }).update({ status: 'failed', error: reason, progress: 0, updated_at: this.clock.now() });
      return;
    }
    await this.progress(uuid, 'indexing', 0.1);
    const embeddings = embeddingModel(await this.provider.config()) !== null;
    await this.db.transaction(async (trx) => {
      await trx('ai_source_chunks').where({ source_uuid: uuid }).delete();
      for (let start = 0; start < chunks.length; start += BATCH) {
        const batch = chunks.slice(start, start + BATCH).map((chunk, offset) => ({ id: this.ids.newId(), source_uuid: uuid, position: start + offset, location: chunk.location, text: chunk.text }));
        await trx('ai_source_chunks').insert(batch);
      }
      await trx('ai_sources')
        .where({ uuid })
        .update({ status: 'ready', progress: 1, error: null, embedded: false, embedding_model: null, embedding_status: embeddings ? 'queued' : 'none', embedding_progress: 0, embedding_error: null, updated_at: this.clock.now() });
      if (embeddings) await this.jobs.enqueue(embedSourceJob, { uuid }, { maxAttempts: 3 }, trx);
    });
  }

  private async progress(uuid: string, status: 'indexing', progress: number): Promise<void> {
    await this.db('ai_sources').where({ uuid }).update({ status, progress, updated_at: this.clock.now() });
  }
}
