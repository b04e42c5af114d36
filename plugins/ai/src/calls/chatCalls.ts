import { defineCall, nullableString, StreamAnswer, Type, type Static } from '@lms/sdk/calls';
import { FLAG_REASON_MAX_LENGTH, QUESTION_MAX_LENGTH, QUESTION_REQUIRED } from './aiRules.ts';
import { InitialQuestionSchema } from './agentCalls.ts';

/**
 * A passage an answer rests on: a part of a course page (linked to it) or a
 * chunk of a source (book, document). `id` ('p1', 'p2', ...) is what the
 * answer's text cites as [p1]; `quote` is the passage's own text.
 */
export const PassageSchema = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<'course' | 'source'>({ enum: ['course', 'source'] }),
  title: Type.String(),
  quote: Type.String(),
  /** Where it is in the course (kind course): /{course_id}/{lesson_id}/{page_id}; page_id null for a lesson's own screen. */
  link: Type.Union([Type.Object({ course_id: Type.String(), lesson_id: Type.String(), page_id: nullableString() }), Type.Null()]),
  /** The book or document it comes from (kind source), and where in it. */
  source: Type.Union([Type.Object({ uuid: Type.String(), title: Type.String(), author: Type.String(), location: Type.String() }), Type.Null()]),
});
export type Passage = Static<typeof PassageSchema>;

/**
 * How an answer was made: `passages` (no provider: the passages quoted,
 * labelled found in the course), `generated` (the provider wrote it from the
 * passages only, citing them), `refused` (integrity, caps, or not found).
 */
export const ANSWER_MODES = ['passages', 'generated', 'refused'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** A message of a conversation: the student's question or the assistant's answer. */
export const ChatMessageSchema = Type.Object({
  _id: Type.String(),
  role: Type.Unsafe<'user' | 'assistant'>({ enum: ['user', 'assistant'] }),
  text: Type.String(),
  mode: Type.Union([Type.Unsafe<AnswerMode>({ enum: [...ANSWER_MODES] }), Type.Null()]),
  passages: Type.Array(PassageSchema),
  /** Why it was refused: 'integrity', 'not-found', 'message-cap', 'cost-cap', 'provider-error'; null otherwise. */
  refusal: nullableString(),
  flagged: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/**
 * What the student's chat panel needs in a course: whether the assistant is on,
 * the agent's title and initial questions, how answers are made, and how many
 * questions are left today (null: no cap).
 */
export const ChatInfoSchema = Type.Object({
  enabled: Type.Boolean(),
  agent: Type.Union([Type.Object({ title: Type.String(), initial_questions: Type.Array(InitialQuestionSchema) }), Type.Null()]),
  persona: nullableString(),
  mode: Type.Unsafe<'passages' | 'generated'>({ enum: ['passages', 'generated'] }),
  messages_left_today: Type.Union([Type.Integer(), Type.Null()]),
});
export type ChatInfo = Static<typeof ChatInfoSchema>;

export const getChatInfo = defineCall({ method: 'GET', path: 'ai/chat/:courseId', summary: "The course assistant as the caller's chat panel shows it.", answer: ChatInfoSchema });

export const AskBodySchema = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: QUESTION_MAX_LENGTH, pattern: '\\S', errorMessage: { minLength: QUESTION_REQUIRED, pattern: QUESTION_REQUIRED, type: QUESTION_REQUIRED, maxLength: `A question is at most ${QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters.` } }),
    /** Continue this conversation (the caller's own, in this course); omitted starts a new one. */
    conversation_id: Type.Optional(Type.String()),
  },
  { additionalProperties: false, errorMessage: { required: { question: QUESTION_REQUIRED } } },
);
export type AskBody = Static<typeof AskBodySchema>;

/**
 * The events of a streamed answer, one JSON object per line
 * (application/x-ndjson), in this order: `start`; `passages` (once, possibly
 * empty); `text` deltas (the answer's text; in `passages` mode one delta per
 * quoted passage); then exactly one of `done` (the stored answer) or `error`.
 * A refusal is a normal answer: its `done` message has mode `refused` and the
 * refusal's reason. See docs/api.md "Streamed answers".
 */
export const AnswerEventSchema = Type.Union([
  Type.Object({ type: Type.Literal('start'), conversation_id: Type.String(), question_id: Type.String(), mode: Type.Unsafe<'passages' | 'generated'>({ enum: ['passages', 'generated'] }) }),
  Type.Object({ type: Type.Literal('passages'), passages: Type.Array(PassageSchema) }),
  Type.Object({ type: Type.Literal('text'), delta: Type.String() }),
  Type.Object({ type: Type.Literal('done'), message: ChatMessageSchema }),
  Type.Object({ type: Type.Literal('error'), errno: Type.String(), error: Type.String() }),
]);
export type AnswerEvent = Static<typeof AnswerEventSchema>;
export const ANSWER_STREAM_TYPE = 'application/x-ndjson';

export const askQuestion = defineCall({
  method: 'POST',
  path: 'ai/chat/:courseId/ask',
  summary: 'Asks the course assistant; answers a stream of AnswerEvent lines (application/x-ndjson).',
  body: AskBodySchema,
  answer: StreamAnswer,
});

export const ConversationSummarySchema = Type.Object({ _id: Type.String(), title: Type.String(), updated_at: Type.String({ format: 'date-time' }), messages: Type.Integer() });
export type ConversationSummary = Static<typeof ConversationSummarySchema>;

export const listConversations = defineCall({ method: 'GET', path: 'ai/chat/:courseId/conversations', summary: "The caller's conversations in the course, newest first.", answer: Type.Array(ConversationSummarySchema) });

export const getConversation = defineCall({
  method: 'GET',
  path: 'ai/chat/:courseId/conversations/:conversationId',
  summary: "One of the caller's conversations with its messages, oldest first.",
  answer: Type.Object({ _id: Type.String(), title: Type.String(), messages: Type.Array(ChatMessageSchema) }),
});

export const FlagBodySchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: FLAG_REASON_MAX_LENGTH })) }, { additionalProperties: false });

export const flagMessage = defineCall({
  method: 'POST',
  path: 'ai/chat/:courseId/messages/:messageId/flag',
  summary: "Flags one of the assistant's answers to the caller as wrong (the course's staff see it in the AI manager).",
  body: FlagBodySchema,
  answer: ChatMessageSchema,
});

/**
 * The administrator's try-out of an agent before publishing it (issue 27 item
 * 5): the same stream as ask, over the given course (as its staff would see it)
 * and sources, with the agent's persona; nothing is stored or counted.
 */
export const PreviewBodySchema = Type.Object(
  {
    question: AskBodySchema.properties.question,
    course_id: Type.Optional(Type.String()),
    sources: Type.Optional(Type.Array(Type.String(), { maxItems: 100 })),
    persona_id: Type.Optional(nullableString()),
  },
  { additionalProperties: false, errorMessage: { required: { question: QUESTION_REQUIRED } } },
);
export type PreviewBody = Static<typeof PreviewBodySchema>;

export const previewAgent = defineCall({
  method: 'POST',
  path: 'ai/agents/:alias/preview',
  summary: 'Tries an agent: a streamed answer (AnswerEvent lines) over a course and sources, nothing stored.',
  body: PreviewBodySchema,
  answer: StreamAnswer,
});
