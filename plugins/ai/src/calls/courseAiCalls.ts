import { defineCall, nullableString, Type, type Static } from '@lms/sdk/calls';
import { AgentSchema, PersonaSchema } from './agentCalls.ts';
import { SourceSchema } from './sourceCalls.ts';
import { COURSE_AGENT_ALIAS_REQUIRED, COURSE_AGENT_SOURCES_REQUIRED, DESCRIPTION_MAX_LENGTH, DESCRIPTION_REQUIRED, DESCRIPTION_TOO_LONG, INTEGRITY_POLICIES, type IntegrityPolicy } from './aiRules.ts';

const IntegrityPolicySchema = Type.Unsafe<IntegrityPolicy>({ enum: [...INTEGRITY_POLICIES], errorMessage: 'Choose an integrity policy.' });

/**
 * A course's AI configuration (the course's ai_admin_enable flag, its agent,
 * persona and sources, issue 27 item 6). `daily_message_cap`: questions one
 * student may ask per day in the course (null: no cap);
 * `daily_cost_cap_cents`: what the course may spend on the provider per day
 * (null: no cap). Days are UTC days.
 */
export const CourseAiConfigSchema = Type.Object({
  course_id: Type.String(),
  ai_admin_enable: Type.Boolean(),
  agent_alias_id: nullableString(),
  persona_id: nullableString(),
  sources: Type.Array(Type.String()),
  integrity_policy: IntegrityPolicySchema,
  daily_message_cap: Type.Union([Type.Integer(), Type.Null()]),
  daily_cost_cap_cents: Type.Union([Type.Integer(), Type.Null()]),
  /** Whether a provider is configured: answers are generated from the passages; else passages are quoted. */
  provider_configured: Type.Boolean(),
});
export type CourseAiConfig = Static<typeof CourseAiConfigSchema>;

/** What a course's editors choose from on the AI manager: agents, personas and sources, without what only administrators read (instructions, files, other courses). */
export const CourseAiChoicesSchema = Type.Object({
  agents: Type.Array(Type.Pick(AgentSchema, ['agent_alias_id', 'title', 'published'])),
  personas: Type.Array(Type.Pick(PersonaSchema, ['_id', 'name', 'teaching_style'])),
  sources: Type.Array(Type.Pick(SourceSchema, ['uuid', 'title', 'author', 'status'])),
});
export type CourseAiChoices = Static<typeof CourseAiChoicesSchema>;

export const getCourseAiChoices = defineCall({
  method: 'GET',
  path: 'ai/choices/:courseId',
  summary: "What the course's editors may link the course to: published agents and indexed sources (and the course's own, whatever their state), every persona.",
  answer: CourseAiChoicesSchema,
});

export const getCourseAiConfig = defineCall({
  method: 'GET',
  path: 'ai-course-config/:courseId',
  summary: "The course's AI configuration (defaults when never saved: off, no agent).",
  answer: CourseAiConfigSchema,
});

/**
 * POST ai-course-agent: links the course to an agent and its sources (part 3
 * §5: a course-agent link needs sources and an alias) and sets the rest of the
 * configuration. `course_id` names the course (the caller needs edit rights there).
 */
export const CourseAgentBodySchema = Type.Object(
  {
    course_id: Type.String(),
    agent_alias_id: Type.String({ minLength: 1, errorMessage: { minLength: COURSE_AGENT_ALIAS_REQUIRED, type: COURSE_AGENT_ALIAS_REQUIRED } }),
    sources: Type.Array(Type.String(), { minItems: 1, maxItems: 100, uniqueItems: true, errorMessage: { minItems: COURSE_AGENT_SOURCES_REQUIRED, type: COURSE_AGENT_SOURCES_REQUIRED } }),
    ai_admin_enable: Type.Boolean(),
    persona_id: Type.Optional(nullableString()),
    integrity_policy: Type.Optional(IntegrityPolicySchema),
    daily_message_cap: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 10000 }), Type.Null()])),
    daily_cost_cap_cents: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100000000 }), Type.Null()])),
  },
  { additionalProperties: false, errorMessage: { required: { agent_alias_id: COURSE_AGENT_ALIAS_REQUIRED, sources: COURSE_AGENT_SOURCES_REQUIRED } } },
);
export type CourseAgentBody = Static<typeof CourseAgentBodySchema>;

