const ID = { type: 'string', pattern: '^[0-9a-f]{24}$' } as const;

/** POST assessment/update/{courseId} (part 2 §7): submit these students' running attempts at these assessments. */
export interface SubmitOnBehalfBody {
  user_ids: string[];
  component_ids: string[];
}

export const submitOnBehalfSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user_ids', 'component_ids'],
  properties: {
    user_ids: { type: 'array', minItems: 1, maxItems: 1000, items: ID },
    component_ids: { type: 'array', minItems: 1, maxItems: 100, items: ID },
  },
} as const;

/** POST assessment/job_poller (part 2 §7). */
export interface JobPollerBody {
  references: string[];
}

export const jobPollerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['references'],
  properties: { references: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 64 } } },
} as const;
