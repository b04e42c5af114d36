import { defineCall, NoAnswer, nullableString, Type, type Static } from '@lms/sdk/calls';
import { EMBEDDING_STATUSES, SOURCE_AUTHOR_REQUIRED, SOURCE_STATUSES, SOURCE_TITLE_REQUIRED, TITLE_MAX_LENGTH } from './aiRules.ts';

const required = (message: string) =>
  Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH, pattern: '\\S', errorMessage: { minLength: message, pattern: message, type: message, maxLength: `At most ${TITLE_MAX_LENGTH} characters.` } });

/**
 * Part 3 §3 AI source (uuid, title, author, isbn), with its file and the state
 * of its indexing job (issue 27 item 4, aitrain): `empty` (no file yet),
 * `queued`, `indexing` (progress 0..1), `ready` (chunks searchable), `failed`
 * (`error` says why). Reusable across courses.
 */
export const SourceSchema = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  author: Type.String(),
  isbn: Type.String(),
  status: Type.Unsafe<(typeof SOURCE_STATUSES)[number]>({ enum: [...SOURCE_STATUSES] }),
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  error: nullableString(),
  file: Type.Union([Type.Object({ name: Type.String(), type: Type.String(), size: Type.Integer() }), Type.Null()]),
  chunks: Type.Integer(),
  /** Whether every chunk carries a vector of the provider's embedding model. */
  embedded: Type.Boolean(),
  /** The embedding job that follows indexing where the provider names an embedding model (aitrain's last step). */
  embedding: Type.Object({
    status: Type.Unsafe<(typeof EMBEDDING_STATUSES)[number]>({ enum: [...EMBEDDING_STATUSES] }),
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    error: nullableString(),
  }),
  /** Courses that use it (their ids). */
  course_ids: Type.Array(Type.String()),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Source = Static<typeof SourceSchema>;

/** POST ai-sources/{uuid}: creates or replaces the source's fields (part 3 §5: title, uuid and author needed). */
export const SourceBodySchema = Type.Object(
  {
    title: required(SOURCE_TITLE_REQUIRED),
    author: required(SOURCE_AUTHOR_REQUIRED),
    isbn: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false, errorMessage: { required: { title: SOURCE_TITLE_REQUIRED, author: SOURCE_AUTHOR_REQUIRED } } },
);
export type SourceBody = Static<typeof SourceBodySchema>;

export const listSources = defineCall({ method: 'GET', path: 'ai-sources', summary: 'Every AI source with its indexing state, by title.', answer: Type.Array(SourceSchema) });

export const saveSource = defineCall({
  method: 'POST',
  path: 'ai-sources/:uuid',
  summary: 'Creates or replaces the source of this uuid (title and author needed).',
  body: SourceBodySchema,
  answer: SourceSchema,
});

export const getSource = defineCall({ method: 'GET', path: 'ai/sources/:uuid', summary: "One source with its indexing state (poll it for aitrain's progress).", answer: SourceSchema });

/**
 * Multipart upload (field `file`: a .pdf, .epub, .txt or .md, at most
 * SOURCE_MAX_BYTES) of a source created first by POST ai-sources/{uuid}; it
 * replaces any earlier file and queues the indexing job (answers the source,
 * status `queued`). Sent with `api.send(uploadSourceFile, form, { uuid })`.
 */
export const uploadSourceFile = defineCall({ method: 'POST', path: 'ai/sources/:uuid/file', summary: "Uploads the source's file (multipart, field file) and queues its indexing.", answer: SourceSchema });

export const reindexSource = defineCall({ method: 'POST', path: 'ai/sources/:uuid/reindex', summary: 'Queues the indexing of the stored file again (after a failure, or a new embedding model).', answer: SourceSchema });

export const removeSource = defineCall({ method: 'DELETE', path: 'ai/sources/:uuid', summary: 'Removes a source, its file and chunks, and takes it out of every course.', answer: NoAnswer });
