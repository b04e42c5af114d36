import { defineRoute } from '../contract/route.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { contentRefs } from './contentRefs.ts';
import { mediaRefs } from '../media/mediaRefs.ts';
import { LmsError } from '../errors/LmsError.ts';
import { objectiveSchema, visitSchema } from './LearnerTrail.ts';
import { LICENSES } from './licenses.ts';
import { courseSettingsSchema } from './courseSettingsSchema.ts';
import { SETTINGS_SAVED } from './CourseSettingsService.ts';
import { newTagSchema, tagRenameSchema } from './TagService.ts';

/** Part 2 §7 "Content": course settings, bookmarks, objectives, licences, audit trail, last activity, tags. */
export const learnerRoutes = [
  defineRoute({
    method: 'PUT',
    path: 'collection/courses/:courseId/',
    permission: 'course:edit',
    summary: 'Saves course settings (part 2 §3 Course), including the instructors and assistants.',
    body: courseSettingsSchema,
    deps: { settings: contentRefs.settings, watch: kernelRefs.courseAccessWatch, mediaCheck: mediaRefs.referenceCheck },
    async handler({ params, body, user, deps }) {
      // The course image and pictures may name only library files the author could read directly (issue 14).
      const refused = await deps.mediaCheck.errors(user!, body, await deps.settings.read(params.courseId!), '');
      if (refused.length) throw LmsError.validation(refused);
      const settings = await deps.settings.update(params.courseId!, body);
      // A removed assistant or a new start date can end someone's access: their sockets leave the course's rooms.
      await deps.watch.courseAccessChanged(params.courseId!);
      return { status: SETTINGS_SAVED, settings };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'get_course_settings_info/:courseId',
    permission: 'course:edit',
    summary: 'Every course setting with its default, the staff, payment settings and LTI keys.',
    deps: { settings: contentRefs.settings },
    async handler({ params, deps }) {
      return { settings: await deps.settings.read(params.courseId!) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'pages/:courseId/:lessonId/:pageId/toggle_star/',
    permission: 'course:view',
    summary: "Flips the caller's bookmark on a page.",
    deps: { trail: contentRefs.trail },
    async handler({ params, access, user, deps }) {
      return { starClicked: await deps.trail.toggleStar(params.courseId!, params.lessonId!, params.pageId!, access!, user!.id) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'bookmarks/:courseId/',
    permission: 'course:view',
    summary: "The caller's bookmarked pages of the course, newest first.",
    deps: { trail: contentRefs.trail },
    async handler({ params, access, user, deps }) {
      return { pages: await deps.trail.bookmarks(params.courseId!, access!, user!.id) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'set_objective/:courseId/:lessonId',
    permission: 'course:edit',
    summary: "Sets (or clears, with '') a lesson's learning objective.",
    body: objectiveSchema,
    deps: { trail: contentRefs.trail },
    handler: ({ params, body, deps }) => deps.trail.setObjective(params.courseId!, params.lessonId!, body.objective),
  }),
  defineRoute({
    method: 'GET',
    path: 'objectives/:courseId/',
    permission: 'course:view',
    summary: 'The learning objectives of the lessons the caller may see, in course order.',
    deps: { trail: contentRefs.trail },
    async handler({ params, access, deps }) {
      return { objectives: await deps.trail.objectives(params.courseId!, access!) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'licenses/',
    permission: 'user',
    summary: 'The Creative Commons licences an author may choose.',
    handler: () => ({ licenses: LICENSES }),
  }),
  defineRoute({
    method: 'POST',
    path: 'audit_trail',
    permission: 'user',
    summary: 'Records a course home, lesson home or page visit of the caller.',
    body: visitSchema,
    deps: { trail: contentRefs.trail, permissions: kernelRefs.permissionService },
    async handler({ body, user, deps }) {
      // The course is in the body (the spec's payload): the same check a course:view route makes.
      const access = await deps.permissions.check('course:view', user, body.course);
      await deps.trail.record(body, access!, user!.id);
      return { status: 'ok' };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'user/last_activity/:courseId',
    permission: 'course:view',
    summary: 'The last page of the course the caller visited (and can still see), or null.',
    deps: { trail: contentRefs.trail },
    async handler({ params, access, user, deps }) {
      return { last_activity: await deps.trail.lastActivity(params.courseId!, access!, user!.id) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'tags/:courseId/',
    permission: 'course:edit',
    summary: "Authoring tags: all for administrators, otherwise the caller's own and the course's.",
    deps: { tags: contentRefs.tags },
    async handler({ params, user, deps }) {
      return { tags: await deps.tags.list(user!, params.courseId!) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'tags/:courseId/',
    permission: 'course:edit',
    summary: 'Creates an authoring tag in the course.',
    body: newTagSchema,
    deps: { tags: contentRefs.tags },
    async handler({ params, body, user, deps, reply }) {
      const tag = await deps.tags.create(user!, params.courseId!, body);
      reply.status(201);
      return tag;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'tags/:courseId/:tagId/',
    permission: 'course:edit',
    summary: 'Renames an authoring tag (its author or an administrator).',
    body: tagRenameSchema,
    deps: { tags: contentRefs.tags },
    handler: ({ params, body, user, deps }) => deps.tags.rename(user!, params.courseId!, params.tagId!, body.name),
  }),
];

