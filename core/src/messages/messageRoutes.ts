import { defineRoute } from '@lms/contract/route.ts';
import { getMessageRecipients, getMessages, markMessagesRead, sendMessage } from '@lms/contract/calls/messageCalls.ts';
import { messageRefs } from './messageServices.ts';

/** Part 3 §2/§6 messaging: the course's message box, and each person's received messages. */
export const messageRoutes = [
  defineRoute(getMessages, {
    permission: 'course:view',
    deps: { messages: messageRefs.service },
    handler: ({ params, user, access, deps }) => deps.messages.list(params.courseId, user!.id, access!),
  }),
  defineRoute(sendMessage, {
    permission: 'course:professor',
    deps: { messages: messageRefs.service },
    async handler({ params, body, user, deps, reply }) {
      const sent = await deps.messages.send(params.courseId, user!, body);
      reply.status(201);
      return sent;
    },
  }),
  defineRoute(markMessagesRead, {
    permission: 'course:view',
    deps: { messages: messageRefs.service },
    handler: ({ params, body, user, deps }) => deps.messages.markRead(params.courseId, user!.id, body.ids),
  }),
  defineRoute(getMessageRecipients, {
    permission: 'course:professor',
    deps: { messages: messageRefs.service },
    async handler({ params, deps }) {
      return { students: await deps.messages.roster(params.courseId) };
    },
  }),
];
