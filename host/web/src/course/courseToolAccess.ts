import { routePath, type CourseMode, type RouteAccess } from '@lms/sdk/web';
import type { CoursePermissions } from '@lms/sdk/calls';
import { modeTwin, type CourseRights } from './courseModeRules.ts';

/** Who opens a course tool, as far as the redirects are concerned. */
export interface CourseToolViewer {
  rights: CourseRights;
  /** Has a view of the course: a role in it, or site administrator. */
  member: boolean;
  /** The course's effective mode for this user (students: always presentation). */
  mode: CourseMode;
}

/** The instructor gradebook's routes: non-instructors who reach them get the student's gradebook within insights. */
const INSTRUCTOR_GRADEBOOK = new Set(['reports.grades', 'reports.grades_new']);

/**
 * Where someone opening a course tool whose name depends on the mode (part 1
 * §2) is sent instead, or null to show it. Part 3 §6: users with no view of the
 * course go to the course list (their dashboard of courses); non-instructors
 * reaching the instructor gradebook go to the insights gradebook, and to the
 * course root (courseoriginal) from the other instructor tools; a professor
 * gets the tool's twin for their mode (in student mode reports/grades is the
 * gradebook and the grading center the course root; in Instructor View and
 * Author Mode the gradebook is reports/grades_new). Professors without manager
 * rights in the course (assistants of a course with assistants_no_mgr_rights
 * who are no program administrators) are sent from the manager tools (route
 * access 'manage': activity settings and rollups) to the list default.
 */
export function courseToolRedirect(routeName: string, access: RouteAccess, viewer: CourseToolViewer, courseId: string): string | null {
  const courseRoot = routePath('course', { courseId });
  if (!viewer.member) return routePath('list');
  if (viewer.rights.professor) {
    // Professors open any student's drilldown (part 3 §6): "student drilldown becomes professor drilldown" is for switching modes (pathForMode), not for opening it.
    if (routeName === 'drilldown.student' && viewer.mode !== 'student') return null;
    const twin = modeTwin(routeName, viewer.mode === 'student' ? 'student' : 'presentation');
    if (twin === null) return courseRoot;
    if (twin !== undefined) return routePath(twin, { courseId });
    return access === 'manage' && !viewer.rights.manage ? routePath('list') : null;
  }
  if (INSTRUCTOR_GRADEBOOK.has(routeName)) return routePath('insights.gradebook', { courseId });
  return access === 'professor' || access === 'manage' ? courseRoot : null;
}

/**
 * Part 3 §6: "In the redesign, the permissions canEditCalendar and
 * canViewCourse decide access". With the redesign flag on, the server's answer
 * (GET course_permissions/{courseId}) replaces what the shell infers from the
 * user's course list: canViewCourse is the view of the course (a program
 * administrator of its program has one without a role in it), canEditCalendar
 * the manager rights the manager tools (activity settings, rollups: where the
 * course's dates are set) need, which only professors have.
 */
export function redesignAccess(seen: Pick<CourseToolViewer, 'rights' | 'member'>, permissions: CoursePermissions): Pick<CourseToolViewer, 'rights' | 'member'> {
  const manage = permissions.canEditCalendar;
  return { member: permissions.canViewCourse, rights: { ...seen.rights, professor: seen.rights.professor || manage, manage } };
}
