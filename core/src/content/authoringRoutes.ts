import { defineRoute } from '../contract/route.ts';
import { jsonSchema } from '../contract/jsonSchema.ts';
import type { CourseAccess } from '../contract/permissions.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { contentRefs } from './contentRefs.ts';
import { LIBRARY_ITEM_TYPES, type LibraryItemType } from './ContentLibrary.ts';
import { courseUpdateSchema, idsSchema, lessonSettingsSchema, lessonUpdateSchema, newLessonSchema, newPageSchema, pageUpdateSchema } from './itemSchemas.ts';
import { toApiLesson } from './itemViews.ts';
import { courseHome } from './courseHome.ts';

/** What an editor sees: everything, drafts and locked items included. */
const asEditor = (access: CourseAccess | null): CourseAccess => ({ ...access!, professor: true });

const libraryQuery = jsonSchema<{ type?: LibraryItemType }>({ type: 'object', properties: { type: { enum: [...LIBRARY_ITEM_TYPES] } } });

/** Part 2 §7 "Content": authoring calls (create, save, reorder, clone, remove, library, preview). */
export const authoringRoutes = [
  defineRoute({
    method: 'POST',
    path: 'lessons/:courseId/new/',
    permission: 'course:edit',
    summary: 'Creates a lesson at the end of the course, owned by the caller.',
    body: newLessonSchema,
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const lesson = await deps.collections.createLesson(params.courseId!, body, user!.id);
      reply.status(201);
      return { new_lesson: toApiLesson(lesson, [], [], []) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'pages/:courseId/:lessonId/new/',
    permission: 'course:edit',
    summary: 'Creates a page at the end of a lesson, owned by the caller.',
    body: newPageSchema,
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const page = await deps.collections.createPage(params.courseId!, params.lessonId!, body, user!.id);
      reply.status(201);
      return { new_page: page };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'courses/:courseId/',
    permission: 'course:edit',
    summary: 'Saves the course title and images, and the order of its lessons (which may add existing lessons).',
    body: courseUpdateSchema,
    deps: { collections: contentRefs.collections, content: kernelRefs.content, courses: kernelRefs.courses },
    async handler({ params, body, user, access, deps }) {
      await deps.collections.updateCourse(params.courseId!, body, user!.id);
      return courseHome(deps.content, deps.courses, params.courseId!, asEditor(access));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'lessons/:courseId/:lessonId/',
    permission: 'course:edit',
    summary: 'Saves a lesson and the order of its pages; a non-owner saving a shared lesson gets a relocated copy.',
    body: lessonUpdateSchema,
    deps: { editor: contentRefs.editor },
    handler: ({ params, body, user, deps }) => deps.editor.updateLesson(params.courseId!, params.lessonId!, body, user!.id),
  }),
  defineRoute({
    method: 'PUT',
    path: 'collection/lessons/:courseId/:lessonId/',
    permission: 'course:edit',
    summary: "Saves a lesson's settings; a non-owner saving a shared lesson gets a relocated copy.",
    body: lessonSettingsSchema,
    deps: { editor: contentRefs.editor },
    handler: ({ params, body, user, deps }) => deps.editor.updateLesson(params.courseId!, params.lessonId!, body, user!.id),
  }),
  defineRoute({
    method: 'PUT',
    path: 'pages/:courseId/:lessonId/:pageId/',
    permission: 'course:edit',
    summary: 'Saves a page: fields, draft, lock and its component slots under the page rules; a non-owner saving a shared page gets a relocated copy.',
    body: pageUpdateSchema,
    deps: { editor: contentRefs.editor },
    handler: ({ params, body, user, deps }) => deps.editor.updatePage(params.courseId!, params.lessonId!, params.pageId!, body, user!.id),
  }),
  defineRoute({
    method: 'POST',
    path: 'clone/lessons/:courseId/',
    permission: 'course:edit',
    summary: 'Copies lessons of the course (with copies of their pages and components) to its end.',
    body: idsSchema,
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const lessons = await deps.collections.cloneLessons(params.courseId!, body.ids, user!.id);
      reply.status(201);
      return { lessons };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'clone/pages/:courseId/:lessonId/',
    permission: 'course:edit',
    summary: 'Copies pages of a lesson (with copies of their components) to its end.',
    body: idsSchema,
    deps: { collections: contentRefs.collections },
    async handler({ params, body, user, deps, reply }) {
      const pages = await deps.collections.clonePages(params.courseId!, params.lessonId!, body.ids, user!.id);
      reply.status(201);
      return { pages };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'remove/lessons/:courseId/',
    permission: 'course:edit',
    summary: 'Takes lessons out of the course.',
    body: idsSchema,
    deps: { collections: contentRefs.collections, content: kernelRefs.content, courses: kernelRefs.courses },
    async handler({ params, body, user, access, deps }) {
      await deps.collections.removeLessons(params.courseId!, body.ids);
      return courseHome(deps.content, deps.courses, params.courseId!, asEditor(access));
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'remove/pages/:courseId/:lessonId/',
    permission: 'course:edit',
    summary: 'Takes pages out of a lesson.',
    body: idsSchema,
    deps: { editor: contentRefs.editor },
    async handler({ params, body, user, deps }) {
      return deps.editor.removePages(params.courseId!, params.lessonId!, body.ids, user!.id);
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'pin_to_library/component/:componentId/:courseId',
    permission: 'course:edit',
    changesState: true,
    summary: "Pins a component of the course to the caller's library.",
    deps: { library: contentRefs.library },
    async handler({ params, user, deps }) {
      return { status: 'Added', item: await deps.library.pin(user!.id, params.courseId!, 'component', params.componentId!) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'pin_to_library/:type/:itemId/:courseId',
    permission: 'course:edit',
    changesState: true,
    summary: "Pins a lesson or page of the course to the caller's library (type lessons or pages).",
    deps: { library: contentRefs.library },
    async handler({ params, user, deps }) {
      const type = params.type;
      if (type !== 'lessons' && type !== 'pages') throw new LmsError('not-found', 'Only lessons, pages and components can be pinned.');
      return { status: 'Added', item: await deps.library.pin(user!.id, params.courseId!, type, params.itemId!) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'library/:courseId/',
    permission: 'course:edit',
    summary: "The caller's library: pinned lessons, pages and components, newest first.",
    query: libraryQuery,
    deps: { library: contentRefs.library },
    async handler({ query, user, deps }) {
      return { items: await deps.library.list(user!.id, query.type) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'library/:courseId/:itemId/',
    permission: 'course:edit',
    summary: "Takes an item out of the caller's library (the item stays).",
    deps: { library: contentRefs.library },
    async handler({ params, user, deps }) {
      await deps.library.unpin(user!.id, params.itemId!);
      return { status: 'ok' };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'preview/:type/:componentId/:courseId',
    permission: 'course:professor',
    summary: 'Component preview (the type must be the component’s).',
    deps: { components: kernelRefs.components },
    async handler({ params, access, deps }) {
      const component = await deps.components.get(params.courseId!, params.componentId!, access);
      if (component.type !== params.type) throw new LmsError('not-found', 'Component not found.');
      return component;
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'preview/collection/:kind/:itemId/:courseId',
    permission: 'course:professor',
    summary: 'Edit preview of a page or lesson (kind pages or lessons), drafts and locked items included.',
    deps: { lessons: contentRefs.lessons },
    handler({ params, access, deps }) {
      if (params.kind === 'pages') return deps.lessons.editablePage(params.courseId!, params.itemId!);
      if (params.kind === 'lessons') return deps.lessons.lesson(params.courseId!, params.itemId!, asEditor(access));
      throw new LmsError('not-found', 'Only pages and lessons have a collection preview.');
    },
  }),
];
