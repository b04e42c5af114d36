import type { CourseAccess } from './permissions.ts';

/** A passage of a course found for a question: the part of a lesson, page or component's text that matches it, placed where it is read. */
export interface CoursePassage {
  /** The lesson, page or component whose text it is. */
  itemId: string;
  kind: 'lesson' | 'page' | 'component';
  componentType: string | null;
  /** The item's title. */
  title: string;
  lessonId: string;
  lessonTitle: string;
  /** The page it is on (null: the lesson's own screen). */
  pageId: string | null;
  pageTitle: string | null;
  /** The item's own words around the matched ones (up to two fragments joined by ' … '): what is quoted. */
  quote: string;
  rank: number;
}

/**
 * `coreServices.coursePassages`: retrieval over the in-course search index
 * for a question in plain words (the AI assistant's, issue 27). The items
 * holding every word of the question come first, then those holding two of
 * them, then any one, each group ranked (core/src/search/CoursePassageSearch.ts);
 * for a caller who is not the course's staff, drafts, locked and not-yet-open
 * lessons and pages and instructor notes are filtered out before ranking,
 * exactly as the course search does (core/src/search/searchSql.ts).
 */
export interface CoursePassages {
  /** The best `limit` passages of the course for the question, best first; none when no word of it is in the course. */
  find(courseId: string, question: string, access: CourseAccess | null, limit: number): Promise<CoursePassage[]>;
}
