import { defineCall, Type, type Static } from '@lms/sdk/calls';

/** Part 3 §4 "LTI sync": what a course sends to the platform's gradebook. */
export const SYNC_TYPES = ['total', 'total-percent', 'chapter', 'chapter-percent', 'roll-up', 'roll-up-percent', 'none'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];
export const SyncTypeSchema = Type.Union(SYNC_TYPES.map((type) => Type.Literal(type)));

/** Part 3 §4: the grade progress sent with each score. */
export const GRADING_PROGRESS = ['FullyGraded', 'PendingManual'] as const;
export type GradingProgress = (typeof GRADING_PROGRESS)[number];

/** A score's sync state: queued (a job is sending it), synced, dead (the retry budget is spent, or the platform refused it for good), held (the platform changed its grade after our sync). */
export const SCORE_STATES = ['queued', 'synced', 'dead', 'held'] as const;
export type ScoreState = (typeof SCORE_STATES)[number];

export const LinkSchema = Type.Object({
  /** The link's id: the spec's {guid}. */
  id: Type.String(),
  course_id: Type.String(),
  issuer: Type.String(),
  context_id: Type.String(),
  context_title: Type.String(),
  /** The platform gave a names and roles (NRPS) address. */
  roster_service: Type.Boolean(),
  /** The platform gave an assignments and grades (AGS) line items address. */
  grade_service: Type.Boolean(),
  sync_type: SyncTypeSchema,
  roster_pulled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  results_pulled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Link = Static<typeof LinkSchema>;


/** The dashboard's question: is the course LTI-linked (and how does it sync)? */
export const ltiStuff = defineCall({
  method: 'GET',
  path: 'ltistuff/:courseId',
  summary: "Whether the course is linked to a platform's context by an LTI launch, and its sync type (course staff).",
  answer: Type.Object({ linked: Type.Boolean(), link: Type.Union([LinkSchema, Type.Null()]) }),
});

export const ltiConfig = defineCall({
  method: 'GET',
  path: 'lti1.3/config/:courseId/config',
  summary: "The course's LTI link (platform, context, services offered, sync type, last pulls) and the sync types to choose from; lti-not-linked when no launch linked it.",
  answer: Type.Object({ link: LinkSchema, sync_types: Type.Array(SyncTypeSchema) }),
});

export const ltiSelection = defineCall({
  method: 'PUT',
  path: 'lti1.3/selection',
  summary: "Sets the course's sync type (part 3 §4); the columns are made by lti1.3/column and the next sync.",
  body: Type.Object({ courseId: Type.String(), guid: Type.String(), sync_type: Type.String({ maxLength: 20, description: 'one of SYNC_TYPES; another is refused with lti-unknown-sync-type' }) }),
  answer: Type.Object({ link: LinkSchema }),
});

export const ltiClearSelection = defineCall({
  method: 'PUT',
  path: 'lti1.3/clearselection',
  summary: 'Sets the sync type back to none: nothing more is sent (columns already made stay on the platform).',
  body: Type.Object({ courseId: Type.String(), guid: Type.String() }),
  answer: Type.Object({ link: LinkSchema }),
});

export const MemberSchema = Type.Object({
  platform_user_id: Type.String(),
  user_id: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('instructor'), Type.Literal('assistant'), Type.Literal('student'), Type.Null()]),
  /** admitted: in the course; awaiting: no account yet (linked at their first launch); inactive: the platform says Inactive; ignored: a role we do not map. */
  status: Type.Union([Type.Literal('admitted'), Type.Literal('awaiting'), Type.Literal('inactive'), Type.Literal('ignored')]),
});
export type Member = Static<typeof MemberSchema>;

export const ltiRoster = defineCall({
  method: 'GET',
  path: 'lti1.3/roster/:courseId/:guid',
  summary: "Pulls the platform's roster now (NRPS, every page): members with an account are admitted with their role; the others wait for their first launch.",
  answer: Type.Object({ members: Type.Array(MemberSchema), pulled_at: Type.String({ format: 'date-time' }) }),
});

