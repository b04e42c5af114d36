import { defineRoute } from '@lms/sdk';
import { newRequestSchema } from '../schemas/adoptionBodies.ts';
import { requestServiceRef } from './services.ts';

const deps = { requests: requestServiceRef };

/** Instructors' side of adoption requests. */
export const requestRoutes = [
  defineRoute({
    method: 'POST',
    path: 'adoptions/requests',
    permission: 'author',
    summary: 'Asks for a copy of a catalog course to teach (course name and number, start date, expected enrollment).',
    body: newRequestSchema,
    deps,
    async handler({ body, user, deps, reply }) {
      const request = await deps.requests.create(user!.id, body);
      reply.status(201);
      return request;
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'adoptions/requests/mine',
    permission: 'author',
    summary: 'The caller’s own adoption requests, newest first.',
    deps,
    handler: async ({ user, deps }) => ({ requests: await deps.requests.mine(user!.id) }),
  }),
];
