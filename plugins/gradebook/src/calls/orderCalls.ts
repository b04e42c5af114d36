import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * Issue 18 "Activity reorder" (part 3 §2 activity_reorder; the spec shows no
 * call): the course's gradebook columns in gradebook order, and the
 * instructor's new order. Declared before `gradebook/:courseId/:studentId`
 * is routed (gradebookParts.ts).
 */

const ActivityOrderSchema = Type.Object({
  /** The columns' lessons in course order (a column without a lesson is in none). */
  lessons: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  /** Every column of the gradebook, in gradebook order: by lesson, then the saved order, then reading order. */
  activities: Type.Array(
    Type.Object({
      id: Type.String(),
      component_id: Type.Union([Type.String(), Type.Null()]),
      title: Type.String(),
      type: Type.String(),
      lesson: Type.Union([Type.String(), Type.Null()]),
      /** False for practice. */
      graded: Type.Boolean(),
      max_score: Type.Union([Type.Number(), Type.Null()]),
      /** The saved place (null: none saved yet, reading order). */
      gradebook_position: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
export type ActivityOrder = Static<typeof ActivityOrderSchema>;
export type OrderedActivity = ActivityOrder['activities'][number];

export const getActivityOrder = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/activity_order',
  summary: "The course's gradebook columns in gradebook order, with their lessons (course managers).",
  answer: ActivityOrderSchema,
});

export const saveActivityOrder = defineCall({
  method: 'PUT',
  path: 'gradebook/:courseId/activity_order',
  summary: "Saves the gradebook's column order: `activities` lists the course's activity ids in the new order (one not listed follows in reading order); answers the order as saved.",
  body: Type.Object(
    { activities: Type.Array(Type.String({ pattern: ID_PATTERN }), { maxItems: 5000 }) },
    { additionalProperties: false },
  ),
  answer: ActivityOrderSchema,
});
