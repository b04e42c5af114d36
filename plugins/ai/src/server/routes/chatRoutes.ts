import { defineRoute, type ReplyControl } from '@lms/sdk';
import type { Readable } from 'node:stream';
import { ANSWER_STREAM_TYPE, askQuestion, flagMessage, getChatInfo, getConversation, listConversations, previewAgent } from '../../calls/chatCalls.ts';
import { chatRef, conversationsRef } from '../services.ts';

/** A streamed answer: no cache, no proxy buffering (docs/api.md "Streamed answers"). */
function streamAnswer(reply: ReplyControl, body: Readable): void {
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Accel-Buffering', 'no');
  reply.stream(body, { contentType: ANSWER_STREAM_TYPE });
}

/** The student's chat (any member of the course: course:view) and the administrator's agent preview. */
export const chatRoutes = [
  defineRoute(getChatInfo, { permission: 'course:view', deps: { chat: chatRef }, handler: ({ params, user, access, deps }) => deps.chat.info(params.courseId, user!, access!) }),
  defineRoute(askQuestion, {
    permission: 'course:view',
    rateLimit: { bucket: 'ai-ask', key: 'user', points: 30, durationSeconds: 60 },
    deps: { chat: chatRef },
    async handler({ params, body, user, access, deps, reply }) {
      streamAnswer(reply, await deps.chat.ask(params.courseId, user!, access!, body));
    },
  }),
  defineRoute(listConversations, { permission: 'course:view', deps: { conversations: conversationsRef }, handler: ({ params, user, deps }) => deps.conversations.list(params.courseId, user!.id) }),
  defineRoute(getConversation, {
    permission: 'course:view',
    deps: { conversations: conversationsRef },
    handler: ({ params, user, deps }) => deps.conversations.get(params.courseId, user!.id, params.conversationId),
  }),
  defineRoute(flagMessage, {
    permission: 'course:view',
    deps: { conversations: conversationsRef },
    handler: ({ params, body, user, deps }) => deps.conversations.flag(params.courseId, user!.id, params.messageId, body.reason ?? ''),
  }),
  defineRoute(previewAgent, {
    permission: 'administrator',
    rateLimit: { bucket: 'ai-ask', key: 'user', points: 30, durationSeconds: 60 },
    deps: { chat: chatRef },
    async handler({ params, body, user, deps, reply }) {
      streamAnswer(reply, await deps.chat.preview(params.alias, user!, body));
    },
  }),
];
