import { countTextSchema, ENROLLMENT_COUNT_MESSAGE, jsonSchema } from '@lms/sdk';
import { ADOPTION_PAGE_SIZE } from './adoptionMessages.ts';

const OBJECT_ID = { type: 'string', pattern: '^[0-9a-f]{24}$' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const MAX_TITLE = 300;
export const MAX_DESCRIPTION = 2000;

export interface ListCourseBody {
  description?: string;
}

export const listCourseSchema = jsonSchema<ListCourseBody>({
  type: 'object',
  properties: { description: { ...text(MAX_DESCRIPTION), errorMessage: { maxLength: `A description is at most ${MAX_DESCRIPTION} characters.` } } },
});

/** What an instructor sends; blank fields are refused by the handler with one message for all (part 3 §8). */
export interface NewRequestBody {
  course_id: string;
  course_title?: string;
  course_start_date?: string;
  course_enrollment?: string;
}

export const newRequestSchema = jsonSchema<NewRequestBody>({
  type: 'object',
  required: ['course_id'],
  properties: {
    course_id: OBJECT_ID,
    course_title: { ...text(MAX_TITLE), titleText: true },
    course_start_date: text(40),
    course_enrollment: countTextSchema(ENROLLMENT_COUNT_MESSAGE),
  },
});

export interface RequestListQuery {
  skip?: number;
  limit?: number;
  /** Only the requests for this catalog course (/administrator/requests/{course_id}). */
  course?: string;
}

export const requestListQuerySchema = jsonSchema<RequestListQuery>({
  type: 'object',
  properties: {
    skip: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1, maximum: ADOPTION_PAGE_SIZE },
    course: OBJECT_ID,
  },
});

export const DECISIONS = ['reject', 'remove'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface DecisionBody {
  ids: string[];
  action: Decision;
}

export const decisionSchema = jsonSchema<DecisionBody>({
  type: 'object',
  required: ['ids', 'action'],
  properties: {
    ids: { type: 'array', items: OBJECT_ID, minItems: 1, maxItems: ADOPTION_PAGE_SIZE, uniqueItems: true },
    action: { type: 'string', enum: [...DECISIONS] },
  },
});

/** The administrator's edits before approving (part 3 §4 "Approving edits the course"); absent fields keep the request's. */
export interface ApproveBody {
  title?: string;
  start_date?: string;
}

export const approveSchema = jsonSchema<ApproveBody>({
  type: 'object',
  properties: { title: text(MAX_TITLE), start_date: text(40) },
});
