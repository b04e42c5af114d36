import { LmsError } from '@lms/sdk';
import { ACTIVITY_DATE_MESSAGES, isActivityDateInBounds } from '@lms/sdk/rules';
import type { BoardSettings } from '../schemas/boardConfig.ts';
import { BOARD_MESSAGES } from '../schemas/boardMessages.ts';
import { boardStatus } from '../schemas/boardStatus.ts';
import { BOARD_ERRNOS } from './boardErrnos.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

function formatted(date: string | null): string {
  return date === null ? '' : `${DATE_FORMAT.format(new Date(date))} UTC`;
}

/** The spec's message when posting is blocked now, else null. */
export function blockedMessage(board: BoardSettings, now: Date): string | null {
  switch (boardStatus(board, now)) {
    case 'not-open':
      return `${BOARD_MESSAGES.opensOn} ${formatted(board.open_date)}`;
    case 'ended':
      return `${BOARD_MESSAGES.endedOn} ${formatted(board.close_date)}`;
    case 'closed':
      return BOARD_MESSAGES.closedForComments;
    default:
      return null;
  }
}

/** Posting outside the board's dates (part 2 §4) is refused with the spec's message. */
export function assertBoardOpen(board: BoardSettings, now: Date): void {
  const message = blockedMessage(board, now);
  if (message !== null) throw LmsError.declared(BOARD_ERRNOS, 'board-closed', message);
}

const DATE_FIELDS = ['open_date', 'due_date', 'close_date'] as const;

/**
 * Part 3 §5 "Activity dates": each date between 1970 and 2199; part 2 §5
 * "Board dates": the three order rules. As field errors inside the config.
 */
export function boardDateErrors(board: BoardSettings): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = DATE_FIELDS.filter((field) => board[field] !== null && !isActivityDateInBounds(board[field]!)).map((field) => ({
    field: `board/${field}`,
    message: ACTIVITY_DATE_MESSAGES.format,
  }));
  const at = (date: string | null) => (date === null ? null : new Date(date).getTime());
  const open = at(board.open_date);
  const close = at(board.close_date);
  const due = at(board.due_date);
  if (open !== null && close !== null && open > close) errors.push({ field: 'board/open_date', message: BOARD_MESSAGES.openAfterClose });
  if (open !== null && due !== null && open > due) errors.push({ field: 'board/open_date', message: BOARD_MESSAGES.openAfterDue });
  if (due !== null && close !== null && due > close) errors.push({ field: 'board/due_date', message: BOARD_MESSAGES.dueAfterClose });
  return errors;
}
