import { applyThreadEvent, threadAnnouncement } from '@lms/sdk/web';
import type { BoardAnswer } from '../calls/boardCalls.ts';
import type { ApiPost } from '../schemas/threadTypes.ts';

/** The server's live board events (docs/api.md "Boards and comments"), without the "board:" prefix. */
export { THREAD_EVENTS as POST_EVENTS } from '@lms/sdk/web';

interface BoardPayload {
  boardId?: string;
  post?: ApiPost;
  postId?: string;
}

/** The board after a live event; events of other boards (a shared socket) change nothing. */
export function applyBoardEvent(answer: BoardAnswer, event: string, payload: unknown, viewerId: string): BoardAnswer {
  const change = (payload ?? {}) as BoardPayload;
  if (change.boardId !== answer.board._id) return answer;
  const posts = applyThreadEvent(answer.posts, answer.moderator, event, change, viewerId);
  return posts === answer.posts ? answer : { ...answer, posts };
}

/** What the live region says of an event, politely; null for what needs no announcement. */
export function announcement(event: string, payload: unknown, viewerId: string): string | null {
  return threadAnnouncement(event, (payload as BoardPayload | null)?.post, viewerId, 'post');
}
