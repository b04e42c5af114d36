import { Navigate } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { useScreens } from '../../router/useScreens.ts';
import { isProfessor } from '../../session/userRoles.ts';
import { CourseListScreen } from './CourseListScreen.tsx';
import { JoinCourseHint } from './JoinCourseHint.tsx';

export const NO_COURSES_YET = 'You are not enrolled in any courses yet.';

/** /list: every course the user teaches, assists or takes, with their role in it. */
export function MyCoursesScreen() {
  const { settings, session } = useShell();
  const { hasScreen } = useScreens();
  const state = useStore(session);

  // Part 1 §2: with the redesign flag on, the list default sends instructors to ongoing courses and others to courses.
  const redesignTarget = state.status === 'signed-in' && isProfessor(state.user) ? 'ongoing_courses' : 'courses';
  if (settings.flags.program_management_redesign && hasScreen(redesignTarget)) return <Navigate to={routePath(redesignTarget)} replace />;
  return <CourseListScreen title="My Courses" select={(courses) => [...courses]} empty={<JoinCourseHint message={NO_COURSES_YET} />} />;
}
