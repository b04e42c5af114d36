import { BOARD_MESSAGES } from '../schemas/boardMessages.ts';
import type { BoardAnswer } from '../calls/boardCalls.ts';
import { displayDate } from '@lms/sdk/web';

/** The board's state in the spec's words (part 2 §4), and when it is due. */
export function BoardStatusNotice({ board }: { board: BoardAnswer['board'] }) {
  const notice = {
    'not-open': board.open_date && `${BOARD_MESSAGES.opensOn} ${displayDate(board.open_date)}`,
    ended: board.close_date && `${BOARD_MESSAGES.endedOn} ${displayDate(board.close_date)}`,
    closed: BOARD_MESSAGES.closedForComments,
    open: null,
  }[board.status];
  return (
    <>
      {notice && <p className="lms-thread-notice">{notice}</p>}
      {board.status === 'open' && board.due_date && <p className="lms-thread-quiet">Due {displayDate(board.due_date)}</p>}
    </>
  );
}
