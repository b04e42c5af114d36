import type { RealtimeEmitter } from '@lms/sdk';
import { postView } from '@lms/sdk';
import type { PostRow, Target } from './postRows.ts';

/** Everyone who may read the board's posts (a board shared by two courses has a room in each). */
export const boardRoom = (board: Target) => `board:${board.id}:${board.courseId}`;
/** The board's moderators, who also get what only they may see: flagged posts. */
export const moderatorRoom = (board: Target) => `${boardRoom(board)}:moderators`;

export type PostEvent = 'post' | 'edited' | 'deleted' | 'undeleted' | 'pinned' | 'unpinned' | 'unflagged';

const MODERATOR = { id: '', moderator: true };

/**
 * Live board events (on the wire "board:<event>", payload `{ boardId, post }`).
 * A post that is flagged, or answers a flagged one, goes to moderators only.
 */
export class BoardEvents {
  constructor(private readonly realtime: RealtimeEmitter) {}

  changed(board: Target, event: PostEvent, row: PostRow, restricted: boolean): void {
    if (restricted) this.realtime.emit(moderatorRoom(board), event, { boardId: board.id, post: postView(row, MODERATOR) });
    else this.realtime.emit(boardRoom(board), event, { boardId: board.id, post: postView(row, null) });
  }

  /** Moderators get the flagged post; everyone else is told to drop it. */
  flagged(board: Target, row: PostRow): void {
    this.realtime.emit(moderatorRoom(board), 'flagged', { boardId: board.id, post: postView(row, MODERATOR) });
    this.realtime.emit(boardRoom(board), 'hidden', { boardId: board.id, postId: row.id });
  }
}
