import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { ApiRubricSchema } from '../schemas/rubricTypes.ts';

/** Part 2 §7 rubrics calls at the spec's paths, plus archive and the re-score preview (docs/api.md "Rubrics"). Professors of the course only. */

const id = (what: string) => Type.String({ pattern: ID_PATTERN, errorMessage: `The ${what} id must be 24 hexadecimal characters.` });
const points = (what: string) => Type.Number({ minimum: -1_000_000, maximum: 1_000_000, errorMessage: `The ${what} points must be a number.` });
const RUBRIC = 'rubrics/:courseId/:rubricId';
const revision = Type.Integer({ minimum: 1, errorMessage: 'The revision is a whole number from 1.' });

/** A rating and a criterion as the editor sends them: ids made by the editor (24 hex), unique within the rubric. */
export const RatingInputSchema = Type.Object(
  {
    _id: id('rating'),
    rating: Type.String({ maxLength: 200, errorMessage: "A rating's name has at most 200 characters." }),
    description: Type.String({ maxLength: 5000, errorMessage: "A rating's description has at most 5000 characters." }),
    points: points('rating'),
  },
  { additionalProperties: false },
);

export const CriterionInputSchema = Type.Object(
  {
    _id: id('criterion'),
    title: Type.String({ maxLength: 200, errorMessage: "A criterion's title has at most 200 characters." }),
    description: Type.String({ maxLength: 5000, errorMessage: "A criterion's description has at most 5000 characters." }),
    max_points: points('criteria'),
    ratings: Type.Array(RatingInputSchema, { maxItems: 20, errorMessage: 'A criterion has at most 20 ratings.' }),
  },
  { additionalProperties: false },
);

const criteria = Type.Array(CriterionInputSchema, { maxItems: 50, errorMessage: 'A rubric has at most 50 criteria.' });

const rubricFields = {
  title: Type.String({ maxLength: 200, errorMessage: 'The title has at most 200 characters.' }),
  description: Type.String({ maxLength: 20_000, errorMessage: 'The description has at most 20000 characters.' }),
  criteria,
  total_points: points('total'),
};

export const RubricBodySchema = Type.Object({ ...rubricFields, course_id: id('course') }, { additionalProperties: false });
export type RubricBody = Static<typeof RubricBodySchema>;

export const createRubric = defineCall({
  method: 'POST',
  path: 'rubrics/:courseId',
  summary: 'Creates a rubric of the course, owned by the caller (part 2 §7); status.created.',
  body: RubricBodySchema,
  answer: Type.Object({ status: Type.Object({ created: Type.Boolean() }), rubric: ApiRubricSchema }),
});

export const listRubrics = defineCall({
  method: 'GET',
  path: 'rubrics/:courseId',
  summary: "The course's rubrics: the caller's own first, then by title; `search` keeps titles containing it (any case); archived ones only with archived=true.",
  query: Type.Object({
    search: Type.Optional(Type.String({ maxLength: 200 })),
    archived: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { errorMessage: 'archived is true or false.' })),
  }),
  answer: Type.Array(ApiRubricSchema),
});

export const getRubric = defineCall({
  method: 'GET',
  path: RUBRIC,
  summary: 'One rubric of the course.',
  answer: ApiRubricSchema,
});

export const updateRubric = defineCall({
  method: 'PUT',
  path: RUBRIC,
  summary:
    "Changes the caller's own rubric (403 rubric-not-owner for another's: save a copy). In use by more than one project component or by grades, it asks first: 409 rubric-in-use {components, grades} unless confirm is true; rescore: true re-scores those grades in the same transaction. 409 rubric-changed for an older revision.",
  body: Type.Object(
    {
      ...rubricFields,
      course_id: Type.Optional(id('course')),
      revision,
      /** The instructor saw what the change touches and goes ahead. */
      confirm: Type.Optional(Type.Boolean()),
      /** Grades already given with the rubric are re-scored with the new one (shown first by rescore-preview). */
      rescore: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ rubric: ApiRubricSchema, rescored: Type.Integer() }),
});

const archiveCall = <P extends string>(path: P, summary: string) =>
  defineCall({ method: 'PUT', path, summary, body: Type.Object({ revision }, { additionalProperties: false }), answer: ApiRubricSchema });

export const archiveRubric = archiveCall(`${RUBRIC}/archive`, "Archives the caller's own rubric: it leaves the lists (components keep grading with it).");
export const unarchiveRubric = archiveCall(`${RUBRIC}/unarchive`, "Brings the caller's own archived rubric back to the lists.");

/** One grade given with the rubric, before and after a change. */
export const RescoreRowSchema = Type.Object({
  project_id: Type.String(),
  component_id: Type.String(),
  student_id: Type.String(),
  name: Type.String(),
  old_grade: Type.Number(),
  new_grade: Type.Number(),
  old_max_score: Type.Number(),
  new_max_score: Type.Number(),
});
export type RescoreRow = Static<typeof RescoreRowSchema>;

export const RescorePreviewSchema = Type.Object({
  /** How many project components grade with the rubric. */
  components: Type.Integer(),
  /** Every grade given with it, by student name. */
  grades: Type.Array(RescoreRowSchema),
});
export type RescorePreview = Static<typeof RescorePreviewSchema>;

export const previewRescore = defineCall({
  method: 'POST',
  path: `${RUBRIC}/rescore-preview`,
  summary: "What re-scoring with changed criteria would give each grade made with the rubric (nothing is written); the rubric's owner only.",
  body: Type.Object({ criteria }, { additionalProperties: false }),
  answer: RescorePreviewSchema,
});

/** The 409 rubric-in-use answer's details: what the change touches. */
export interface RubricInUse {
  components: number;
  grades: number;
}
