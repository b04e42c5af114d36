import { Link } from 'react-router';
import type { SearchAnswer, SearchHit } from '@lms/sdk/calls';
import { lessonPath, pagePath } from '../../course/contentPaths.ts';
import { HighlightedSnippet } from './HighlightedSnippet.tsx';

/** What a hit is and where it sits: "Lesson", "Cells › Page", "Cells › Membranes" (a component on a page, or just the lesson for one on the lesson). */
function placeOf(hit: SearchHit): string {
  if (hit.kind === 'lesson') return 'Lesson';
  if (hit.kind === 'page') return `${hit.lesson.title} › Page`;
  return hit.page ? `${hit.lesson.title} › ${hit.page.title}` : hit.lesson.title;
}

/** Where a hit is read: its page, or its lesson for a lesson. */
function hitPath(courseId: string, hit: SearchHit): string {
  return hit.page ? pagePath(courseId, hit.lesson._id, hit.page._id) : lessonPath(courseId, hit.lesson._id);
}

/** The ranked hits, each a link to where it is read, with its place and highlighted snippet. */
export function SearchResults({ courseId, answer }: { courseId: string; answer: SearchAnswer }) {
  if (!answer.hits.length) return <p role="status">Nothing in this course matches your search.</p>;
  return (
    <>
      <p role="status">
        {answer.more ? `The first ${answer.hits.length} results.` : `${answer.hits.length} ${answer.hits.length === 1 ? 'result' : 'results'}.`}
      </p>
      <ol className="search-results">
        {answer.hits.map((hit) => (
          <li key={`${hit.kind}-${hit._id}`} className="search-hit">
            <Link className="search-hit__title" to={hitPath(courseId, hit)}>
              {hit.title || hit.page?.title || hit.lesson.title}
            </Link>
            <p className="search-hit__place">
              {placeOf(hit)}
              {hit.match === 'similar' && <span className="search-hit__similar"> · similar words</span>}
            </p>
            {hit.snippet && <HighlightedSnippet snippet={hit.snippet} />}
          </li>
        ))}
      </ol>
    </>
  );
}
