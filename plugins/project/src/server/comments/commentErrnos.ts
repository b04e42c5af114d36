import { defineErrnos, THREAD_MESSAGES } from '@lms/sdk';
import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';

/** The comments room's errnos, declared in the plugin manifest. */
export const COMMENT_ERRNOS = defineErrnos({
  // Part 2 §5: a banned word refuses the whole comment (the board's `banned`, under this plugin's name).
  'comment-banned': { status: 422, message: THREAD_MESSAGES.banned },
  // A comments grade names the revision it read (issue 19 concurrency).
  'comment-grade-changed': { status: 409, message: COMMENT_MESSAGES.gradeChanged },
  'comments-max-score': { status: 422, message: COMMENT_MESSAGES.gradedNeedsMaxScore },
});
