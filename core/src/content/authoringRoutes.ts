import { defineRoute } from '@lms/contract/route.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { contentRefs } from './contentServices.ts';
import {
  clonePages,
  cloneLessons,
  createLesson,
  createPage,
  listLibrary,
  pinComponent,
  pinItem,
  previewComponent,
  previewLesson,
  previewPage,
  removeLessons,
  removePages,
  unpinItem,
  updateCourse,
  updateLesson,
  updateLessonSettings,
  updatePage,
} from '@lms/contract/calls/authoringCalls.ts';
import { toApiLesson } from './itemViews.ts';
import { courseHome } from './courseHome.ts';

/** What an editor sees: everything, drafts and locked items included. */
export const asEditor = (access: CourseAccess | null): CourseAccess => ({ ...access!, professor: true });

/** Part 2 §7 "Content": authoring calls (create, save, reorder, clone, remove, library, preview). */
export const authoringRoutes = [
  defineRoute(createLesson, {
    permission: 'course:edit',
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const lesson = await deps.collections.createLesson(params.courseId, body, user!.id);
      reply.status(201);
      return { new_lesson: toApiLesson(lesson, [], [], []) };
    },
  }),
  defineRoute(createPage, {
    permission: 'course:edit',
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const page = await deps.collections.createPage(params.courseId, params.lessonId, body, user!.id);
      reply.status(201);
      return { new_page: page };
    },
  }),
  defineRoute(updateCourse, {
    permission: 'course:edit',
    deps: { collections: contentRefs.collections, content: contentRefs.content, courses: contentRefs.courses },
    async handler({ params, body, user, access, deps }) {
      await deps.collections.updateCourse(params.courseId, body, user!.id);
      return courseHome(deps.content, deps.courses, params.courseId, asEditor(access));
    },
  }),
  defineRoute(updateLesson, {
    permission: 'course:edit',
    deps: { editor: contentRefs.editor },
    handler: ({ params, body, user, deps }) => deps.editor.updateLesson(params.courseId, params.lessonId, body, user!.id),
  }),
  defineRoute(updateLessonSettings, {
    permission: 'course:edit',
    deps: { editor: contentRefs.editor },
    handler: ({ params, body, user, deps }) => deps.editor.updateLesson(params.courseId, params.lessonId, body, user!.id),
  }),
  defineRoute(updatePage, {
    permission: 'course:edit',
    deps: { editor: contentRefs.editor },
    handler: ({ params, body, user, deps }) => deps.editor.updatePage(params.courseId, params.lessonId, params.pageId, body, user!.id),
  }),
  defineRoute(cloneLessons, {
    permission: 'course:edit',
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const lessons = await deps.collections.cloneLessons(params.courseId, body.ids, user!.id);
      reply.status(201);
      return { lessons };
    },
  }),
  defineRoute(clonePages, {
    permission: 'course:edit',
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const pages = await deps.collections.clonePages(params.courseId, params.lessonId, body.ids, user!.id);
      reply.status(201);
      return { pages };
    },
  }),
  defineRoute(removeLessons, {
    permission: 'course:edit',
    deps: { collections: contentRefs.collections, content: contentRefs.content, courses: contentRefs.courses },
    async handler({ params, body, user, access, deps }) {
      await deps.collections.removeLessons(params.courseId, body.ids);
      return courseHome(deps.content, deps.courses, params.courseId, asEditor(access));
    },
  }),
  defineRoute(removePages, {
    permission: 'course:edit',
    deps: { editor: contentRefs.editor },
    async handler({ params, body, user, deps }) {
      return deps.editor.removePages(params.courseId, params.lessonId, body.ids, user!.id);
    },
  }),
  defineRoute(pinComponent, {
    permission: 'course:edit',
    changesState: true,
    deps: { library: contentRefs.library },
    async handler({ params, user, deps }) {
      return { status: 'Added', item: await deps.library.pin(user!.id, params.courseId, 'component', params.componentId) };
    },
  }),
  defineRoute(pinItem, {
    permission: 'course:edit',
    changesState: true,
    deps: { library: contentRefs.library },
    async handler({ params, user, deps }) {
      const type = params.type;
      if (type !== 'lessons' && type !== 'pages') throw new LmsError('not-found', 'Only lessons, pages and components can be pinned.');
      return { status: 'Added', item: await deps.library.pin(user!.id, params.courseId, type, params.itemId) };
    },
  }),
  defineRoute(listLibrary, {
    permission: 'course:edit',
    deps: { library: contentRefs.library },
    async handler({ query, user, deps }) {
      return { items: await deps.library.list(user!.id, query.type) };
    },
  }),
  defineRoute(unpinItem, {
    permission: 'course:edit',
    deps: { library: contentRefs.library },
    async handler({ params, user, deps }) {
      await deps.library.unpin(user!.id, params.itemId);
      return { status: 'ok' };
    },
  }),
  defineRoute(previewComponent, {
    permission: 'course:professor',
    deps: { components: contentRefs.components },
    async handler({ params, access, deps }) {
      const component = await deps.components.get(params.courseId, params.componentId, access);
      if (component.type !== params.type) throw new LmsError('not-found', 'Component not found.');
      return component;
    },
  }),
  defineRoute(previewPage, {
    permission: 'course:professor',
    deps: { lessons: contentRefs.lessons },
    handler: ({ params, deps }) => deps.lessons.editablePage(params.courseId, params.pageId),
  }),
  defineRoute(previewLesson, {
    permission: 'course:professor',
    deps: { lessons: contentRefs.lessons },
    handler: ({ params, access, deps }) => deps.lessons.lesson(params.courseId, params.lessonId, asEditor(access)),
  }),
];
