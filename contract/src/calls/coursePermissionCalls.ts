import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';

export type { CoursePermissions } from '../permissions.ts';

/** Part 3 §6: the redesign's canViewCourse and canEditCalendar (contract/src/permissions.ts `coursePermissions`). */
export const CoursePermissionsSchema = Type.Object({ canViewCourse: Type.Boolean(), canEditCalendar: Type.Boolean() });

export const getCoursePermissions = defineCall({
  method: 'GET',
  path: 'course_permissions/:courseId',
  summary:
    "The caller's canViewCourse (any access to the course) and canEditCalendar (manager rights: its dates) in the course, as the permission service decides them; both false for a course the caller has no access to, or an unknown one.",
  answer: CoursePermissionsSchema,
});
