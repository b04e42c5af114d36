import { describe, expect, it } from 'vitest';
import { applyBoardEvent, announcement } from '../src/web/boardEvents.ts';
import { withPost } from '@lms/sdk/web';
import { ADA, BOARD, boardAnswer, post } from './webFixture.tsx';

describe('live board state', () => {
  it('puts new posts first (after pinned ones) and replies under their parent, oldest first', () => {
    const pinned = post({ pin: true });
    const older = post();
    const newer = post();
    let posts = withPost([pinned], older, false);
    posts = withPost(posts, newer, false);
    expect(posts.map((entry) => entry._id)).toEqual([pinned._id, newer._id, older._id]);
    const late = post({ parent_id: older._id });
    const early = post({ parent_id: older._id, timestamp: '2000-01-01T00:00:00.000Z' });
    posts = withPost(withPost(posts, late, false), early, false);
    expect(posts[2]!.replies.map((entry) => entry._id)).toEqual([early._id, late._id]);
    // A reply to a post the reader does not have is left out.
    expect(withPost(posts, post({ parent_id: 'unknown' }), false)).toEqual(posts);
  });

  it('keeps the text of a deleted post for its author and moderators, drops it for others unless replies hang on it', () => {
    const lone = post({ id: ADA });
    const blank = { ...lone, deleted: '2030-01-01T00:00:00.000Z', message: '', raw_message: '' };
    expect(withPost([lone], blank, true)[0]).toMatchObject({ message: lone.message, deleted: blank.deleted });
    expect(withPost([lone], blank, false)).toEqual([]);
    const parent = { ...lone, replies: [post({ parent_id: lone._id })] };
    expect(withPost([parent], blank, false)[0]).toMatchObject({ message: '', replies: parent.replies });
  });

  it('applies events of its own board only, and keeps flagged posts for moderators and authors', () => {
    const mine = post({ id: ADA });
    const theirs = post();
    const board = boardAnswer({ posts: [mine, theirs] });
    expect(applyBoardEvent(board, 'post', { boardId: 'other', post: post() }, ADA)).toBe(board);
    expect(applyBoardEvent(board, 'hidden', { boardId: BOARD, postId: theirs._id }, ADA).posts.map((entry) => entry._id)).toEqual([mine._id]);
    expect(applyBoardEvent(board, 'hidden', { boardId: BOARD, postId: mine._id }, ADA).posts.find((entry) => entry._id === mine._id)?.flagged).toBe(true);
    expect(applyBoardEvent({ ...board, moderator: true }, 'hidden', { boardId: BOARD, postId: theirs._id }, ADA).posts).toHaveLength(2);
    expect(applyBoardEvent(board, 'unknown', { boardId: BOARD }, ADA)).toBe(board);
  });

  it("announces others' new posts and replies, not one's own or other changes", () => {
    expect(announcement('post', { post: post({ name: 'Cy' }) }, ADA)).toBe('New post by Cy');
    expect(announcement('post', { post: post({ name: 'Cy', parent_id: 'x' }) }, ADA)).toBe('New reply by Cy');
    expect(announcement('post', { post: post({ id: ADA }) }, ADA)).toBeNull();
    expect(announcement('edited', { post: post() }, ADA)).toBeNull();
  });
});
