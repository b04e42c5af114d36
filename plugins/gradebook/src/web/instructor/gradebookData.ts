import type { CallArgs } from '@lms/sdk/calls';
import type { getGradebook } from '../../calls/gradebookCalls.ts';

export { useCallCache, useCallMutation, useCallQuery } from '../shared/serverData.ts';

/** The first read: the rows that fill the first screen (part 3 §8), drawn before the rest of the class is read. */
export const FIRST_PAGE = 50;
/** The reads after it, in the background, each merged into the grid as it arrives. */
export const LATER_PAGE = 500;
/** The most students one read answers (the call's limit). */
export const CLASS_LIMIT = 5000;

/**
 * The cache key of the whole class of one course. No single request reads it:
 * useGradebookClass fills it page by page, and the live updates and the edits
 * put their rows into it.
 */
export const classArgs = (courseId: string): CallArgs<typeof getGradebook> => ({ params: { courseId }, query: { limit: CLASS_LIMIT } });

/** One page of the class, by offset (the server sorts by last name). */
export const pageArgs = (courseId: string, offset: number, limit: number): CallArgs<typeof getGradebook> => ({
  params: { courseId },
  query: offset === 0 ? { limit } : { offset, limit },
});
