import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { DeliveryQuerySchema } from './contentCalls.ts';

/** In-course search (issue 20 item 6; part 1 §5 Search, §9 "Search result size 100 hits"). */

/** Part 1 §9: the most hits one search answers. */
export const SEARCH_LIMIT = 100;
/**
 * Part 1 §5: "the query needs more than 2 characters in course mode and more than 1 in
 * filter mode" (the label bundle's `search` mode).
 */
export type SearchMode = 'course' | 'filter';
export const SEARCH_MIN_LENGTH: Record<SearchMode, number> = { course: 3, filter: 2 };
/** Ours: a query longer than any phrase a reader types is refused rather than searched. */
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_MESSAGES = {
  course: 'Type more than 2 characters to search.',
  filter: 'Type more than 1 character to search.',
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

/** The query-length rule on the trimmed text: its message, or null when the query may be searched. */
export function searchQueryError(q: string, mode: SearchMode): string | null {
  const length = [...q.trim()].length;
  if (length < SEARCH_MIN_LENGTH[mode]) return SEARCH_MESSAGES[mode];
  if (length > SEARCH_MAX_LENGTH) return SEARCH_MESSAGES.tooLong;
  return null;
}

/** A snippet's highlights are delimited by these private-use characters, which indexed text never holds. */
export const SNIPPET_MARK_START = '\uE000';
export const SNIPPET_MARK_END = '\uE001';

export interface SnippetPart {
  text: string;
  /** The words the query found. */
  mark: boolean;
}

/** A snippet cut at its marks: plain text to show, with the found words flagged (never HTML). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  for (const piece of snippet.split(/([\uE000\uE001])/)) {
    if (piece === SNIPPET_MARK_START) mark = true;
    else if (piece === SNIPPET_MARK_END) mark = false;
    else if (piece) parts.push({ text: piece, mark });
  }
  return parts;
}

export const SEARCH_HIT_KINDS = ['lesson', 'page', 'component'] as const;
export type SearchHitKind = (typeof SEARCH_HIT_KINDS)[number];

const ItemRef = Type.Object({ _id: Type.String(), title: Type.String() });

export const SearchHitSchema = Type.Object({
  kind: Type.Union(SEARCH_HIT_KINDS.map((kind) => Type.Literal(kind))),
  _id: Type.String(),
  title: Type.String(),
  /** Text around the found words, the words between SNIPPET_MARK_START and SNIPPET_MARK_END; may be empty. */
  snippet: Type.String(),
  /** Where the hit is read: its lesson, and its page (null for a lesson). */
  lesson: ItemRef,
  page: Type.Union([ItemRef, Type.Null()]),
  /** A component's type; null for lessons and pages. */
  component_type: Type.Union([Type.String(), Type.Null()]),
  /** `words`: full-text match (ranked by weight, title over text); `similar`: trigram fallback (typos, partial words). */
  match: Type.Union([Type.Literal('words'), Type.Literal('similar')]),
});
export type SearchHit = Static<typeof SearchHitSchema>;

export const SearchAnswerSchema = Type.Object({
  hits: Type.Array(SearchHitSchema),
  /** More items matched than SEARCH_LIMIT. */
  more: Type.Boolean(),
});
export type SearchAnswer = Static<typeof SearchAnswerSchema>;

/**
 * `GET search/{courseId}?q=`: the lessons, pages and components of the course the
 * reader may see whose title or text matches, best first, at most SEARCH_LIMIT.
 * The query-length rule follows the host's label bundle (`search`). `as=student`: a
 * professor searches as a student would.
 */
export const searchCourse = defineCall({
  method: 'GET',
  path: 'search/:courseId',
  summary: 'In-course search: ranked hits with highlighted snippets over what the reader may see.',
  query: Type.Object(
    { q: Type.String({ maxLength: 1000, errorMessage: SEARCH_MESSAGES.tooLong }), as: DeliveryQuerySchema.properties.as },
    { errorMessage: { required: { q: 'Type what to search for.' } } },
  ),
  answer: SearchAnswerSchema,
});
