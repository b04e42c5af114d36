import type { BookLocation } from './bookTypes.ts';

/** What the position routes accept of a fragment (an element id): no spaces or #, at most 200 characters. */
const STORABLE_FRAGMENT = /^[^\s#]{1,200}$/;

/** "{chapter}" or "{chapter}#{fragment}"; a fragment the server would refuse is left out. */
export function formatLocation({ chapter, fragment }: BookLocation): string {
  return STORABLE_FRAGMENT.test(fragment) ? `${chapter}#${fragment}` : String(chapter);
}

/** A saved location, if it still names a chapter of a book of `chapterCount` chapters. */
export function parseLocation(text: string | null, chapterCount: number): BookLocation | null {
  const match = text === null ? null : /^(\d+)(?:#(.*))?$/.exec(text);
  if (!match) return null;
  const chapter = Number(match[1]);
  return chapter < chapterCount ? { chapter, fragment: match[2] ?? '' } : null;
}
