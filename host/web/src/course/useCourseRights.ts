import { useQuery } from '@tanstack/react-query';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { isSiteAdministrator } from '../session/userRoles.ts';
import { courseQueries } from './courseQueries.ts';
import { rightsFromRole, type CourseRights } from './courseModeRules.ts';

const NO_RIGHTS: CourseRights = { professor: false, edit: false };

/** The signed-in user's professor and edit rights in a course, and whether they are known yet. */
export function useCourseRights(courseId: string | undefined): { rights: CourseRights; known: boolean } {
  const { api, session } = useShell();
  const state = useStore(session);
  const user = state.status === 'signed-in' ? state.user : null;
  const siteAdministrator = user !== null && isSiteAdministrator(user);
  const myCourses = useQuery({ ...courseQueries.myCourses(api), enabled: Boolean(user && courseId && !siteAdministrator) });
  if (!user || !courseId) return { rights: NO_RIGHTS, known: true };
  if (siteAdministrator) return { rights: rightsFromRole(undefined, true), known: true };
  const role = myCourses.data?.find((course) => course._id === courseId)?.role;
  return { rights: rightsFromRole(role, false), known: myCourses.isSuccess || myCourses.isError };
}
