import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { MESSAGE_LABELS, type Explanation as EngineExplanation } from '@lms/sdk/gradebook';
import { CELL_STATE_CODES, MESSAGE_LABEL_CODES } from './gradebookCells.ts';

/**
 * The gradebook's calls (part 3 §7 "Gradebook" at the spec's paths, and ours
 * beside them). Each is declared once here: the server binds its handler to it
 * and the screens call it. A student's answers never carry a score their
 * activity does not let them see yet (the server leaves it out).
 */

const ID = Type.String({ pattern: ID_PATTERN });
const isoDateOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const numberOrNull = Type.Union([Type.Number(), Type.Null()]);
const literalUnion = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const MessageLabelSchema = literalUnion(MESSAGE_LABELS);

export { CELL_STATES, CELL_STATE_CODES, MESSAGE_LABEL_CODES, cellHas, cellOf, encodeCells, rowCells, type CellState, type GradebookCell, type WireCells } from './gradebookCells.ts';

/** A column (part 3 §3 "Assessment column"); custom columns have no component. */
export const GradebookColumnSchema = Type.Object({
  id: Type.String(),
  activity_id: Type.String(),
  component_id: Type.Union([Type.String(), Type.Null()]),
  report_title: Type.String(),
  max_score: numberOrNull,
  type: Type.String(),
  custom: Type.Boolean(),
  /** A custom column shown to students. */
  show: Type.Boolean(),
  open_date: isoDateOrNull,
  due_date: isoDateOrNull,
  close_date: isoDateOrNull,
  /** Where the activity is in the course (a page address), null for a custom column. */
  link: Type.Union([Type.String(), Type.Null()]),
  /** The lesson (column group) id, null for a column outside any lesson. */
  lesson: Type.Union([Type.String(), Type.Null()]),
  rollup_id: Type.Union([Type.String(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
  /** False for practice. */
  graded: Type.Boolean(),
  time_limit: numberOrNull,
  submission_attempts: Type.Integer(),
  scoring_method: Type.String(),
});
export type GradebookColumn = Static<typeof GradebookColumnSchema>;

/** A rollup group's total for one student (part 3 §3 "Group"). */
export const GroupTotalSchema = Type.Object({
  id: Type.String(),
  score_to_date: numberOrNull,
  score_to_date_attempted: numberOrNull,
  score_to_date_obtained: numberOrNull,
  percent: numberOrNull,
});
export type GroupTotal = Static<typeof GroupTotalSchema>;

/** A student row (part 3 §3 "Student row"); its cells in the order of `columns`. */
export const StudentRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  /** The course percent (2 decimals); null when nothing counts yet, or totals are blocked for this student. */
  percent: numberOrNull,
  score: numberOrNull,
  max_score: numberOrNull,
  attempted: Type.Integer({ minimum: 0 }),
  submittedLate: Type.Integer({ minimum: 0 }),
  /** The instructor's final-grade override (a percent), which `percent` then is. */
  final_override: numberOrNull,
  /** Below the course's score cut-off. */
  below_cut_off: Type.Boolean(),
  /**
   * The cells, column by column (aligned with `columns`; gradebookCells.ts reads them back):
   * each cell's score (null: none, or not visible to this student yet) ...
   */
  scores: Type.Array(numberOrNull),
  /** ... its message label, one letter per cell (MESSAGE_LABEL_CODES: 'A' Not Available ... 'J' Cached) ... */
  labels: Type.String({ pattern: `^[${Object.values(MESSAGE_LABEL_CODES).join('')}]*$` }),
  /** ... the attempts recorded ... */
  attempts: Type.Array(Type.Integer({ minimum: 0 })),
  /** ... and, for the cells that have states only, column index -> one letter per state (CELL_STATE_CODES: 'a' excused ... 'k' project_reopened). */
  states: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String({ pattern: `^[${Object.values(CELL_STATE_CODES).join('')}]+$` })),
  groups: Type.Array(GroupTotalSchema),
});
export type StudentRow = Static<typeof StudentRowSchema>;

export const RollupGroupSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  color: Type.String(),
  weight: numberOrNull,
  drop_lowest: Type.Integer({ minimum: 0 }),
});
export type RollupGroupView = Static<typeof RollupGroupSchema>;

export const GradebookCourseSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  course_max_score: Type.Number(),
  score_cut_off: Type.Number(),
  no_total_column: Type.Boolean(),
  block_total_scores: Type.Boolean(),
  suppress_practice_in_grade_center: Type.Boolean(),
  has_rollup: Type.Boolean(),
});

