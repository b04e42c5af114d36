import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import type { CourseRole } from '@lms/sdk/web';
import { useScreens } from '../../router/useScreens.ts';
import { isProfessor } from '../../session/userRoles.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import '../screens.css';
import './myCourses.css';

const ROLE_LABELS: Record<CourseRole, string | undefined> = { student: undefined, instructor: 'Instructor', assistant: 'Assistant' };

/** /list: the courses the user teaches, assists or takes. */
export function MyCoursesScreen() {
  useDocumentTitle('My Courses');
  const { api, settings, session } = useShell();
  const { hasScreen } = useScreens();
  const state = useStore(session);
  const courses = useQuery(courseQueries.myCourses(api));

  // Part 1 §2: with the redesign flag on, the list default sends instructors to ongoing courses and others to courses.
  const redesignTarget = state.status === 'signed-in' && isProfessor(state.user) ? 'ongoing_courses' : 'courses';
  if (settings.flags.program_management_redesign && hasScreen(redesignTarget)) return <Navigate to={routePath(redesignTarget)} replace />;

  if (courses.isPending) return <LoadingState label="Loading your courses…" />;
  if (courses.isError) return <LoadError error={courses.error} title="My Courses" />;
  return (
    <div className="screen">
      <h1>My Courses</h1>
      {courses.data.length === 0 ? (
        <p className="empty-state">You are not enrolled in any courses yet.</p>
      ) : (
        <ul className="course-grid">
          {courses.data.map((course) => {
            const role = ROLE_LABELS[course.role];
            return (
              <li key={course._id}>
                <Link className="course-card" to={`/${course._id}`}>
                  <span className="course-card__title">{course.title}</span>
                  {course.subtitle && <span className="course-card__subtitle">{course.subtitle}</span>}
                  {role && <span className="badge">{role}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
