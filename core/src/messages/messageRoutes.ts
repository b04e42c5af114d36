import { defineRoute } from '../contract/route.ts';
import { messageRefs } from './messageRefs.ts';
import { markReadSchema, sendMessageSchema } from './messageSchemas.ts';

/** Part 3 §2/§6 messaging: the course's message box, and each person's received messages. */
export const messageRoutes = [
  defineRoute({
    method: 'GET',
    path: 'messages/:courseId/',
    permission: 'course:view',
    summary: "The caller's received messages in the course (newest first, at most 100) with the unread count.",
    deps: { messages: messageRefs.service },
    handler: ({ params, user, access, deps }) => deps.messages.list(params.courseId!, user!.id, access!),
  }),
  defineRoute({
    method: 'POST',
    path: 'messages/:courseId/',
    permission: 'course:professor',
    summary: 'Sends a message to all students of the course or privately to one (unless the course disables messaging).',
    body: sendMessageSchema,
    deps: { messages: messageRefs.service },
    async handler({ params, body, user, deps, reply }) {
      const sent = await deps.messages.send(params.courseId!, user!, body);
      reply.status(201);
      return sent;
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'messages/:courseId/read/',
    permission: 'course:view',
    summary: "Marks some of the caller's messages in the course read; answers the unread count.",
    body: markReadSchema,
    deps: { messages: messageRefs.service },
    handler: ({ params, body, user, deps }) => deps.messages.markRead(params.courseId!, user!.id, body.ids),
  }),
  defineRoute({
    method: 'GET',
    path: 'messages/:courseId/recipients/',
    permission: 'course:professor',
    summary: 'The students of the course a professor may write to, by last name (staff excluded).',
    deps: { messages: messageRefs.service },
    async handler({ params, deps }) {
      return { students: await deps.messages.roster(params.courseId!) };
    },
  }),
];