export const saveCourseAgent = defineCall({
  method: 'POST',
  path: 'ai-course-agent',
  summary: "Saves the course's AI configuration: agent, sources, persona, enable flag, integrity policy and caps.",
  body: CourseAgentBodySchema,
  answer: CourseAiConfigSchema,
});

export const CourseDescriptionBodySchema = Type.Object({ course_id: Type.String() }, { additionalProperties: false });

/**
 * A draft course description for the instructor to edit (nothing is saved):
 * `generated` when the provider wrote it from the course's own content,
 * `extract` when it is the course's lesson titles and descriptions (no provider).
 */
export const CourseDescriptionSchema = Type.Object({ description: Type.String(), made: Type.Unsafe<'generated' | 'extract'>({ enum: ['generated', 'extract'] }) });
export type CourseDescription = Static<typeof CourseDescriptionSchema>;

export const draftCourseDescription = defineCall({
  method: 'POST',
  path: 'ai-course-description',
  summary: "Drafts a course description from the course's own content.",
  body: CourseDescriptionBodySchema,
  answer: CourseDescriptionSchema,
});

/**
 * The course's kept description draft (issue 27 item 6): null fields when none
 * was saved. `catalog`: the course's entry in the installation's course
 * catalog (null when it is not listed, or no plugin keeps a catalog), and
 * whether this user may replace its description.
 */
export const SavedDescriptionSchema = Type.Object({
  course_id: Type.String(),
  description: nullableString(),
  updated_at: nullableString(),
  catalog: Type.Union([Type.Object({ description: Type.String(), editable: Type.Boolean() }), Type.Null()]),
});
export type SavedDescription = Static<typeof SavedDescriptionSchema>;

export const SaveDescriptionBodySchema = Type.Object(
  {
    description: Type.String({
      maxLength: DESCRIPTION_MAX_LENGTH,
      pattern: '\\S',
      errorMessage: { pattern: DESCRIPTION_REQUIRED, type: DESCRIPTION_REQUIRED, maxLength: DESCRIPTION_TOO_LONG },
    }),
  },
  { additionalProperties: false, errorMessage: { required: { description: DESCRIPTION_REQUIRED } } },
);
export type SaveDescriptionBody = Static<typeof SaveDescriptionBodySchema>;

export const getSavedDescription = defineCall({
  method: 'GET',
  path: 'ai/description/:courseId',
  summary: "The course's kept description draft, as its editor last saved it.",
  answer: SavedDescriptionSchema,
});

export const saveDescription = defineCall({
  method: 'PUT',
  path: 'ai/description/:courseId',
  summary: "Keeps the course's edited description draft (trimmed; at most 2,000 characters), with an audit entry.",
  body: SaveDescriptionBodySchema,
  answer: SavedDescriptionSchema,
});

export const descriptionToCatalog = defineCall({
  method: 'POST',
  path: 'ai/description/:courseId/catalog',
  summary: "Keeps the draft and makes it the course's catalog description, in one transaction (whoever may edit the catalog: site administrators).",
  body: SaveDescriptionBodySchema,
  answer: SavedDescriptionSchema,
});

/** One UTC day of the course's assistant use. `cost_cents` from the provider's prices (0 with none). */
export const UsageDaySchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
  messages: Type.Integer(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  cost_cents: Type.Number(),
});
export type UsageDay = Static<typeof UsageDaySchema>;

export const getCourseUsage = defineCall({
  method: 'GET',
  path: 'ai/usage/:courseId',
  summary: 'Messages, tokens and cost per day of the last `days` days (default 30, at most 366), oldest first, days without use included.',
  query: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })) }, { additionalProperties: false }),
  answer: Type.Array(UsageDaySchema),
});

/** A message a student flagged as wrong, with the question it answered. */
export const FlaggedMessageSchema = Type.Object({
  message_id: Type.String(),
  conversation_id: Type.String(),
  student: Type.Object({ _id: Type.String(), name: Type.String() }),
  question: Type.String(),
  answer: Type.String(),
  reason: Type.String(),
  flagged_at: Type.String({ format: 'date-time' }),
});
export type FlaggedMessage = Static<typeof FlaggedMessageSchema>;

export const listFlaggedMessages = defineCall({
  method: 'GET',
  path: 'ai/flags/:courseId',
  summary: "The course's answers students flagged as wrong, newest first.",
  answer: Type.Array(FlaggedMessageSchema),
});
