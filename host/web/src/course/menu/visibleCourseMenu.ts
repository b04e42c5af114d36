import type { CourseMenuEntry, CourseMode, RouteEntry, WebSessionUser } from '@lms/sdk/web';
import { fillRoutePath } from '@lms/sdk/web';
import { meetsRouteAccess } from '../../session/userRoles.ts';
import { coursePath } from '../contentPaths.ts';
import type { CourseRights } from '../courseModeRules.ts';

/** A course menu entry the reader may follow here. */
export interface CourseMenuLink {
  route: string;
  label: string;
  href: string;
  /** The screen shown now is this entry's (or one below it, e.g. a Question of the Question bank). */
  current: boolean;
}

export interface CourseMenuContext {
  courseId: string;
  user: WebSessionUser;
  mode: CourseMode;
  rights: CourseRights;
  /** The route shown now. */
  routeName: string;
  route(name: string): RouteEntry | undefined;
  hasScreen(name: string): boolean;
  /** program_management_redesign: the flagged routes exist only with it on. */
  redesign: boolean;
}

/** Whether the route shown now is `entry`'s own, or one of its children ("questions.item" under "questions"). */
export function isUnder(routeName: string, entryRoute: string): boolean {
  return routeName === entryRoute || routeName.startsWith(`${entryRoute}.`) || (entryRoute === 'course' && routeName === 'course.edit');
}

/**
 * The course menu for this reader (part of issue 16 item 8): the shell's and
 * the plugins' entries whose screen exists and that the reader may open, for
 * their role and the course mode (professors' tools in presentation and edit
 * mode, the students' pages to students and to professors viewing as one), in
 * order, one per route.
 */
export function visibleCourseMenu(entries: readonly CourseMenuEntry[], context: CourseMenuContext): CourseMenuLink[] {
  const { courseId, user, mode, rights, routeName } = context;
  const professorView = rights.professor && mode !== 'student';
  const seen = new Set<string>();
  return [...entries]
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50))
    .filter((entry) => {
      if (seen.has(entry.route)) return false;
      const route = context.route(entry.route);
      if (!route || !context.hasScreen(entry.route) || !meetsRouteAccess(route.access, user)) return false;
      if (route.flag === 'redesign' && !context.redesign) return false;
      if (entry.for === 'professor' || entry.for === 'manager' ? !professorView : entry.for === 'student' && professorView) return false;
      if (entry.edit === true && !rights.edit) return false;
      // Part 3 §6: the manager tools (a route of access 'manage', or an entry for managers) are
      // not offered to whom the course-tool guard would send away or the server refuse.
      if ((route.access === 'manage' || entry.for === 'manager') && !rights.manage) return false;
      if (entry.modes && !entry.modes.includes(mode)) return false;
      seen.add(entry.route);
      return true;
    })
    .map((entry) => ({
      route: entry.route,
      label: entry.label,
      href: entry.route === 'course' ? coursePath(courseId, mode) : fillRoutePath(context.route(entry.route)!, { courseId }),
      current: isUnder(routeName, entry.route),
    }));
}
