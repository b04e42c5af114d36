import { Link } from 'react-router';
import type { CourseListEntry, CourseRole } from '@lms/sdk/web';
import { CourseProgressSummary } from '../../course/CourseProgressSummary.tsx';
import './myCourses.css';

const ROLE_LABELS: Record<CourseRole, string> = { student: 'Student', instructor: 'Instructor', assistant: 'Assistant' };

/** Where a card leads by default: the course home. */
const courseHomeHref = (course: CourseListEntry) => `/${course._id}`;

/** Courses as cards linking to their home (or to `hrefOf`), each with the user's role in it and, in a course they take, their progress and what is due next. */
export function CourseCards({ courses, hrefOf = courseHomeHref }: { courses: readonly CourseListEntry[]; hrefOf?(course: CourseListEntry): string }) {
  return (
    <ul className="course-grid">
      {courses.map((course) => (
        <li key={course._id} className="course-tile">
          <Link className="course-card" to={hrefOf(course)}>
            <span className="course-card__title">{course.title}</span>
            {course.subtitle && <span className="course-card__subtitle">{course.subtitle}</span>}
            <span className="badge">{ROLE_LABELS[course.role]}</span>
          </Link>
          {course.role === 'student' && <CourseProgressSummary courseId={course._id} courseTitle={course.title} />}
        </li>
      ))}
    </ul>
  );
}
