import { assessmentConfigSchema, type PolicyConfig } from '../../schemas/assessmentConfig.ts';

/** POST assessment_override/...: each field null or absent takes the assessment's value. */
export interface OverrideBody {
  open_date?: string | null;
  due_date?: string | null;
  close_date?: string | null;
  time_limit?: number | null;
  submission_attempts?: number | null;
  policy?: PolicyConfig | null;
}

export interface OverrideBodyForStudent extends OverrideBody {
  student_id: string;
}

const config = assessmentConfigSchema.properties;
const nullable = <S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] });

/** The assessment config's own field schemas and messages (part 2 §5), each also taking null. */
const overrideProperties = {
  open_date: config.open_date,
  due_date: config.due_date,
  close_date: config.close_date,
  time_limit: nullable(config.time_limit),
  submission_attempts: nullable(config.submission_attempts),
  policy: config.policy,
};

export const overrideBodySchema = { type: 'object', additionalProperties: false, properties: overrideProperties } as const;

export const overrideBodyForStudentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['student_id'],
  properties: {
    ...overrideProperties,
    student_id: { type: 'string', pattern: '^[0-9a-f]{24}$', errorMessage: 'Choose a student of the course.' },
  },
} as const;
