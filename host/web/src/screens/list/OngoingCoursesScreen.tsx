import { CourseListScreen } from './CourseListScreen.tsx';
import { ongoingCourses } from './courseListFilters.ts';

/** /ongoing-courses (redesign flag): the courses the professor teaches or assists that have not ended. */
export function OngoingCoursesScreen() {
  return <CourseListScreen title="Ongoing Courses" select={(courses) => ongoingCourses(courses, new Date())} empty={<p>You have no ongoing courses.</p>} />;
}
