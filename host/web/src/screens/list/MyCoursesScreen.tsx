import { Navigate, useSearchParams } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { useScreens } from '../../router/useScreens.ts';
import { isProfessor } from '../../session/userRoles.ts';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';
import { MyCoursesList } from './MyCoursesList.tsx';
import { PluginScreenSlot } from './PluginScreenSlot.tsx';

export const ADOPTION_FOR_INSTRUCTORS = 'The adoption list is for instructors: only they can adopt a course from the catalog. Here are your courses.';

/**
 * /list, the list default: every course the user teaches, assists or takes.
 * With `adoption=true` it is the adoption list (part 1 §2): the catalog to adopt
 * courses from, which the adoptions plugin provides (its /catalog-courses screen),
 * for professors; anyone else sees the list default with a message.
 */
export function MyCoursesScreen() {
  const { settings, session } = useShell();
  const { hasScreen } = useScreens();
  const state = useStore(session);
  const [search] = useSearchParams();

  const professor = state.status === 'signed-in' && isProfessor(state.user);
  if (search.get('adoption') === 'true') {
    // Adopting a course is an instructor's act (the catalog refuses anyone else): a student gets the list default, told why.
    if (!professor) return <MyCoursesList notice={ADOPTION_FOR_INSTRUCTORS} />;
    return <PluginScreenSlot name="catalog_courses" params={{}} fallback={<NotFoundScreen />} />;
  }
  // Part 1 §2: with the redesign flag on, the list default sends instructors to ongoing courses and others to courses.
  const redesignTarget = professor ? 'ongoing_courses' : 'courses';
  if (settings.flags.program_management_redesign && hasScreen(redesignTarget)) return <Navigate to={routePath(redesignTarget)} replace />;
  return <MyCoursesList />;
}
