import { CourseListScreen } from './CourseListScreen.tsx';
import { archivedCourses } from './courseListFilters.ts';

/** /archived-courses (redesign flag): the courses the professor taught or assisted whose end date has passed, or that were archived. */
export function ArchivedCoursesScreen() {
  return <CourseListScreen title="Archived Courses" select={(courses) => archivedCourses(courses, new Date())} empty={<p>You have no archived courses.</p>} />;
}