export const GradebookAnswerSchema = Type.Object({
  course: GradebookCourseSchema,
  /** The column groups, in course order. */
  lessons: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  groups: Type.Array(RollupGroupSchema),
  columns: Type.Array(GradebookColumnSchema),
  students: Type.Array(StudentRowSchema),
  /** Students in the course (all pages). */
  total_students: Type.Integer({ minimum: 0 }),
  offset: Type.Integer({ minimum: 0 }),
  /** When the answer was made (server clock, ISO). */
  generated_at: Type.String(),
});
export type GradebookAnswer = Static<typeof GradebookAnswerSchema>;

/** Our grid's read: a page of students (offset/limit, sorted by last name) or just some (`users`, comma-separated ids, for live updates). */
export const getGradebook = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/',
  summary: "The instructor gradebook: columns, rollup groups, and a page of student rows with every cell and total (staff only).",
  query: Type.Object(
    {
      offset: Type.Optional(Type.Integer({ minimum: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
      users: Type.Optional(Type.String({ maxLength: 25_000 })),
    },
    { additionalProperties: false },
  ),
  answer: GradebookAnswerSchema,
});

/** Part 3 §7 `POST gradebookscores/{courseId}`: "activities and roster; response list with user_id". */
export const postGradebookScores = defineCall({
  method: 'POST',
  path: 'gradebookscores/:courseId',
  summary: "The spec's score list: one entry per student of `roster` (all when absent) with the entries of `activities` (all when absent).",
  body: Type.Object(
    { activities: Type.Optional(Type.Array(ID, { maxItems: 5000 })), roster: Type.Optional(Type.Array(ID, { maxItems: 10000 })) },
    { additionalProperties: false },
  ),
  answer: Type.Object({
    list: Type.Array(
      Type.Object({
        user_id: Type.String(),
        percent: numberOrNull,
        /** Part 3 §3 "Entry", by activity id. */
        user_scores: Type.Record(
          Type.String(),
          Type.Object({
            score: numberOrNull,
            percent: numberOrNull,
            attempted: Type.Boolean(),
            dt_completed: isoDateOrNull,
            dt_started: isoDateOrNull,
            not_displaying_score_yet: Type.Boolean(),
            after_max_attempts: Type.Boolean(),
            contains_overdue: Type.Boolean(),
            project_reopened: Type.Boolean(),
            overdue_accepted: Type.Boolean(),
            needs_grading: Type.Boolean(),
            instructor_graded_this: Type.Boolean(),
            excused: Type.Boolean(),
            label: MessageLabelSchema,
          }),
        ),
      }),
    ),
  }),
});

/** One step of how a number was made (the same code computed it). */
export const ExplanationStepSchema = Type.Object({
  kind: Type.String(),
  /** A sentence for people, e.g. 'Attempt 2 of 3 counts (highest)'. */
  label: Type.String(),
  /** What this step adds to the number (negative for a deduction); absent when it adds nothing. */
  score: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  note: Type.Optional(Type.String()),
});
export const ExplanationSchema = Type.Object({
  value: numberOrNull,
  max: numberOrNull,
  percent: numberOrNull,
  steps: Type.Array(ExplanationStepSchema),
});
export type Explanation = Static<typeof ExplanationSchema>;
/** The engine (@lms/sdk/gradebook) makes explanations of its own type: this line stops compiling if the two shapes part. */
export const EXPLANATION_MATCHES_ENGINE: [Explanation extends EngineExplanation ? true : false, EngineExplanation extends Explanation ? true : false] = [true, true];

export const explainCell = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/explain/:studentId/:activityId',
  summary: 'How one cell was made: the attempt that counts, late deduction, instructor grade, excused (staff, or the student themself within the visibility rules).',
  answer: ExplanationSchema,
});

export const explainTotal = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/explain/:studentId',
  summary: "How a student's total was made: each group, dropped and excused items, weights, the final-grade override.",
  answer: ExplanationSchema,
});

/** Part 3 §8 "Gradebook": the answer to a grade that is not a number from 0 to the max score (part 3 §5). */
export const GRADE_NOT_SAVED = 'Grade could not be saved. Perhaps make sure the grade is less than the max score.';

/** Part 3 §7 `PUT gradebook/{courseId}/{studentId}`: an instructor's grade in a cell; null clears it. */
export const saveGrade = defineCall({
  method: 'PUT',
  path: 'gradebook/:courseId/:studentId',
  summary: "Sets (or with grade null clears) an instructor's grade for one student in one column (part 3 §5: a number from 0 to the max score).",
  body: Type.Object(
    {
      grade: Type.Union([Type.Number(), Type.Null()], { errorMessage: GRADE_NOT_SAVED }),
      student_id: Type.Optional(ID),
      type: Type.Optional(Type.String({ maxLength: 50 })),
      /** The column: a component id, or a custom column's activity id. */
      component_id: ID,
      title: Type.Optional(Type.String({ maxLength: 500 })),
      max_score: Type.Optional(Type.Number()),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ student: StudentRowSchema }),
});

