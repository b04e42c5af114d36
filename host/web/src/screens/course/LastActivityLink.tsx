import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseMode } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { pagePath } from '../../course/contentPaths.ts';
import { courseQueries } from '../../course/courseQueries.ts';

/** Part 2 §2: the course home's link to the page the reader last visited (nothing when there is none yet). */
export function LastActivityLink({ courseId, mode }: { courseId: string; mode: CourseMode }) {
  const { api } = useShell();
  const last = useQuery(courseQueries.lastActivity(api, courseId));
  if (!last.data) return null;
  const { lesson_id: lessonId, page_id: pageId, lesson_title: lessonTitle, page_title: pageTitle } = last.data;
  return (
    <p className="last-activity">
      <Link className="last-activity__link" to={pagePath(courseId, lessonId, pageId, mode)}>
        <History aria-hidden="true" size={20} />
        <span>
          <span className="last-activity__hint">Continue where you left off</span>
          <span className="last-activity__title">
            {lessonTitle} › {pageTitle}
          </span>
        </span>
      </Link>
    </p>
  );
}
