import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * Template sync, its jobs and its history (issue 23 item 4), and the spec's
 * POST deep_clone/{id} (part 3 §7, bounded by its 5 minutes). Ours: the spec
 * shows deep_clone only; the rest are the calls the sync screens need.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const strict = { additionalProperties: false } as const;

const Change = Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Literal('removed')]);

/** One page or component inside a lesson that a sync adds, changes or removes. */
export const DiffDetailSchema = Type.Object({
  kind: Type.Union([Type.Literal('page'), Type.Literal('component')]),
  change: Change,
  title: Type.String(),
  /** A component's page. */
  page: Type.Optional(Type.String()),
});
export type ApiDiffDetail = Static<typeof DiffDetailSchema>;

/**
 * One template item (a lesson) that differs between the template and a
 * section. `apply`: the sync takes the template's; `kept`: the section edited
 * its own and the item is not locked, so the sync leaves it.
 */
export const DiffEntrySchema = Type.Object({
  item_id: Type.String(),
  kind: Type.Literal('lesson'),
  change: Change,
  title: Type.String(),
  action: Type.Union([Type.Literal('apply'), Type.Literal('kept')]),
  locked: Type.Boolean(),
  details: Type.Array(DiffDetailSchema),
});
export type ApiDiffEntry = Static<typeof DiffEntrySchema>;

export const SectionDiffSchema = Type.Object({ section_id: Type.String(), title: Type.String(), entries: Type.Array(DiffEntrySchema) });
export type ApiSectionDiff = Static<typeof SectionDiffSchema>;

/** A lesson of the template, the unit a sync applies and a lock holds. */
export const TemplateItemSchema = Type.Object({ item_id: Type.String(), title: Type.String(), locked: Type.Boolean() });
export type ApiTemplateItem = Static<typeof TemplateItemSchema>;

export const ProgramJobSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('sync'), Type.Literal('deep_clone'), Type.Literal('duplicate')]),
  course_id: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  done: Type.Integer(),
  total: Type.Integer(),
  message: Type.Union([Type.String(), Type.Null()]),
  result_course_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ApiProgramJob = Static<typeof ProgramJobSchema>;

export const SyncRecordSchema = Type.Object({
  id: Type.String(),
  section_id: Type.String(),
  section_title: Type.String(),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
  changes: Type.Array(DiffEntrySchema),
});
export type ApiSyncRecord = Static<typeof SyncRecordSchema>;

const JobAnswer = Type.Object({ message: Type.String(), job: ProgramJobSchema });

export const getTemplateSync = defineCall({
  method: 'GET',
  path: 'program_sync/:programId',
  summary:
    "What a sync would do, before anything is written: the template's items (lessons, with their lock) and, per section, each item the template added, changed or removed since the section's last sync, with the pages and components inside, and whether the sync applies it or keeps the section's own edit.",
  answer: Type.Object({ items: Type.Array(TemplateItemSchema), sections: Type.Array(SectionDiffSchema) }),
});

export const lockTemplateItem = defineCall({
  method: 'PUT',
  path: 'program_sync_lock/:programId',
  summary: "Locks or unlocks a template item: a locked item overwrites a section's own edit at the next sync.",
  body: Type.Object({ item_id: ID, locked: Type.Boolean() }, strict),
  answer: Type.Object({ message: Type.String(), item: TemplateItemSchema }),
});

export const applyTemplateSync = defineCall({
  method: 'POST',
  path: 'program_sync/:courseId',
  summary: "Applies the template's changes to one section, as a job (its progress at GET program_job/{id}); the sync is recorded.",
  answer: JobAnswer,
});

export const getProgramJob = defineCall({
  method: 'GET',
  path: 'program_job/:jobId',
  summary: 'A sync, deep clone or duplicate job of a program the caller runs: status (queued, running, done, failed), progress (done of total), message.',
  answer: Type.Object({ job: ProgramJobSchema }),
});

export const getSyncHistory = defineCall({
  method: 'GET',
  path: 'program_sync_history/:programId',
  summary: "Every sync of the program's sections, newest first: who, when, and what changed (applied and kept entries).",
  answer: Type.Object({ syncs: Type.Array(SyncRecordSchema) }),
});

export const deepCloneSection = defineCall({
  method: 'POST',
  path: 'deep_clone/:courseId',
  summary:
    "Clones a section or the template into a new section of the same program with its own copies of every lesson, page and component (nothing shared), as a job bounded by 5 minutes; on failure or timeout the job says 'Deep Cloning failed.'.",
  answer: JobAnswer,
});
