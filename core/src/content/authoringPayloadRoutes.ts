import { defineRoute } from '@lms/contract/route.ts';
import {
  cloneLessonsInPayload,
  clonePagesInPayload,
  createLessonInPayload,
  createPageInPayload,
  removeLessonsInPayload,
  removePagesInPayload,
} from '@lms/contract/calls/authoringPayloadCalls.ts';
import { contentRefs } from './contentServices.ts';
import { toApiLesson } from './itemViews.ts';
import { courseHome } from './courseHome.ts';
import { asEditor } from './authoringRoutes.ts';

/**
 * Part 2 §7 "Content" at the spec's paths, the course and lesson in the payload
 * (authoringPayloadCalls.ts): the same services and answers as the routes of
 * ours with the course in the path (authoringRoutes.ts); the kernel decides
 * course:edit on the payload's `course` (courseInBody).
 */
export const authoringPayloadRoutes = [
  defineRoute(createLessonInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { collections: contentRefs.collections },
    async handler({ body: { course, ...fields }, user, deps, reply }) {
      const lesson = await deps.collections.createLesson(course, fields, user!.id);
      reply.status(201);
      return { new_lesson: toApiLesson(lesson, [], [], []) };
    },
  }),
  defineRoute(createPageInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { collections: contentRefs.collections },
    async handler({ body: { course, lesson, ...fields }, user, deps, reply }) {
      const page = await deps.collections.createPage(course, lesson, fields, user!.id);
      reply.status(201);
      return { new_page: page };
    },
  }),
  defineRoute(cloneLessonsInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { collections: contentRefs.collections },
    async handler({ body, user, deps, reply }) {
      const lessons = await deps.collections.cloneLessons(body.course, body.ids, user!.id);
      reply.status(201);
      return { lessons };
    },
  }),
  defineRoute(clonePagesInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { collections: contentRefs.collections },
    async handler({ body, user, deps, reply }) {
      const pages = await deps.collections.clonePages(body.course, body.lesson, body.ids, user!.id);
      reply.status(201);
      return { pages };
    },
  }),
  defineRoute(removeLessonsInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { collections: contentRefs.collections, content: contentRefs.content, courses: contentRefs.courses },
    async handler({ body, access, deps }) {
      await deps.collections.removeLessons(body.course, body.ids);
      return courseHome(deps.content, deps.courses, body.course, asEditor(access));
    },
  }),
  defineRoute(removePagesInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { editor: contentRefs.editor },
    handler: ({ body, user, deps }) => deps.editor.removePages(body.course, body.lesson, body.ids, user!.id),
  }),
];
