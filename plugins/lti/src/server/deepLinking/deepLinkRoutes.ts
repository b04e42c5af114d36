import { coreServices, defineRoute, LmsError, type CourseDirectory, type PermissionChecker, type SessionUser } from '@lms/sdk';
import { chooseDeepLinks, deepLinkRequest, deepLinkResponse, type PickableCourse } from '../../calls/deepLinkCalls.ts';
import { LTI_ERRNOS } from '../ltiErrnos.ts';
import { postAway } from '../postPage.ts';
import { platformFrameOrigins } from '../frameOrigins.ts';
import { deepLinksRef, platformsRef } from '../services.ts';
import type { ChosenItem } from './DeepLinkStore.ts';
import { signDeepLinkResponse } from './deepLinkResponse.ts';

/** A course the user is staff of, with its lessons as they see them; lti-not-your-course otherwise. */
async function taughtCourse(courses: CourseDirectory, permissions: PermissionChecker, user: SessionUser, courseId: string, title?: string): Promise<PickableCourse> {
  const access = await permissions.courseAccess(user, courseId);
  if (!access?.professor) throw LmsError.declared(LTI_ERRNOS, 'lti-not-your-course');
  const outline = await courses.outline(courseId, access);
  return { id: courseId, title: title ?? outline.title, lessons: outline.lessons.map((lesson) => ({ id: lesson._id, title: lesson.title })) };
}

/**
 * Deep linking (LTI Deep Linking 2.0), after the launch kept the request: the
 * picker's offer (the courses the instructor teaches and their lessons), the
 * choice recorded once, and the page that posts the signed answer back to the
 * platform. Each is the launching instructor's only.
 */
export const deepLinkRoutes = [
  defineRoute(deepLinkRequest, {
    permission: 'user',
    deps: { deepLinks: deepLinksRef, platforms: platformsRef, courses: coreServices.courses, permissions: coreServices.permissions },
    async handler({ params, user: caller, deps }) {
      const user = caller!;
      const request = await deps.deepLinks.awaiting(params.requestId, user.id);
      const platform = await deps.platforms.byId(request.platform_id);
      const taught = await deps.courses.taughtBy(user.id);
      const courses = await Promise.all(taught.map((course) => taughtCourse(deps.courses, deps.permissions, user, course.id, course.title)));
      return { id: request.id, issuer: platform?.issuer ?? '', accept_multiple: request.accept_multiple, expires_at: request.expires_at.toISOString(), courses };
    },
  }),
  defineRoute(chooseDeepLinks, {
    permission: 'user',
    deps: { deepLinks: deepLinksRef, courses: coreServices.courses, permissions: coreServices.permissions },
    async handler({ params, body, user: caller, deps }) {
      const user = caller!;
      const request = await deps.deepLinks.awaiting(params.requestId, user.id);
      if (!request.accept_multiple && body.items.length > 1) throw LmsError.declared(LTI_ERRNOS, 'lti-one-item-only');
      const items: ChosenItem[] = [];
      for (const item of body.items) {
        const course = await taughtCourse(deps.courses, deps.permissions, user, item.course_id);
        if (item.lesson_id === undefined) {
          items.push({ course_id: course.id, title: course.title });
          continue;
        }
        const lesson = course.lessons.find((entry) => entry.id === item.lesson_id);
        if (!lesson) throw LmsError.validation([{ field: 'items', message: 'This lesson is not in the course.' }]);
        items.push({ course_id: course.id, lesson_id: lesson.id, title: `${course.title}: ${lesson.title}` });
      }
      await deps.deepLinks.choose(request.id, user.id, items);
      return { response_url: `/server/lti/deep-links/${request.id}/response` };
    },
  }),
  defineRoute(deepLinkResponse, {
    permission: 'user',
    deps: { deepLinks: deepLinksRef, platforms: platformsRef, keys: coreServices.signingKeys },
    async handler({ params, user: caller, origin, reply, deps }) {
      const user = caller!;
      const request = await deps.deepLinks.chosen(params.requestId, user.id);
      const platform = await deps.platforms.byId(request.platform_id);
      if (!platform) throw LmsError.declared(LTI_ERRNOS, 'lti-deep-link-gone');
      const jwt = await signDeepLinkResponse(deps.keys, platform, request, request.items, origin);
      postAway(reply, new URL(request.return_url), { JWT: jwt }, { title: 'Returning to your LMS', button: 'Continue to your LMS' }, platformFrameOrigins(platform));
    },
  }),
];
