import { Link } from 'react-router';
import type { CourseMode, OutlineLesson } from '@lms/sdk/web';
import { pagePath } from '../../course/contentPaths.ts';
import { numberedTitle } from '../../course/contentNumbering.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';

interface PageLinksProps {
  courseId: string;
  lesson: OutlineLesson;
  mode: CourseMode;
  /** The lesson's number when the course numbers its content; pages are then "1.1", "1.2"… */
  lessonNumber: string | undefined;
  className?: string;
}

/** A lesson's pages as links, in order (course home and lesson screen). */
export function PageLinks({ courseId, lesson, mode, lessonNumber, className = 'page-list' }: PageLinksProps) {
  if (lesson.pages.length === 0) return null;
  return (
    <ol className={className}>
      {lesson.pages.map((page, index) => (
        <li key={page._id}>
          <Link to={pagePath(courseId, lesson._id, page._id, mode)}>
            {numberedTitle(page.title, lessonNumber === undefined ? undefined : `${lessonNumber}.${index + 1}`)}
          </Link>
          {page.draft && <DraftBadge />}
        </li>
      ))}
    </ol>
  );
}
