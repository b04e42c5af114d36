import { ApiError } from '@lms/sdk/web';

/** Part 2 §4, §8: speed grading opens only for submitted or graded work. */
export const NO_SUBMISSIONS = 'No submissions found';

/** The queue's or a student's 404 `no-submissions` answer. */
export const isNoSubmissions = (error: unknown) => error instanceof ApiError && error.errno === 'no-submissions';
