import { LmsError } from '@lms/contract';
import { offLoopJob } from '@lms/contract/offload/offLoopJob.ts';
import { HTML_TOO_DEEP, htmlNestsDeeperThan } from './htmlNesting.ts';
import { sanitizeHtml } from './sanitize/sanitizeHtml.ts';
import type { SanitizeProfile } from './sanitize/sanitizeProfiles.ts';

/** Course HTML as the html component keeps it (and question prompts, and anything else authors write as rich text). */
export function sanitizeCourseHtml(html: string): string {
  return sanitizeHtml(html, 'courseHtml');
}

/** Where sanitised HTML goes, and how long it may be there (escaping makes text longer: '<' becomes '&lt;'). */
export interface HtmlCap {
  maxLength: number;
  /** The field a 422 names, e.g. config/html. */
  field: string;
  /** The 422's message; by default it gives the limit. */
  message?: string;
}

export const sanitisedTooLong = (maxLength: number) =>
  `The HTML content is too long once made safe (at most ${maxLength} characters; characters such as < and & take several once escaped).`;

/** Authored rich text: course HTML, or a question's prompt. */
export type AuthoredHtmlProfile = Extract<SanitizeProfile, 'courseHtml' | 'questionPrompt'>;
type CappedInput = { html: string; profile: AuthoredHtmlProfile } & HtmlCap;

/**
 * Sanitises, and refuses (422 on `cap.field`) HTML nested deeper than
 * MAX_HTML_DEPTH (the sanitiser's work grows with the square of the depth)
 * and a result longer than the cap. Runs in the worker threads too.
 */
export function sanitizeCourseHtmlWithin(input: CappedInput): string {
  if (htmlNestsDeeperThan(input.html)) throw LmsError.validation([{ field: input.field, message: HTML_TOO_DEEP }]);
  const safe = sanitizeHtml(input.html, input.profile);
  if (safe.length > input.maxLength) throw LmsError.validation([{ field: input.field, message: input.message ?? sanitisedTooLong(input.maxLength) }]);
  return safe;
}

// Below 2 KiB, sanitising takes a few milliseconds at worst and stays on the event loop.
const sanitizeOffLoop = /* @__PURE__ */ offLoopJob<CappedInput, string>(import.meta.url, 'sanitizeCourseHtmlWithin', {
  deadlineMs: 5_000,
  maxInputLength: 2 * 1024 * 1024,
  inlineBelow: 2048,
});

/**
 * Course HTML made safe for storing, as sanitizeCourseHtml, with its result
 * capped (422, never a stored value the schema would refuse) and, for long
 * input, off the event loop in the kernel's worker threads with a deadline:
 * half a megabyte of nested markup takes the sanitiser over a second.
 */
export function sanitizeCourseHtmlCapped(html: string, cap: HtmlCap, profile: AuthoredHtmlProfile = 'courseHtml'): Promise<string> {
  return sanitizeOffLoop({ html, profile, ...cap });
}

/** The text a reader sees, for in-course search. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, 'plainText').replace(/\s+/g, ' ').trim();
}
