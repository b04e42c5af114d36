import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseMode } from '@lms/sdk/web';
import { pagePath } from '../../course/contentPaths.ts';
import type { PageNeighbours } from '../../course/pageSequence.ts';

/** Previous and next page, across lessons. */
export function PageNavigation({ courseId, neighbours, mode }: { courseId: string; neighbours: PageNeighbours; mode: CourseMode }) {
  const { previous, next } = neighbours;
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next page" className="page-navigation">
      {previous && (
        <Link className="page-navigation__link" to={pagePath(courseId, previous.lessonId, previous.page._id, mode)}>
          <ChevronLeft aria-hidden="true" size={20} />
          <span>
            <span className="page-navigation__hint">Previous</span>
            <span className="page-navigation__title">{previous.page.title}</span>
          </span>
        </Link>
      )}
      {next && (
        <Link className="page-navigation__link page-navigation__link--next" to={pagePath(courseId, next.lessonId, next.page._id, mode)}>
          <span>
            <span className="page-navigation__hint">Next</span>
            <span className="page-navigation__title">{next.page.title}</span>
          </span>
          <ChevronRight aria-hidden="true" size={20} />
        </Link>
      )}
    </nav>
  );
}
