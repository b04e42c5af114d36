import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { ACTIVITY_VISIBILITIES, CORRECT_ANSWER_VISIBILITIES } from '@lms/sdk/rules';

/**
 * The activity settings calls (part 3 §7 "Activity settings and rollup", at
 * the spec's paths). Declared once: the server binds its handlers to them and
 * the screens call them.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const isoDateOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const literalUnion = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** Part 3 §9: the list's page size. */
export const ACTIVITY_SETTINGS_PAGE_SIZE = 1000;

/** Part 3 §3 "Policy". */
export const PolicySchema = Type.Object(
  {
    penalty: Type.Integer({ minimum: 0, maximum: 100 }),
    per: Type.Union([Type.Literal(3600), Type.Literal(86400), Type.Literal(604800)]),
    max: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

/** Part 3 §3 "Visibility settings": the contract's lists (the assessment's config uses the same). */
export const VISIBILITY_VALUES = ACTIVITY_VISIBILITIES;
export const CORRECT_ANSWER_VISIBILITY_VALUES = CORRECT_ANSWER_VISIBILITIES;

/** The settings a row may change (part 3 §3 "Activity"); a type edits only the fields it lists in `fields`. */
export const SettingValuesSchema = Type.Object(
  {
    open_date: Type.Optional(isoDateOrNull),
    due_date: Type.Optional(isoDateOrNull),
    close_date: Type.Optional(isoDateOrNull),
    time_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 * 60 * 24 * 7 })),
    submission_attempts: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    resume_attempts: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()])),
    lock_back_button: Type.Optional(Type.Boolean()),
    scramble: Type.Optional(Type.Boolean()),
    confidence: Type.Optional(Type.Boolean()),
    studycenter: Type.Optional(Type.Boolean()),
    pickx: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
    policy: Type.Optional(Type.Union([PolicySchema, Type.Null()])),
    show_responses: Type.Optional(literalUnion(VISIBILITY_VALUES)),
    show_correct_answers: Type.Optional(literalUnion(CORRECT_ANSWER_VISIBILITY_VALUES)),
    inline_check: Type.Optional(literalUnion(VISIBILITY_VALUES)),
    graded: Type.Optional(Type.Boolean()),
    /** The ledger's and the content's own fields, for every row. */
    rollup_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
    show: Type.Optional(Type.Boolean()),
    suppress_until_available: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SettingValues = Static<typeof SettingValuesSchema>;
export type SettingField = keyof SettingValues;
export const SETTING_FIELDS = Object.keys(SettingValuesSchema.properties) as SettingField[];

/** One row of the list (part 3 §3 "Activity"). A value is null where the row's type lacks the field (see `fields`). */
export const ActivityRowSchema = Type.Object({
  id: Type.String(),
  activity_id: Type.String(),
  component_id: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  report_title: Type.String(),
  lesson: Type.Union([Type.String(), Type.Null()]),
  lessonName: Type.Union([Type.String(), Type.Null()]),
  /** The component's page address (`/{courseId}/{lessonId}/{pageId}`), null for a custom column. */
  link: Type.Union([Type.String(), Type.Null()]),
  max_score: Type.Union([Type.Number(), Type.Null()]),
  /** The fields this row's type lets the screen change. */
  fields: Type.Array(literalUnion(SETTING_FIELDS)),
  values: Type.Object({
    open_date: isoDateOrNull,
    due_date: isoDateOrNull,
    close_date: isoDateOrNull,
    time_limit: Type.Union([Type.Integer(), Type.Null()]),
    submission_attempts: Type.Union([Type.Integer(), Type.Null()]),
    resume_attempts: Type.Union([Type.Integer(), Type.Null()]),
    lock_back_button: Type.Union([Type.Boolean(), Type.Null()]),
    scramble: Type.Union([Type.Boolean(), Type.Null()]),
    confidence: Type.Union([Type.Boolean(), Type.Null()]),
    studycenter: Type.Union([Type.Boolean(), Type.Null()]),
    pickx: Type.Union([Type.Integer(), Type.Null()]),
    policy: Type.Union([PolicySchema, Type.Null()]),
    show_responses: Type.Union([Type.String(), Type.Null()]),
    show_correct_answers: Type.Union([Type.String(), Type.Null()]),
    inline_check: Type.Union([Type.String(), Type.Null()]),
    graded: Type.Boolean(),
    rollup_id: Type.Union([Type.String(), Type.Null()]),
    show: Type.Boolean(),
    suppress_until_available: Type.Boolean(),
  }),
});
export type ActivityRow = Static<typeof ActivityRowSchema>;

/** Part 3 §7 `PUT stats/save_defaults`: the course's defaults. */
export const CourseDefaultsSchema = Type.Object(
  {
    /** Default time of day, HH:MM (24 h); null: the spec's 23:59. */
    global_time: Type.Union([Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }), Type.Null()]),
    policy: Type.Union([PolicySchema, Type.Null()]),
    resume_max_attempts: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()]),
    submission_attempt_override: Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type CourseDefaults = Static<typeof CourseDefaultsSchema>;

export const listActivities = defineCall({
  method: 'GET',
  path: 'stats/activities/:courseId',
  summary: "The course's activities with their settings, filtered (words and quoted phrases over title, lesson and type) and paged by 1000.",
  query: Type.Object(
    {
      filter: Type.Optional(Type.String({ maxLength: 500 })),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({
    activities: Type.Array(ActivityRowSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    lessons: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
    rollups: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), color: Type.String() })),
    course: Type.Object({
      /** A mock course's settings cannot be saved ('You cannot save mock data.'). */
      mock: Type.Boolean(),
      /** A section using a section template: saving breaks its link to the template (part 3 §5 warning). */
      section_template_warning: Type.Boolean(),
      defaults: CourseDefaultsSchema,
    }),
  }),
});

export const saveActivities = defineCall({
  method: 'PUT',
  path: 'stats/activities/:courseId',
  summary: 'Changes activities in one transaction: either `changes` (each row with the values it changes) or `who` (activity ids), `what` (fields) and `which` (their values).',
  body: Type.Object(
    {
      changes: Type.Optional(
        Type.Array(Type.Object({ id: ID, ...SettingValuesSchema.properties }, { additionalProperties: false }), { maxItems: 5000 }),
      ),
      who: Type.Optional(Type.Array(ID, { maxItems: 5000 })),
      what: Type.Optional(Type.Array(literalUnion(SETTING_FIELDS), { maxItems: SETTING_FIELDS.length })),
      which: Type.Optional(SettingValuesSchema),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ status: Type.Literal('OK'), updated: Type.Integer(), rescored: Type.Integer() }),
});

export const saveDefaults = defineCall({
  method: 'PUT',
  path: 'stats/save_defaults/:courseId',
  summary:
    "Saves the course's defaults (default time, late policy, re-opening attempts, attempts). No stored date changes: the default time is the time a date entered without one gets (part 3 §5).",
  body: CourseDefaultsSchema,
  answer: Type.Object({ status: Type.Literal('OK'), defaults: CourseDefaultsSchema }),
});

export const getResumeDefaults = defineCall({
  method: 'GET',
  path: 'assessment/resume/:courseId',
  summary: "The course's default for re-opening attempts: whether re-opening is blocked, the default count, and the attempts override.",
  answer: Type.Object({
    blocked: Type.Boolean(),
    default: Type.Union([Type.Integer(), Type.Null()]),
    submission_attempt_override: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
