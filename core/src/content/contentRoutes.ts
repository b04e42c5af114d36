import { defineRoute } from '@lms/contract/route.ts';
import { createComponent, getComponent, getCourseHome, getPage, getPreviewLessons, listComponentTypes, listCourses, updateComponent } from '@lms/contract/calls/contentCalls.ts';
import { getLesson } from '@lms/contract/calls/authoringCalls.ts';
import { getDashboard } from '@lms/contract/calls/dashboardCalls.ts';
import { archiveCourse, COURSE_CREATION_MESSAGES, createCourse, getCourseCreationPolicy } from '@lms/contract/calls/courseCreationCalls.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { contentRefs } from './contentServices.ts';
import { courseHome } from './courseHome.ts';
import { viewAs } from './viewAs.ts';
import { previewLessons } from './previewLessons.ts';
import { coreServices } from '@lms/contract/services.ts';

/** Part 2 §7 "Content": the reads the delivery screens need (with the §8 course-load rules) and component save. */
export const contentRoutes = [
  defineRoute(listCourses, {
    permission: 'user',
    deps: { lists: contentRefs.courseLists },
    async handler({ user, deps }) {
      return { courses: await deps.lists.coursesFor(user!) };
    },
  }),
  defineRoute(getCourseCreationPolicy, {
    permission: 'user',
    deps: { creation: contentRefs.creation },
    handler: ({ user, deps }) => deps.creation.policy(user!),
  }),
  defineRoute(createCourse, {
    permission: 'user',
    deps: { creation: contentRefs.creation },
    handler: async ({ user, body, deps }) => ({ message: COURSE_CREATION_MESSAGES.created, course: await deps.creation.create(user!, body) }),
  }),
  defineRoute(archiveCourse, {
    permission: 'course:edit',
    deps: { archive: contentRefs.archive },
    handler: ({ user, params, body, deps }) => deps.archive.set(user!.id, params.courseId, body.archived),
  }),
  defineRoute(getDashboard, {
    permission: 'user',
    deps: { progress: contentRefs.courseProgress },
    handler: ({ user, deps }) => deps.progress.summaryFor(user!.id),
  }),
  defineRoute(getCourseHome, {
    permission: 'course:view',
    deps: { content: contentRefs.content, courses: contentRefs.courses },
    handler: ({ params, query, access, deps }) => courseHome(deps.content, deps.courses, params.courseId, viewAs(access, query)),
  }),
  defineRoute(getLesson, {
    permission: 'course:view',
    deps: { lessons: contentRefs.lessons },
    handler: ({ params, query, access, deps }) => deps.lessons.lesson(params.courseId, params.lessonId, viewAs(access, query)),
  }),
  defineRoute(getPreviewLessons, {
    // Issue 26 item 7: the preview-lessons demo is read without an account.
    permission: 'public',
    deps: { db: coreServices.database, clock: coreServices.clock, lessons: contentRefs.lessons, content: contentRefs.content },
    handler: ({ params, deps }) => previewLessons(deps.db, deps.clock, deps.lessons, deps.content, params.courseId),
  }),
  defineRoute(getPage, {
    permission: 'course:view',
    deps: { content: contentRefs.content },
    handler: ({ params, query, access, deps }) => deps.content.page(params.courseId, params.lessonId, params.pageId, viewAs(access, query)),
  }),
  defineRoute(getComponent, {
    permission: 'course:view',
    deps: { components: contentRefs.components },
    handler: ({ params, query, access, deps }) => deps.components.get(params.courseId, params.componentId, viewAs(access, query)),
  }),
  defineRoute(listComponentTypes, {
    permission: 'course:edit',
    deps: { registry: kernelParts.componentTypes },
    handler: ({ deps }) => ({
      types: [...deps.registry.componentTypes.values()].map(({ pluginId, definition }) => ({
        type: definition.type,
        title: definition.title,
        plugin: pluginId,
        defaults: definition.defaults,
      })),
    }),
  }),
  defineRoute(createComponent, {
    permission: 'course:edit',
    deps: { components: contentRefs.components },
    async handler({ params, body, access, user, deps, reply }) {
      const created = await deps.components.create(params.courseId, params.lessonId, params.pageId, body, access!, user!.id);
      reply.status(201);
      return created;
    },
  }),
  defineRoute(updateComponent, {
    permission: 'course:edit',
    deps: { components: contentRefs.components },
    handler: ({ params, body, access, user, deps }) =>
      deps.components.update(params.courseId, params.lessonId, params.pageId, params.componentId, body, access!, user!.id),
  }),
];
