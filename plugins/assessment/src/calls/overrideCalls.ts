import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { assessmentConfigSchema, PolicyConfigSchema, type PolicyConfig } from '../schemas/assessmentConfig.ts';

/**
 * Per-student assessment overrides (part 2 §7 "Assessment override: GET and
 * POST assessment_override/{courseId}/{activityId}[/{studentId}]", the
 * component id as activity; part 3 §3).
 */

const isoDateOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** The settings a student override may change (part 3 §3 "Assessment override"); null: the assessment's value. */
export const OverrideTermsSchema = Type.Object({
  open_date: isoDateOrNull,
  due_date: isoDateOrNull,
  close_date: isoDateOrNull,
  /** Seconds; 0 = not timed for this student. */
  time_limit: Type.Union([Type.Integer(), Type.Null()]),
  /** 0 = unlimited for this student. */
  submission_attempts: Type.Union([Type.Integer(), Type.Null()]),
  policy: Type.Union([PolicyConfigSchema, Type.Null()]),
});
export type OverrideTerms = Static<typeof OverrideTermsSchema>;

/** An override as the calls answer it: the student's name and each field (null: the assessment's value). */
const StudentOverrideSchema = Type.Composite([Type.Object({ student_id: Type.String(), name: Type.String(), surname: Type.String() }), OverrideTermsSchema]);
export type ApiOverride = Static<typeof StudentOverrideSchema>;

const config = assessmentConfigSchema.properties;
const nullable = <S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] });

/**
 * The body's fields: the assessment config's own field schemas and messages
 * (part 2 §5), each also taking null; null or absent takes the assessment's value.
 */
const overrideBodyProperties = {
  open_date: Type.Optional(Type.Unsafe<string | null>(config.open_date)),
  due_date: Type.Optional(Type.Unsafe<string | null>(config.due_date)),
  close_date: Type.Optional(Type.Unsafe<string | null>(config.close_date)),
  time_limit: Type.Optional(Type.Unsafe<number | null>(nullable(config.time_limit))),
  submission_attempts: Type.Optional(Type.Unsafe<number | null>(nullable(config.submission_attempts))),
  policy: Type.Optional(Type.Unsafe<PolicyConfig | null>(config.policy)),
};

const OverrideBodySchema = Type.Object(overrideBodyProperties, { additionalProperties: false });
export type OverrideBody = Static<typeof OverrideBodySchema>;

export const listOverrides = defineCall({
  method: 'GET',
  path: 'assessment_override/:courseId/:componentId',
  summary: "An assessment's own dates, time limit, attempts and policy (global) and every student's override.",
  answer: Type.Object({ global: OverrideTermsSchema, overrides: Type.Array(StudentOverrideSchema) }),
});

export const getStudentOverride = defineCall({
  method: 'GET',
  path: 'assessment_override/:courseId/:componentId/:studentId',
  summary: "The assessment's values (global) and one student's override or null; a student reads only their own.",
  answer: Type.Object({
    /** The assessment's own values. */
    global: OverrideTermsSchema,
    override: Type.Union([StudentOverrideSchema, Type.Null()]),
  }),
});
export type StudentOverride = Static<(typeof getStudentOverride)['answer']>;

export const saveStudentOverride = defineCall({
  method: 'POST',
  path: 'assessment_override/:courseId/:componentId/:studentId',
  summary: "Sets a student's override {open_date?, due_date?, close_date?, time_limit?, submission_attempts?, policy?}; null or absent takes the assessment's value, all absent removes it.",
  body: OverrideBodySchema,
  answer: StudentOverrideSchema,
});

export const saveOverrideFor = defineCall({
  method: 'POST',
  path: 'assessment_override/:courseId/:componentId',
  summary: 'Sets the override of the student named by student_id (the same body and answer as with the student in the path).',
  body: Type.Object(
    { ...overrideBodyProperties, student_id: Type.String({ pattern: ID_PATTERN, errorMessage: 'Choose a student of the course.' }) },
    { additionalProperties: false },
  ),
  answer: StudentOverrideSchema,
});
