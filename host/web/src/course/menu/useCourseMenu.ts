import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { useCurrentRoute } from '../../router/useCurrentRoute.ts';
import { useScreens } from '../../router/useScreens.ts';
import { useCourseModeState } from '../useCourseModeState.ts';
import { isCourseScreen } from './courseScreens.ts';
import { SHELL_COURSE_MENU } from './shellCourseMenu.ts';
import { visibleCourseMenu, type CourseMenuLink } from './visibleCourseMenu.ts';

/** The course menu of the course shown now (empty outside a course's screens, or before the reader's rights are known). */
export function useCourseMenu(): { courseId: string | undefined; links: CourseMenuLink[] } {
  const { registry, session, settings } = useShell();
  const state = useStore(session);
  const user = state.status === 'signed-in' ? state.user : null;
  const route = useCurrentRoute();
  const courseId = user ? route.courseId : undefined;
  const { mode, rights, known } = useCourseModeState(courseId, route.name);
  const { hasScreen } = useScreens();
  const entry = registry.route(route.name);
  // Each entry's own `useShown` hook, called on every render in the registry's order (the registry never changes while the app runs).
  const shown = registry.courseMenu.filter((menuEntry) => menuEntry.useShown?.() !== false);
  if (!user || !courseId || !known || !entry || !isCourseScreen(entry)) return { courseId, links: [] };
  const links = visibleCourseMenu([...SHELL_COURSE_MENU, ...shown], {
    courseId,
    user,
    mode,
    rights,
    routeName: route.name,
    route: registry.route,
    hasScreen,
    redesign: settings.flags.program_management_redesign,
  });
  return { courseId, links };
}
