import { defineRoute } from '@lms/sdk';
import { getCatalog, listCourse, unlistCourse } from '../calls/catalogCalls.ts';
import { catalogServiceRef } from './services.ts';

const deps = { catalog: catalogServiceRef };

/** Part 3 §1 "Catalog": the courses instructors adopt from. */
export const catalogRoutes = [
  defineRoute(getCatalog, {
    permission: 'author',
    deps,
    handler: async ({ user, deps }) => ({ courses: await deps.catalog.listFor(user!.id) }),
  }),
  defineRoute(listCourse, {
    permission: 'site-admin',
    deps,
    async handler({ params, body, user, deps, reply }) {
      const { entry, created } = await deps.catalog.list(params.courseId, body.description, user!.id);
      if (created) reply.status(201);
      return entry;
    },
  }),
  defineRoute(unlistCourse, {
    permission: 'site-admin',
    deps,
    async handler({ params, deps }) {
      await deps.catalog.unlist(params.courseId);
    },
  }),
];
