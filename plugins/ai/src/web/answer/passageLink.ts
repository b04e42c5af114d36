import type { Passage } from '../../calls/chatCalls.ts';

/** The page a course passage comes from (/{course}/{lesson}/{page}, the lesson's screen when it has no page); null for a source's passage. */
export function passageHref(passage: Passage): string | null {
  if (!passage.link) return null;
  const { course_id, lesson_id, page_id } = passage.link;
  return page_id ? `/${course_id}/${lesson_id}/${page_id}` : `/${course_id}/${lesson_id}`;
}

/** How a source's passage is cited: the book or document, its author and where in it. */
export function sourceCitation(passage: Passage): string {
  if (!passage.source) return passage.title;
  const { title, author, location } = passage.source;
  return `${title} (${author}${location ? `, ${location}` : ''})`;
}
