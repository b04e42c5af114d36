import { useQuery } from '@tanstack/react-query';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { isSiteAdministrator } from '../session/userRoles.ts';
import { courseQueries } from './courseQueries.ts';
import { rightsFromRole, type CourseRights } from './courseModeRules.ts';

const NO_RIGHTS: CourseRights = { professor: false, edit: false, manage: false };

/**
 * The signed-in user's professor, edit and manager rights in a course, whether they are
 * known yet, and whether the user has a view of the course at all (a role in
 * it, or site administrator): null when their courses could not be read.
 */
export function useCourseRights(courseId: string | undefined): { rights: CourseRights; known: boolean; member: boolean | null } {
  const { api, session } = useShell();
  const state = useStore(session);
  const user = state.status === 'signed-in' ? state.user : null;
  const siteAdministrator = user !== null && isSiteAdministrator(user);
  const myCourses = useQuery({ ...courseQueries.myCourses(api), enabled: Boolean(user && courseId && !siteAdministrator) });
  if (!user || !courseId) return { rights: NO_RIGHTS, known: true, member: false };
  if (siteAdministrator) return { rights: rightsFromRole(undefined, true, true), known: true, member: true };
  const entry = myCourses.data?.find((course) => course._id === courseId);
  const role = entry?.role;
  return {
    rights: rightsFromRole(role, false, entry?.manage === true),
    known: myCourses.isSuccess || myCourses.isError,
    member: myCourses.isError ? null : role !== undefined,
  };
}
