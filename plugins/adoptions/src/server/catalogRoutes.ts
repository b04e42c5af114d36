import { defineRoute } from '@lms/sdk';
import { listCourseSchema } from '../schemas/adoptionBodies.ts';
import { catalogServiceRef } from './services.ts';

const deps = { catalog: catalogServiceRef };

/** Part 3 §1 "Catalog": the courses instructors adopt from. */
export const catalogRoutes = [
  defineRoute({
    method: 'GET',
    path: 'adoptions/catalog',
    permission: 'author',
    summary: 'The courses listed for adoption, each with the caller’s own latest request for it.',
    deps,
    handler: async ({ user, deps }) => ({ courses: await deps.catalog.listFor(user!.id) }),
  }),
  defineRoute({
    method: 'POST',
    path: 'adoptions/catalog/:courseId',
    permission: 'site-admin',
    summary: 'Lists a course for adoption (201), or changes its description.',
    body: listCourseSchema,
    deps,
    async handler({ params, body, user, deps, reply }) {
      const { entry, created } = await deps.catalog.list(params.courseId!, body.description, user!.id);
      if (created) reply.status(201);
      return entry;
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'adoptions/catalog/:courseId',
    permission: 'site-admin',
    summary: 'Takes a course off the adoption catalog; its requests stay to be decided.',
    deps,
    async handler({ params, deps }) {
      await deps.catalog.unlist(params.courseId!);
    },
  }),
];
