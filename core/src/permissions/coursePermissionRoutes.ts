import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { coursePermissions } from '@lms/contract/permissions.ts';
import { getCoursePermissions } from '@lms/contract/calls/coursePermissionCalls.ts';

/**
 * GET course_permissions/{courseId} (part 3 §6, the redesign): what the caller
 * may do in a course, asked of the permission service. Any signed-in user may
 * ask; someone without access learns only that they have none (a course they
 * cannot see and an unknown one answer alike).
 */
export const coursePermissionRoutes = [
  defineRoute(getCoursePermissions, {
    permission: 'user',
    deps: { permissions: coreServices.permissions },
    handler: async ({ params, user, deps }) => coursePermissions(await deps.permissions.courseAccess(user!, params.courseId)),
  }),
];
