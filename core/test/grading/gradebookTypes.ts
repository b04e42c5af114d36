import { Type, type Static } from '@lms/sdk/calls';
import { defineComponentType, definePlugin, SCORE_VISIBILITIES, SCORING_METHODS, type LateScore } from '@lms/sdk';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** A gradable type whose config holds the standard schedule fields, with no descriptor hooks: the kernel reads them itself. */
const plannedSchema = Type.Object({
  open_date: nullable(Type.String()),
  due_date: nullable(Type.String()),
  close_date: nullable(Type.String()),
  time_limit: Type.Integer({ minimum: 0 }),
  submission_attempts: Type.Integer({ minimum: 0 }),
  policy: Type.Union([Type.Object({ penalty: Type.Number(), per: Type.Number(), max: Type.Number(), humanly_per: Type.Optional(Type.String()) }), Type.Null()]),
  graded: Type.Boolean(),
  points: Type.Number({ minimum: 0 }),
});
export type PlannedConfig = Static<typeof plannedSchema>;

export const PLANNED_DEFAULTS: PlannedConfig = {
  open_date: null,
  due_date: null,
  close_date: null,
  time_limit: 0,
  submission_attempts: 0,
  policy: null,
  graded: true,
  points: 10,
};

/** What a `planned` attempt hands the ledger: the score to record, and how it was made when late. */
export interface PlannedSubmission {
  score: number;
  late?: LateScore;
}

export const plannedType = defineComponentType<PlannedConfig>({
  type: 'planned',
  title: 'Planned',
  configSchema: plannedSchema,
  defaults: PLANNED_DEFAULTS,
  activity: { gradable: true, maxScore: (config) => config.points },
  grading: {
    score: ({ config, submission }) => {
      const { score, late } = submission as PlannedSubmission;
      return { score, maxScore: config.points, ...(late ? { late } : {}) };
    },
  },
});

/** A gradable type that keeps its schedule elsewhere in its config and says so through the descriptor's hooks. */
const plannerSchema = Type.Object({
  when: Type.Object({ opens: nullable(Type.String()), due: nullable(Type.String()) }),
  shown: Type.Union(SCORE_VISIBILITIES.map((value) => Type.Literal(value))),
  method: Type.Union(SCORING_METHODS.map((value) => Type.Literal(value))),
  practice: Type.Boolean(),
});
export type PlannerConfig = Static<typeof plannerSchema>;

export const plannerType = defineComponentType<PlannerConfig>({
  type: 'planner',
  title: 'Planner',
  configSchema: plannerSchema,
  defaults: { when: { opens: null, due: null }, shown: 'immediately', method: 'highest', practice: false },
  activity: {
    gradable: true,
    maxScore: () => 5,
    schedule: (config) => ({
      open_date: config.when.opens,
      due_date: config.when.due,
      close_date: null,
      time_limit: 600,
      submission_attempts: 2,
      policy: { penalty: 5, per: 3600, max: 100 },
      graded: !config.practice,
    }),
    scoreVisibility: (config) => config.shown,
    scoringMethod: (config) => config.method,
  },
  grading: { score: () => ({ score: 0, maxScore: 5 }) },
});

export const gradebookTypesPlugin = definePlugin({ id: 'gradebook-types', version: '1.0.0', kernel: '^1', componentTypes: [plannedType, plannerType] });

/** A plugin with no types of its own: it reaches the ledger from its own container, as a gradebook would. */
export const gradeListenerPlugin = definePlugin({ id: 'grade-listener', version: '1.0.0', kernel: '^1' });
