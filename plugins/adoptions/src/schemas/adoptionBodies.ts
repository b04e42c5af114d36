import { ENROLLMENT_COUNT_MESSAGE, countTextSchema, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { ADOPTION_PAGE_SIZE } from './adoptionMessages.ts';

/** The request bodies and query of the adoptions calls (TypeBox: the types and the validator's schemas in one). */

const objectId = () => Type.String({ pattern: ID_PATTERN });
const text = (maxLength: number) => Type.String({ maxLength });

export const MAX_TITLE = 300;
export const MAX_DESCRIPTION = 2000;

export const listCourseSchema = Type.Object({
  description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION, errorMessage: { maxLength: `A description is at most ${MAX_DESCRIPTION} characters.` } })),
});

/** What an instructor sends; blank fields are refused by the handler with one message for all (part 3 §8). */
export const newRequestSchema = Type.Object({
  course_id: objectId(),
  course_title: Type.Optional(Type.String({ maxLength: MAX_TITLE, titleText: true })),
  course_start_date: Type.Optional(text(40)),
  course_enrollment: Type.Optional(Type.String(countTextSchema(ENROLLMENT_COUNT_MESSAGE))),
});
export type NewRequestBody = Static<typeof newRequestSchema>;

export const requestListQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADOPTION_PAGE_SIZE })),
  /** Only the requests for this catalog course (/administrator/requests/{course_id}). */
  course: Type.Optional(objectId()),
});

export const DECISIONS = ['reject', 'remove'] as const;
export type Decision = (typeof DECISIONS)[number];

export const decisionSchema = Type.Object({
  ids: Type.Array(objectId(), { minItems: 1, maxItems: ADOPTION_PAGE_SIZE, uniqueItems: true }),
  // A plain string enum (as the validator always read it), not TypeBox's anyOf of literals.
  action: Type.Unsafe<Decision>({ type: 'string', enum: [...DECISIONS] }),
});

/** The administrator's edits before approving (part 3 §4 "Approving edits the course"); absent fields keep the request's. */
export const approveSchema = Type.Object({ title: Type.Optional(text(MAX_TITLE)), start_date: Type.Optional(text(40)) });
export type ApproveBody = Static<typeof approveSchema>;
