import { defineRoute } from '@lms/sdk';
import { getOwnRequests, requestCourse } from '../calls/requestCalls.ts';
import { requestServiceRef } from './services.ts';

const deps = { requests: requestServiceRef };

/** Instructors' side of adoption requests. */
export const requestRoutes = [
  defineRoute(requestCourse, {
    permission: 'author',
    deps,
    async handler({ body, user, deps, reply }) {
      const request = await deps.requests.create(user!.id, body);
      reply.status(201);
      return request;
    },
  }),
  defineRoute(getOwnRequests, {
    permission: 'author',
    deps,
    handler: async ({ user, deps }) => ({ requests: await deps.requests.mine(user!.id) }),
  }),
];
