import { defineCall, NoAnswer, nullableString, Type, type Static } from '@lms/sdk/calls';
import {
  AGENT_ALIAS_REQUIRED,
  AGENT_TITLE_REQUIRED,
  INITIAL_QUESTIONS_MAX,
  INSTRUCTIONS_MAX_LENGTH,
  PERSONA_NAME_REQUIRED,
  QUESTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './aiRules.ts';

const required = (message: string, maxLength = TITLE_MAX_LENGTH) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', errorMessage: { minLength: message, pattern: message, type: message, maxLength: `At most ${maxLength} characters.` } });

/** Part 3 §3 AI agent: initial questions (title, question) shown to a student before the first question. */
export const InitialQuestionSchema = Type.Object({ title: Type.String({ maxLength: TITLE_MAX_LENGTH }), question: Type.String({ minLength: 1, maxLength: QUESTION_MAX_LENGTH }) }, { additionalProperties: false });
export type InitialQuestion = Static<typeof InitialQuestionSchema>;

/**
 * Part 3 §3 AI agent. `agent_alias_id` is the agent's key (the path of POST
 * ai-agents/{alias}); `agent_id` is the Bedrock agent's id when the provider is
 * a Bedrock agent (else free). `optimised_latency` asks the provider for its
 * latency-optimised inference where it has one. `persona_id` is the default
 * persona of the agent (a course may choose another).
 */
export const AgentSchema = Type.Object({
  agent_alias_id: Type.String(),
  agent_id: Type.String(),
  title: Type.String(),
  optimised_latency: Type.Boolean(),
  initial_questions: Type.Array(InitialQuestionSchema),
  persona_id: nullableString(),
  published: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Agent = Static<typeof AgentSchema>;

/** POST ai-agents/{alias}: creates the agent of that alias or replaces its fields. */
export const AgentBodySchema = Type.Object(
  {
    agent_id: Type.Optional(Type.String({ maxLength: TITLE_MAX_LENGTH })),
    title: required(AGENT_TITLE_REQUIRED),
    optimised_latency: Type.Optional(Type.Boolean()),
    initial_questions: Type.Optional(Type.Array(InitialQuestionSchema, { maxItems: INITIAL_QUESTIONS_MAX })),
    persona_id: Type.Optional(nullableString()),
    /** Tried in the preview first (issue 27 item 5); only a published agent can be linked to a course. */
    published: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, errorMessage: { required: { title: AGENT_TITLE_REQUIRED } } },
);
export type AgentBody = Static<typeof AgentBodySchema>;

export const listAgents = defineCall({ method: 'GET', path: 'ai-agents', summary: 'Every AI agent, by title.', answer: Type.Array(AgentSchema) });

export const saveAgent = defineCall({
  method: 'POST',
  path: 'ai-agents/:alias',
  summary: `Creates or replaces the agent of this alias id (part 3 §5: ${AGENT_ALIAS_REQUIRED.toLowerCase()} and a title).`,
  body: AgentBodySchema,
  answer: AgentSchema,
});

export const removeAgent = defineCall({ method: 'DELETE', path: 'ai-agents/:alias', summary: 'Removes an agent no course uses (409 ai-agent-in-use otherwise).', answer: NoAnswer });

/** A persona (issue 27 item 5): applied to the model's instructions; never to the rules the assistant keeps. */
export const PersonaSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  voice: Type.String(),
  teaching_style: Type.String(),
  instructions: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Persona = Static<typeof PersonaSchema>;

export const TEACHING_STYLE_SUGGESTIONS = ['Socratic tutor', 'Exam coach', 'Patient explainer', 'Concise reference'] as const;

export const PersonaBodySchema = Type.Object(
  {
    name: required(PERSONA_NAME_REQUIRED),
    voice: Type.Optional(Type.String({ maxLength: TITLE_MAX_LENGTH })),
    teaching_style: Type.Optional(Type.String({ maxLength: TITLE_MAX_LENGTH })),
    instructions: Type.Optional(Type.String({ maxLength: INSTRUCTIONS_MAX_LENGTH })),
  },
  { additionalProperties: false, errorMessage: { required: { name: PERSONA_NAME_REQUIRED } } },
);
export type PersonaBody = Static<typeof PersonaBodySchema>;

export const listPersonas = defineCall({ method: 'GET', path: 'ai/personas', summary: 'Every persona, by name.', answer: Type.Array(PersonaSchema) });
export const createPersona = defineCall({ method: 'POST', path: 'ai/personas', summary: 'Adds a persona (201).', body: PersonaBodySchema, answer: PersonaSchema });
export const updatePersona = defineCall({ method: 'PUT', path: 'ai/personas/:personaId', summary: 'Replaces a persona.', body: PersonaBodySchema, answer: PersonaSchema });
export const removePersona = defineCall({ method: 'DELETE', path: 'ai/personas/:personaId', summary: 'Removes a persona; agents and courses using it fall back to none.', answer: NoAnswer });
