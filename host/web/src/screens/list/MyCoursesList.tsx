import { CourseListScreen } from './CourseListScreen.tsx';
import { JoinCourseHint } from './JoinCourseHint.tsx';

export const NO_COURSES_YET = 'You are not enrolled in any courses yet.';

/** Every course the user teaches, assists or takes, with their role in it. */
export function MyCoursesList() {
  return <CourseListScreen title="My Courses" select={(courses) => [...courses]} empty={<JoinCourseHint message={NO_COURSES_YET} />} />;
}
