import { routePath } from '@lms/sdk/web';
import { CourseListScreen } from './CourseListScreen.tsx';
import { ongoingCourses } from './courseListFilters.ts';
import { NewCourseButton } from './NewCourseButton.tsx';

/** /ongoing-courses (redesign flag): the courses the professor teaches or assists that have not ended; each opens its overview. */
export function OngoingCoursesScreen() {
  return (
    <CourseListScreen
      title="Ongoing Courses"
      select={(courses) => ongoingCourses(courses, new Date())}
      empty={<p>You have no ongoing courses.</p>}
      hrefOf={(course) => routePath('ongoing_courses.course', { courseId: course._id })}
      actions={(courses) => <NewCourseButton courses={courses} />}
    />
  );
}
