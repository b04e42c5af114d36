import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import {
  createTagInPayload,
  listOwnTags,
  pinComponentById,
  pinItemById,
  renameTagInPayload,
  saveComponentByPost,
  toggleStarById,
} from '@lms/contract/calls/contentSpecPathCalls.ts';
import { contentRefs } from './contentServices.ts';

/**
 * Part 2 §7 "Content" at the spec's paths (contentSpecPathCalls.ts): the same
 * services and answers as the routes of ours beside them (contentRoutes.ts,
 * authoringRoutes.ts, learnerRoutes.ts). A path naming an object but no course
 * is decided in the object's course (courseOf); a payload naming the course, on
 * its `course` (courseInBody).
 */
export const contentSpecPathRoutes = [
  defineRoute(saveComponentByPost, {
    permission: 'course:edit',
    deps: { components: contentRefs.components },
    handler: ({ params, body, access, user, deps }) =>
      deps.components.update(params.courseId, params.lessonId, params.pageId, params.componentId, body, access!, user!.id),
  }),
  defineRoute(pinComponentById, {
    permission: 'course:edit',
    changesState: true,
    deps: { library: contentRefs.library, items: contentRefs.itemCourses },
    courseOf: ({ params, deps }) => deps.items.courseOf('component', params.componentId),
    async handler({ params, user, deps }) {
      const courseId = await deps.items.courseOf('component', params.componentId);
      return { status: 'Added', item: await deps.library.pin(user!.id, courseId, 'component', params.componentId) };
    },
  }),
  defineRoute(pinItemById, {
    permission: 'course:edit',
    changesState: true,
    deps: { library: contentRefs.library, items: contentRefs.itemCourses },
    courseOf: ({ params, deps }) => deps.items.courseOf(pinnable(params.type), params.itemId),
    async handler({ params, user, deps }) {
      const type = pinnable(params.type);
      return { status: 'Added', item: await deps.library.pin(user!.id, await deps.items.courseOf(type, params.itemId), type, params.itemId) };
    },
  }),
  defineRoute(toggleStarById, {
    permission: 'course:view',
    deps: { trail: contentRefs.trail, items: contentRefs.itemCourses },
    courseOf: async ({ params, deps }) => (await deps.items.placeOfPage(params.pageId)).courseId,
    async handler({ params, access, user, deps }) {
      const { courseId, lessonId } = await deps.items.placeOfPage(params.pageId);
      return { starClicked: await deps.trail.toggleStar(courseId, lessonId, params.pageId, access!, user!.id) };
    },
  }),
  defineRoute(listOwnTags, {
    permission: 'author',
    deps: { tags: contentRefs.tags },
    async handler({ user, deps }) {
      return { tags: await deps.tags.listOwn(user!) };
    },
  }),
  defineRoute(createTagInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { tags: contentRefs.tags },
    async handler({ body: { course, ...fields }, user, deps, reply }) {
      const tag = await deps.tags.create(user!, course, fields);
      reply.status(201);
      return tag;
    },
  }),
  defineRoute(renameTagInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    deps: { tags: contentRefs.tags },
    handler: ({ body, user, deps }) => deps.tags.rename(user!, body.course, body._id, body.name),
  }),
];

/** The pin_to_library type segment of a lesson or a page (components have their own path). */
function pinnable(type: string): 'lessons' | 'pages' {
  if (type !== 'lessons' && type !== 'pages') throw new LmsError('not-found', 'Only lessons, pages and components can be pinned.');
  return type;
}
