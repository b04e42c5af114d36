import { defineErrnos } from '@lms/sdk';
import { BOARD_MESSAGES, THREAD_MESSAGES } from '../schemas/boardMessages.ts';

/** The board's own errnos, declared in its manifest (merged into the kernel's error catalogue). */
export const BOARD_ERRNOS = defineErrnos({
  // Posting outside the board's dates (part 2 §4); thrown with the message for the board's state.
  'board-closed': { status: 403, message: BOARD_MESSAGES.closedForComments },
  'comments-closed': { status: 403, message: THREAD_MESSAGES.commentsClosed },
  banned: { status: 422, message: THREAD_MESSAGES.banned },
});
