import { coreServices } from '@lms/contract/services.ts';
import { defineRoute } from '@lms/contract/route.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { contentRefs } from './contentServices.ts';
import { mediaRefs } from '../media/mediaServices.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import {
  createTag,
  getCourseSettings,
  getLastActivity,
  listBookmarks,
  listLicences,
  listObjectives,
  listTags,
  recordVisit,
  renameTag,
  saveCourseSettings,
  setObjective,
  toggleStar,
} from '@lms/contract/calls/learnerCalls.ts';
import { LICENSES } from './licenses.ts';
import { settingsSavedMessage } from './CourseSettingsService.ts';

/** Part 2 §7 "Content": course settings, bookmarks, objectives, licences, audit trail, last activity, tags. */
export const learnerRoutes = [
  defineRoute(saveCourseSettings, {
    permission: 'course:edit',
    deps: { settings: contentRefs.settings, watch: kernelParts.courseAccessWatch, mediaCheck: mediaRefs.referenceCheck },
    async handler({ params, body, user, deps }) {
      // The course image and pictures may name only library files the author could read directly (issue 14).
      const refused = await deps.mediaCheck.errors(user!, body, await deps.settings.read(params.courseId), '');
      if (refused.length) throw LmsError.validation(refused);
      const settings = await deps.settings.update(params.courseId, body);
      // A removed assistant or a new start date can end someone's access: their sockets leave the course's rooms.
      await deps.watch.courseAccessChanged(params.courseId);
      return { status: settingsSavedMessage(body), settings };
    },
  }),
  defineRoute(getCourseSettings, {
    permission: 'course:edit',
    deps: { settings: contentRefs.settings },
    async handler({ params, deps }) {
      return { settings: await deps.settings.read(params.courseId) };
    },
  }),
  defineRoute(toggleStar, {
    permission: 'course:view',
    deps: { trail: contentRefs.trail },
    async handler({ params, access, user, deps }) {
      return { starClicked: await deps.trail.toggleStar(params.courseId, params.lessonId, params.pageId, access!, user!.id) };
    },
  }),
  defineRoute(listBookmarks, {
    permission: 'course:view',
    deps: { trail: contentRefs.trail },
    async handler({ params, access, user, deps }) {
      return { pages: await deps.trail.bookmarks(params.courseId, access!, user!.id) };
    },
  }),
  defineRoute(setObjective, {
    permission: 'course:edit',
    deps: { trail: contentRefs.trail },
    handler: ({ params, body, deps }) => deps.trail.setObjective(params.courseId, params.lessonId, body.objective),
  }),
  defineRoute(listObjectives, {
    permission: 'course:view',
    deps: { trail: contentRefs.trail },
    async handler({ params, access, deps }) {
      return { objectives: await deps.trail.objectives(params.courseId, access!) };
    },
  }),
  defineRoute(listLicences, {
    permission: 'user',
    handler: () => ({ licenses: [...LICENSES] }),
  }),
  defineRoute(recordVisit, {
    permission: 'user',
    deps: { trail: contentRefs.trail, tracking: coreServices.tracking },
    async handler({ body, user, deps }) {
      // The course is in the body (the spec's payload): the check a course:view route makes, with the place's, in one query.
      await deps.trail.record(body, user!);
      // Issue 21: the same visit, for time on task and the dashboards (buffered, never fails the call).
      deps.tracking.record({
        kind: body.type,
        courseId: body.course,
        userId: user!.id,
        lessonId: body.type === 'course_home_visit' ? null : (body.lesson ?? null),
        pageId: body.type === 'page_visit' ? (body.page ?? null) : null,
      });
      return { status: 'ok' };
    },
  }),
  defineRoute(getLastActivity, {
    permission: 'course:view',
    deps: { trail: contentRefs.trail },
    async handler({ params, access, user, deps }) {
      return { last_activity: await deps.trail.lastActivity(params.courseId, access!, user!.id) };
    },
  }),
  defineRoute(listTags, {
    permission: 'course:edit',
    deps: { tags: contentRefs.tags },
    async handler({ params, user, deps }) {
      return { tags: await deps.tags.list(user!, params.courseId) };
    },
  }),
  defineRoute(createTag, {
    permission: 'course:edit',
    deps: { tags: contentRefs.tags },
    async handler({ params, body, user, deps, reply }) {
      const tag = await deps.tags.create(user!, params.courseId, body);
      reply.status(201);
      return tag;
    },
  }),
  defineRoute(renameTag, {
    permission: 'course:edit',
    deps: { tags: contentRefs.tags },
    handler: ({ params, body, user, deps }) => deps.tags.rename(user!, params.courseId, params.tagId, body.name),
  }),
];

