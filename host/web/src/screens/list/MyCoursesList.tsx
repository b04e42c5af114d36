import { Link } from 'react-router';
import type { CourseListEntry } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { useScreens } from '../../router/useScreens.ts';
import { isProfessor } from '../../session/userRoles.ts';
import { CourseListScreen } from './CourseListScreen.tsx';
import { JoinCourseHint } from './JoinCourseHint.tsx';
import { NewCourseButton } from './NewCourseButton.tsx';
import { activeCourses, isArchived } from './courseListFilters.ts';
import { CourseCards } from './CourseCards.tsx';
import './myCourses.css';

/** Part 1 §2: the routing element that groups an instructor's courses into a bundle (the auto-bundler). */
const GROUP_SET_UP = 'group_set_up';

export const NO_COURSES_YET = 'You are not enrolled in any courses yet.';

/** Every course the user teaches, assists or takes, with their role in it, under `notice` if any; professors are also shown the way to the adoption list and to the auto-bundler when there are. */
export function MyCoursesList({ notice }: { notice?: string }) {
  const { session, registry } = useShell();
  const state = useStore(session);
  const { hasScreen } = useScreens();
  const professor = state.status === 'signed-in' && isProfessor(state.user);
  const catalog = professor && hasScreen('catalog_courses');
  const bundler = professor && registry.routingElement(GROUP_SET_UP) !== undefined;
  return (
    <>
      {notice && (
        <div className="list-notice">
          <p className="notice" role="status">
            {notice}
          </p>
        </div>
      )}
      <CourseListScreen
        title="My Courses"
        select={activeCourses}
        empty={<JoinCourseHint message={NO_COURSES_YET} />}
        actions={(courses) => <NewCourseButton courses={courses} />}
        after={(courses) => <ArchivedCourses courses={courses.filter(isArchived)} />}
      />
      {catalog && (
        <p className="screen">
          <Link to="/list?adoption=true">Adopt a course from the catalog</Link>
        </p>
      )}
      {bundler && (
        <p className="screen">
          <Link to={`/routing/${GROUP_SET_UP}`}>Group your courses into a bundle</Link>
        </p>
      )}
    </>
  );
}

/** The archived courses, out of the list and folded below it: opened to find one again (and restore it in its settings). */
function ArchivedCourses({ courses }: { courses: readonly CourseListEntry[] }) {
  if (courses.length === 0) return null;
  return (
    <details className="archived-courses">
      <summary>Archived courses ({courses.length})</summary>
      <CourseCards courses={courses} />
    </details>
  );
}
