import { defineRealtimeHandler, jsonSchema } from '@lms/sdk';
import { boardRoom, moderatorRoom } from './BoardEvents.ts';
import { boardServiceRef } from './services.ts';

interface BoardRef {
  courseId: string;
  boardId: string;
}

const boardRefSchema = jsonSchema<BoardRef>({
  type: 'object',
  required: ['courseId', 'boardId'],
  additionalProperties: false,
  properties: { courseId: { type: 'string', pattern: '^[0-9a-f]{24}$' }, boardId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
});

/**
 * "board:join": live posts of a board the user may read. With requires_comment a
 * student joins only once they have posted (`reads` false: join again after posting);
 * moderators also get flagged posts.
 */
export const joinBoardHandler = defineRealtimeHandler({
  event: 'join',
  // The kernel decides course access (holds included) and takes the socket out of these rooms when it ends.
  permission: 'course:view',
  payload: boardRefSchema,
  deps: { boards: boardServiceRef },
  async handler({ user, access, payload, deps, joinRoom }) {
    const { board, reads, moderator } = await deps.boards.rooms(user, access!, payload.courseId, payload.boardId);
    if (reads) await joinRoom(boardRoom(board));
    if (moderator) await joinRoom(moderatorRoom(board));
    return { reads, moderator };
  },
});

/** "board:leave": no more events of the board (a View that unmounts on a shared socket). */
export const leaveBoardHandler = defineRealtimeHandler({
  event: 'leave',
  // Leaving a room grants nothing: any logged-in socket may leave its own rooms.
  permission: 'user',
  payload: boardRefSchema,
  async handler({ payload, leaveRoom }) {
    const board = { courseId: payload.courseId, type: 'board' as const, id: payload.boardId };
    await leaveRoom(boardRoom(board));
    await leaveRoom(moderatorRoom(board));
    return { left: true };
  },
});
