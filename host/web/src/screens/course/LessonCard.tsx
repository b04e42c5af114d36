import { Link } from 'react-router';
import type { CourseMode, OutlineLesson } from '@lms/sdk/web';
import { lessonPath } from '../../course/contentPaths.ts';
import { numberedTitle } from '../../course/contentNumbering.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { PageLinks } from './PageLinks.tsx';

interface LessonCardProps {
  courseId: string;
  lesson: OutlineLesson;
  mode: CourseMode;
  /** "1", "2"… when the course numbers its content. */
  number: string | undefined;
}

/** One lesson on the course home: its title and its pages. */
export function LessonCard({ courseId, lesson, mode, number }: LessonCardProps) {
  return (
    <li className="lesson-card">
      <h2 className="lesson-card__title">
        <Link to={lessonPath(courseId, lesson._id, mode)}>{numberedTitle(lesson.title, number)}</Link>
        {lesson.draft && <DraftBadge />}
      </h2>
      {lesson.subtitle && <p className="lesson-card__subtitle">{lesson.subtitle}</p>}
      <PageLinks courseId={courseId} lesson={lesson} mode={mode} lessonNumber={number} />
    </li>
  );
}
