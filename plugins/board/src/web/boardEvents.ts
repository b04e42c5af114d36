import type { BoardAnswer } from '../calls/boardCalls.ts';
import type { ApiPost } from '../schemas/threadTypes.ts';
import { findPost, withFlag, withoutPost, withPost } from './threadState.ts';

/** The server's live board events (docs/api.md "Boards and comments"), without the "board:" prefix. */
export const POST_EVENTS = ['post', 'edited', 'deleted', 'undeleted', 'pinned', 'unpinned', 'flagged', 'unflagged'] as const;

interface PostPayload {
  boardId: string;
  post: ApiPost;
}

interface HiddenPayload {
  boardId: string;
  postId: string;
}

/** The board after a live event; events of other boards (a shared socket) change nothing. */
export function applyBoardEvent(answer: BoardAnswer, event: string, payload: unknown, viewerId: string): BoardAnswer {
  const boardId = (payload as { boardId?: string } | null)?.boardId;
  if (boardId !== answer.board._id) return answer;
  if (event === 'hidden') {
    // Moderators keep seeing flagged posts (their own event says so); the author sees theirs marked.
    if (answer.moderator) return answer;
    const { postId } = payload as HiddenPayload;
    const post = findPost(answer.posts, postId);
    if (!post) return answer;
    return { ...answer, posts: post.id === viewerId ? withFlag(answer.posts, postId) : withoutPost(answer.posts, postId) };
  }
  if (!(POST_EVENTS as readonly string[]).includes(event)) return answer;
  const { post } = payload as PostPayload;
  return { ...answer, posts: withPost(answer.posts, post, answer.moderator || post.id === viewerId) };
}

/** What the live region says of an event, politely; null for what needs no announcement. */
export function announcement(event: string, payload: unknown, viewerId: string): string | null {
  if (event !== 'post') return null;
  const { post } = payload as PostPayload;
  if (post.id === viewerId) return null;
  return post.parent_id === null ? `New post by ${post.name}` : `New reply by ${post.name}`;
}