export const saveExcused = defineCall({
  method: 'PUT',
  path: 'gradebook/:courseId/:studentId/excused',
  summary: 'Excuses one student from one activity (left out of every total) or takes the excuse back.',
  body: Type.Object({ activity_id: ID, excused: Type.Boolean() }, { additionalProperties: false }),
  answer: Type.Object({ student: StudentRowSchema }),
});

export const saveFinalGrade = defineCall({
  method: 'PUT',
  path: 'gradebook/:courseId/:studentId/final',
  summary: "Overrides a student's final course percent (null removes the override).",
  body: Type.Object({ percent: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]) }, { additionalProperties: false }),
  answer: Type.Object({ student: StudentRowSchema }),
});

/** Part 3 §7 `POST gradebook/{courseId}/add_column/`. */
export const addColumn = defineCall({
  method: 'POST',
  path: 'gradebook/:courseId/add_column/',
  summary: 'Adds a custom column (default max 999), or changes it when `id` names one.',
  body: Type.Object(
    {
      title: Type.String({ minLength: 1, maxLength: 200 }),
      due_date: Type.Optional(isoDateOrNull),
      max_score: Type.Optional(Type.Number()),
      show: Type.Optional(Type.Boolean()),
      id: Type.Optional(Type.Union([ID, Type.Null()])),
      type: Type.Optional(Type.String({ maxLength: 50 })),
      lesson: Type.Optional(Type.Union([ID, Type.Null()])),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ column: GradebookColumnSchema }),
});

export const removeColumn = defineCall({
  method: 'POST',
  path: 'gradebook/:courseId/remove_column/',
  summary: 'Removes a custom column and its grades.',
  body: Type.Object({ id: ID }, { additionalProperties: false }),
  answer: Type.Object({ removed: Type.Literal(true) }),
});

/** Part 3 §7 `POST stats/purgecache/{courseId}`. */
export const purgeCache = defineCall({
  method: 'POST',
  path: 'stats/purgecache/:courseId',
  summary: "Drops the gradebook's cached rows of some students (user_ids) or of all, so the next read recomputes them.",
  body: Type.Object({ user_ids: Type.Optional(Type.Array(ID, { maxItems: 10000 })), all: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  answer: Type.Object({ purged: Type.Integer({ minimum: 0 }) }),
});

/** Part 3 §7 `PUT stats/studentgradebook/{courseId}` (payload allow_rollup): the caller's own gradebook. */
export const studentGradebook = defineCall({
  method: 'PUT',
  path: 'stats/studentgradebook/:courseId',
  summary: "The caller's own gradebook (a student): the columns they may see and their row; scores not visible yet are left out.",
  body: Type.Object({ allow_rollup: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  answer: GradebookAnswerSchema,
});

/** Rollup rules the gradebook adds to part 3's rollup groups. */
export const saveGroupRules = defineCall({
  method: 'PUT',
  path: 'gradebook/:courseId/groups',
  summary: "Sets each rollup group's weight (percent of the total, or null to count by points) and how many of its lowest scores to drop.",
  body: Type.Object(
    {
      groups: Type.Array(
        Type.Object(
          { id: Type.String({ maxLength: 64 }), weight: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]), drop_lowest: Type.Integer({ minimum: 0, maximum: 100 }) },
          { additionalProperties: false },
        ),
        { maxItems: 200 },
      ),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ groups: Type.Array(RollupGroupSchema) }),
});

/** A change a CSV import would make, or a row it refuses (shown before anything is written). */
export const ImportPreviewSchema = Type.Object({
  changes: Type.Array(
    Type.Object({
      row: Type.Integer(),
      student_id: Type.String(),
      student: Type.String(),
      activity_id: Type.String(),
      column: Type.String(),
      from: numberOrNull,
      to: numberOrNull,
    }),
  ),
  refused: Type.Array(Type.Object({ row: Type.Integer(), column: Type.Optional(Type.String()), reason: Type.String() })),
  /** Names the gradebook as previewed: the import is refused if it changed since. */
  fingerprint: Type.String(),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;

const CsvBody = Type.Object({ csv: Type.String({ minLength: 1, maxLength: 20_000_000 }) }, { additionalProperties: false });

export const previewImport = defineCall({
  method: 'POST',
  path: 'gradebook/:courseId/import/preview',
  summary: 'Reads a gradebook CSV (exported columns, custom columns) and answers every change and every refused row with its reason; writes nothing.',
  body: CsvBody,
  answer: ImportPreviewSchema,
});

export const applyImport = defineCall({
  method: 'POST',
  path: 'gradebook/:courseId/import',
  summary: "Writes a previewed CSV's changes in one transaction (refused rows are skipped); conflict when the gradebook changed since the preview.",
  body: Type.Object({ csv: Type.String({ minLength: 1, maxLength: 20_000_000 }), fingerprint: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
  answer: Type.Object({ applied: Type.Integer({ minimum: 0 }) }),
});
