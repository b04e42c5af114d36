import { Type, type Static } from '@lms/sdk/calls';

/** Part 2 §5 "Scores": the default cap of a grade input. */
export const MAX_PROJECT_SCORE = 999;

/** An ISO date-time; null means no date (the spec's 2199-12-31 sentinel is a display rule). */
const date = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date-time',
  errorMessage: { type: 'Enter a date and time, or leave it empty.', format: 'Enter a date and time, or leave it empty.' },
});

const maxScore = Type.Union([
  Type.Number({
    minimum: 0,
    maximum: MAX_PROJECT_SCORE,
    errorMessage: { type: 'The max score must be a number.', minimum: 'The max score must be 0 or more.', maximum: `The max score can be at most ${MAX_PROJECT_SCORE}.` },
  }),
  Type.Null(),
]);

/**
 * The project component's config (part 2 §3 "Project component"), shared by
 * server and web. `due_date` is the whole due moment (ISO); `due_time` is
 * its HH:MM as the author typed it, kept for the form. A graded project has
 * a rubric (`rubric` true and `rubric_id`) or a max score, never both (§5).
 */
export const projectConfigSchema = Type.Object(
  {
    project: Type.Object(
      {
        due_date: date,
        due_time: Type.Union([Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', errorMessage: 'Enter the time as HH:MM.' }), Type.Null()]),
        graded: Type.Boolean(),
        max_score: maxScore,
        /** Graded with a rubric (then `rubric_id` names it and `max_score` is null). */
        rubric: Type.Boolean(),
        /** Students see the rubric before they submit. */
        show_rubric: Type.Boolean(),
        rubric_id: Type.Union([Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'Choose a rubric.' }), Type.Null()]),
        /**
         * The chosen rubric's total points, as the rubric picker read them: the
         * ledger's max score (a component's max score is read from its config).
         * Checked against the rubric on every save.
         */
        rubric_total_points: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
        /** The late policy applied when the grader ticks "apply late policy" (part 2 §3 Project `policy`); null: none. */
        policy: Type.Optional(
          Type.Union([
            Type.Object(
              {
                penalty: Type.Integer({ minimum: 0, maximum: 100, errorMessage: 'The penalty is a whole percentage from 0 to 100.' }),
                per: Type.Union([Type.Literal(3600), Type.Literal(86400), Type.Literal(604800)], { errorMessage: 'The penalty period is an hour, a day or a week.' }),
                max: Type.Integer({ minimum: 0, maximum: 100, errorMessage: 'The maximum penalty is a whole percentage from 0 to 100.' }),
              },
              { additionalProperties: false },
            ),
            Type.Null(),
          ]),
        ),
      },
      { additionalProperties: false },
    ),
    comments_comp: Type.Object(
      {
        comments: Type.Object(
          {
            due_date: date,
            graded: Type.Boolean(),
            max_score: maxScore,
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    /** Students may share their project with classmates before submitting it. */
    sharing_allowed_before_submit: Type.Boolean(),
  },
  { additionalProperties: false },
);

export type ProjectConfig = Static<typeof projectConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    project: ProjectConfig;
  }
}

export const DEFAULT_PROJECT_CONFIG: ProjectConfig = {
  project: { due_date: null, due_time: null, graded: false, max_score: null, rubric: false, show_rubric: false, rubric_id: null, rubric_total_points: null, policy: null },
  comments_comp: { comments: { due_date: null, graded: false, max_score: null } },
  sharing_allowed_before_submit: true,
};
