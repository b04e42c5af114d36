import { defineCall, Type } from '@lms/sdk/calls';

/**
 * Part 3 §7 "Activity settings and rollup": `GET`/`POST stats/rollup/{courseId}`,
 * the rollup groups of a course and which group each activity counts in (the
 * rollup manager screen reads and saves them; weights and drops are the
 * gradebook's `saveGroupRules`).
 */

const RollupGroupFields = Type.Object(
  {
    /** An existing group's id; another value (a new group's id made by the screen) makes a group and names it in `activities`. */
    id: Type.String({ minLength: 1, maxLength: 64 }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  },
  { additionalProperties: false },
);

export const getRollup = defineCall({
  method: 'GET',
  path: 'stats/rollup/:courseId',
  summary: "The course's rollup groups (in order, with weights and drops) and every activity with the group it counts in.",
  answer: Type.Object({
    rollup: Type.Array(
      Type.Object({
        id: Type.String(),
        title: Type.String(),
        color: Type.String(),
        weight: Type.Union([Type.Number(), Type.Null()]),
        drop_lowest: Type.Integer(),
      }),
    ),
    activities: Type.Array(
      Type.Object({ id: Type.String(), component_id: Type.Union([Type.String(), Type.Null()]), title: Type.String(), type: Type.String(), rollup_id: Type.Union([Type.String(), Type.Null()]) }),
    ),
  }),
});

export const saveRollup = defineCall({
  method: 'POST',
  path: 'stats/rollup/:courseId',
  summary: "Replaces the course's rollup groups with `rollup` (in that order; a group left out is removed and its activities count in none) and sets each listed activity's group.",
  body: Type.Object(
    {
      rollup: Type.Array(RollupGroupFields, { maxItems: 200 }),
      activities: Type.Array(
        Type.Object(
          { id: Type.String({ minLength: 1, maxLength: 64 }), rollup_id: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]) },
          { additionalProperties: false },
        ),
        { maxItems: 5000 },
      ),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ status: Type.Literal('OK') }),
});
