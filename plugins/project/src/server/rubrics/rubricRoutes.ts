import { defineRoute, type DepsMap, type RouteRequest } from '@lms/sdk';
import { archiveRubric, createRubric, getRubric, listRubrics, previewRescore, unarchiveRubric, updateRubric } from '../../calls/rubricCalls.ts';
import type { RubricCaller } from './RubricService.ts';
import { rubricServiceRef } from './services.ts';

/** Part 2 §6: rubrics are managed by professors with manager rights; students never read or write them here. */
const permission = 'course:manage';
const deps = { rubrics: rubricServiceRef };

/** The caller of a course:manage route (the kernel has checked the user and their access). */
const caller = (request: RouteRequest<unknown, unknown, DepsMap>): RubricCaller => ({ user: request.user!, access: request.access! });

export const rubricRoutes = [
  defineRoute(listRubrics, {
    permission,
    deps,
    handler: (request) =>
      request.deps.rubrics.list(request.params.courseId, caller(request), { search: request.query.search, archived: request.query.archived === 'true' }),
  }),
  defineRoute(createRubric, {
    permission,
    deps,
    async handler(request) {
      const rubric = await request.deps.rubrics.create(request.params.courseId, caller(request), request.body);
      request.reply.status(201);
      return { status: { created: true }, rubric };
    },
  }),
  defineRoute(getRubric, {
    permission,
    deps,
    handler: (request) => request.deps.rubrics.get(request.params.courseId, request.params.rubricId, caller(request)),
  }),
  defineRoute(updateRubric, {
    permission,
    deps,
    handler: (request) => request.deps.rubrics.update(request.params.courseId, request.params.rubricId, caller(request), request.body),
  }),
  defineRoute(archiveRubric, {
    permission,
    deps,
    handler: (request) => request.deps.rubrics.setArchived(request.params.courseId, request.params.rubricId, caller(request), request.body.revision, true),
  }),
  defineRoute(unarchiveRubric, {
    permission,
    deps,
    handler: (request) => request.deps.rubrics.setArchived(request.params.courseId, request.params.rubricId, caller(request), request.body.revision, false),
  }),
  defineRoute(previewRescore, {
    permission,
    deps,
    handler: (request) => request.deps.rubrics.previewRescore(request.params.courseId, request.params.rubricId, caller(request), request.body.criteria),
  }),
];
