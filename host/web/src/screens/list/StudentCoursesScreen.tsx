import { CourseListScreen } from './CourseListScreen.tsx';
import { activeCourses } from './courseListFilters.ts';
import { JoinCourseHint } from './JoinCourseHint.tsx';
import { NO_COURSES_YET } from './MyCoursesList.tsx';

/** /courses (part 1 §2, redesign flag on; off, the router sends it to /list): the courses the user takes as a student. */
export function StudentCoursesScreen() {
  return (
    <CourseListScreen
      title="My Courses"
      select={(courses) => activeCourses(courses).filter((course) => course.role === 'student')}
      empty={<JoinCourseHint message={NO_COURSES_YET} />}
    />
  );
}
