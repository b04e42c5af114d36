import { LmsError, type Clock, type JobScheduler, type Knex } from '@lms/sdk';
import type { Source, SourceBody } from '../../calls/sourceCalls.ts';
import { SOURCE_UUID_REQUIRED, TITLE_MAX_LENGTH, type EmbeddingStatus, type SourceStatus } from '../../calls/aiRules.ts';
import { AI_ERRNOS } from '../aiErrnos.ts';
import { sourceFileType } from './extractSourceText.ts';
import { indexSourceJob } from './sourceJobKinds.ts';
import type { SourceUpload } from './readSourceUpload.ts';

interface SourceRow {
  uuid: string;
  title: string;
  author: string;
  isbn: string;
  status: SourceStatus;
  progress: number;
  error: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  embedded: boolean;
  embedding_status: EmbeddingStatus;
  embedding_progress: number;
  embedding_error: string | null;
  updated_at: Date;
  chunks: number | string;
  course_ids: string[] | null;
}

const COLUMNS = ['uuid', 'title', 'author', 'isbn', 'status', 'progress', 'error', 'file_name', 'file_type', 'file_size', 'embedded', 'embedding_status', 'embedding_progress', 'embedding_error', 'updated_at'].map((c) => `s.${c}`);

/**
 * Sources (part 3 §3 AI source; issue 27 item 4, aibook and aitrain): their
 * fields, their file (kept in the table, for the indexing job on any node)
 * and the state of their indexing. A new file queues the job in the same
 * transaction that stores it.
 */
export class SourceStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
  ) {}

  async list(): Promise<Source[]> {
    return (await this.query()).map(toSource);
  }

  async get(uuid: string): Promise<Source> {
    const [row] = await this.query(uuid);
    if (!row) throw new LmsError('not-found', 'Source not found.');
    return toSource(row);
  }

  /** Part 3 §5: a source needs title, uuid and author (the body's schema checks title and author). */
  async save(uuid: string, body: SourceBody): Promise<Source> {
    const key = uuid.trim();
    if (!key || key.length > TITLE_MAX_LENGTH) throw LmsError.validation([{ field: 'uuid', message: SOURCE_UUID_REQUIRED }]);
    const values = { title: body.title.trim(), author: body.author.trim(), isbn: body.isbn?.trim() ?? '', updated_at: this.clock.now() };
    await this.db('ai_sources').insert({ uuid: key, ...values }).onConflict('uuid').merge(values);
    return this.get(key);
  }

  async upload(uuid: string, file: SourceUpload): Promise<Source> {
    const type = sourceFileType(file.name, file.bytes);
    if (!type) throw LmsError.declared(AI_ERRNOS, 'ai-source-file');
    await this.db.transaction(async (trx) => {
      const updated = await trx('ai_sources')
        .where({ uuid })
        .update({ file_name: file.name.slice(0, 255), file_type: type, file_size: file.bytes.length, file_bytes: file.bytes, status: 'queued', progress: 0, error: null, updated_at: this.clock.now() });
      if (!updated) throw new LmsError('not-found', 'Source not found.');
      await this.jobs.enqueue(indexSourceJob, { uuid }, { maxAttempts: 3 }, trx);
    });
    return this.get(uuid);
  }

  async reindex(uuid: string): Promise<Source> {
    await this.db.transaction(async (trx) => {
      const row = (await trx('ai_sources').where({ uuid }).first('file_type')) as { file_type: string | null } | undefined;
      if (!row) throw new LmsError('not-found', 'Source not found.');
      if (!row.file_type) throw LmsError.validation([{ field: 'file', message: 'Upload a file first.' }]);
      await trx('ai_sources').where({ uuid }).update({ status: 'queued', progress: 0, error: null, updated_at: this.clock.now() });
      await this.jobs.enqueue(indexSourceJob, { uuid }, { maxAttempts: 3 }, trx);
    });
    return this.get(uuid);
  }

  async remove(uuid: string): Promise<void> {
    if (!(await this.db('ai_sources').where({ uuid }).delete())) throw new LmsError('not-found', 'Source not found.');
  }

  private query(uuid?: string): Promise<SourceRow[]> {
    const query = this.db('ai_sources as s')
      .select(COLUMNS)
      .select(this.db.raw('(select count(*) from ai_source_chunks c where c.source_uuid = s.uuid) as chunks'))
      .select(this.db.raw('(select array_agg(cs.course_id order by cs.course_id) from ai_course_sources cs where cs.source_uuid = s.uuid) as course_ids'))
      .orderBy([{ column: 's.title' }, { column: 's.uuid' }]);
    if (uuid !== undefined) query.where('s.uuid', uuid);
    return query as Promise<SourceRow[]>;
  }
}

function toSource(row: SourceRow): Source {
  return {
    uuid: row.uuid,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    status: row.status,
    progress: Number(row.progress),
    error: row.error,
    file: row.file_type ? { name: row.file_name ?? '', type: row.file_type, size: Number(row.file_size ?? 0) } : null,
    chunks: Number(row.chunks),
    embedded: row.embedded,
    embedding: { status: row.embedding_status, progress: Number(row.embedding_progress), error: row.embedding_error },
    course_ids: row.course_ids ?? [],
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