export const ColumnSchema = Type.Object({
  id: Type.String(),
  sync_type: SyncTypeSchema,
  key: Type.String(),
  label: Type.String(),
  score_maximum: Type.Number(),
  lineitem_url: Type.String(),
});
export type Column = Static<typeof ColumnSchema>;

export const ltiColumns = defineCall({
  method: 'POST',
  path: 'lti1.3/column/:courseId/:guid',
  summary: "Makes the platform's line items of the course's sync type (one per column; an existing one with our resourceId is reused).",
  answer: Type.Object({ columns: Type.Array(ColumnSchema) }),
});

export const ltiGrade = defineCall({
  method: 'POST',
  path: 'lti1.3/grade/:courseId/:guid',
  summary: 'Compares every student\'s current scores with what was sent and queues one durable job per change (columns made first); what the platform changed is held, not overwritten.',
  answer: Type.Object({ queued: Type.Integer(), held: Type.Integer(), unchanged: Type.Integer() }),
});

export const ScoreStateSchema = Type.Object({
  column_id: Type.String(),
  user_id: Type.String(),
  name: Type.String(),
  score: Type.Number(),
  score_maximum: Type.Number(),
  grading_progress: Type.Union(GRADING_PROGRESS.map((p) => Type.Literal(p))),
  state: Type.Union(SCORE_STATES.map((s) => Type.Literal(s))),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  changed_at: Type.String({ format: 'date-time' }),
  synced_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  synced_score: Type.Union([Type.Number(), Type.Null()]),
  their_score: Type.Union([Type.Number(), Type.Null()]),
  changed_on_platform: Type.Boolean(),
});
export type ScoreStateRow = Static<typeof ScoreStateSchema>;

export const ltiSyncState = defineCall({
  method: 'GET',
  path: 'lti1.3/:syncType/:courseId/:guid',
  summary: "The sync manager: the columns of this sync type and every student's last sync state per column, dead letters included.",
  answer: Type.Object({ columns: Type.Array(ColumnSchema), scores: Type.Array(ScoreStateSchema), dead_letters: Type.Integer() }),
});

export const ltiRetry = defineCall({
  method: 'POST',
  path: 'lti1.3/retry/:courseId/:guid',
  summary: "Queues dead letters again (and held scores: sending ours over the platform's change, deliberately): one column and student, or all of them.",
  body: Type.Object({ column_id: Type.Optional(Type.String()), user_id: Type.Optional(Type.String()) }),
  answer: Type.Object({ queued: Type.Integer() }),
});

export const ReportRowSchema = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  column_id: Type.String(),
  label: Type.String(),
  /** Our score now, as the gradebook computes it (null: nothing counts yet). */
  ours: Type.Union([Type.Number(), Type.Null()]),
  /** What we last got the platform to accept. */
  sent: Type.Union([Type.Number(), Type.Null()]),
  /** The platform's result at the last pull. */
  theirs: Type.Union([Type.Number(), Type.Null()]),
  /** in-sync, ours-newer (a change not yet sent), theirs-changed, unsent, dead. */
  verdict: Type.Union([Type.Literal('in-sync'), Type.Literal('ours-newer'), Type.Literal('theirs-changed'), Type.Literal('unsent'), Type.Literal('dead')]),
});
export type ReportRow = Static<typeof ReportRowSchema>;

export const ltiReport = defineCall({
  method: 'GET',
  path: 'lti1.3/report/:courseId/:guid',
  summary: 'The reconciliation report: per student and column, our score now, the one sent and the platform\'s (read at the last pull).',
  answer: Type.Object({ rows: Type.Array(ReportRowSchema), results_pulled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }),
});

export const ltiPull = defineCall({
  method: 'POST',
  path: 'lti1.3/pull/:courseId/:guid',
  summary: "Reads the platform's results now (AGS): a grade that differs from the one we sent is marked changed on the platform.",
  answer: Type.Object({ changed: Type.Integer() }),
});
