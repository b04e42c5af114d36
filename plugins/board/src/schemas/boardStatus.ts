import type { BoardSettings } from './boardConfig.ts';
import type { BoardStatus } from './threadTypes.ts';

/**
 * Part 2 §4 "Board": not open before open_date, ended after close_date, closed
 * for further comments after due_date; otherwise open. Shared by server and web.
 */
export function boardStatus(board: BoardSettings, now: Date): BoardStatus {
  const at = (date: string | null) => (date === null ? null : new Date(date).getTime());
  const open = at(board.open_date);
  const close = at(board.close_date);
  const due = at(board.due_date);
  const time = now.getTime();
  if (open !== null && time < open) return 'not-open';
  if (close !== null && time >= close) return 'ended';
  if (due !== null && time >= due) return 'closed';
  return 'open';
}
