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

export const NO_COURSES_YET = 'You are not enrolled in any courses yet.';

/** Every course the user teaches, assists or takes, with their role in it, under `notice` if any; professors are also shown the way to the adoption list when there is one. */
export function MyCoursesList({ notice }: { notice?: string }) {
  const { session } = useShell();
  const state = useStore(session);
  const { hasScreen } = useScreens();
  const catalog = state.status === 'signed-in' && isProfessor(state.user) && hasScreen('catalog_courses');
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
