import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FakeRealtimeSocket, stubLayoutForProseMirror } from '@lms/sdk/testing/web';
import BoardView from '../src/web/BoardView.tsx';
import { BOARD_MESSAGES } from '../src/schemas/boardMessages.ts';
import type { BoardAnswer } from '../src/calls/boardCalls.ts';
import { ADA, BOARD, boardAnswer, boardComponent, COURSE, fakeApi, LESSON, LOCATION, PAGE, post, renderInHost, typeInto, user } from './webFixture.tsx';

stubLayoutForProseMirror();

const PATH = `board/${COURSE}/${BOARD}/`;

function renderBoard(answer: BoardAnswer, routes: Record<string, (body?: unknown) => unknown> = {}, options: { moderator?: boolean; socket?: FakeRealtimeSocket } = {}) {
  const socket = options.socket ?? new FakeRealtimeSocket();
  socket.answer('board:join', () => ({ ok: true, data: { reads: true, moderator: options.moderator ?? false } }));
  const api = fakeApi({ [`GET ${PATH}`]: () => answer, ...routes });
  const view = renderInHost(<BoardView component={boardComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, { api, socket });
  return { ...view, api };
}

const posts = () => screen.findByRole('list', { name: 'Posts' });
const articleOf = (name: string) => screen.getByRole('article', { name });

describe('BoardView', () => {
  it('shows posts in the order the server gives, with nested replies, badges and deleted posts', async () => {
    const reply = post({ id: ADA, name: 'Ada Lovelace', message: '<p>A <b>reply</b></p>' });
    const pinned = post({ name: 'Irene Teach', pin: true, pinned: 'x', replies: [reply] });
    const deleted = post({ name: 'Cy Gone', deleted: '2030-01-02T00:00:00.000Z', message: '', raw_message: '' });
    renderBoard(boardAnswer({ posts: [pinned, deleted] }));
    const list = await posts();
    const [first, , second] = within(list).getAllByRole('article');
    expect(first).toBe(articleOf('Irene Teach'));
    expect(within(first!).getByText('Pinned')).toBeTruthy();
    expect(second).toBe(articleOf('Cy Gone'));
    expect(within(second!).getByText('This post was deleted.')).toBeTruthy();
    const replies = screen.getByRole('list', { name: 'Replies to Irene Teach' });
    expect(within(replies).getByText('reply').tagName).toBe('B');
  });

  it.each([
    [{ status: 'not-open' as const, open_date: '2030-01-10T10:00:00.000Z' }, BOARD_MESSAGES.opensOn],
    [{ status: 'ended' as const, close_date: '2030-03-10T10:00:00.000Z' }, BOARD_MESSAGES.endedOn],
    [{ status: 'closed' as const }, BOARD_MESSAGES.closedForComments],
  ])('shows the spec message and no post form when posting is blocked (%o)', async (board, message) => {
    renderBoard(boardAnswer({ can_post: false }, board));
    expect(await screen.findByText((text) => text.startsWith(message))).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New post' })).toBeNull();
  });

  it('posts what was typed, with the page as location, and shows it', async () => {
    const created = post({ id: ADA, name: 'Ada Lovelace', message: '<p>Hello class</p>' });
    const { api } = renderBoard(boardAnswer(), { [`POST ${PATH}posts/`]: () => created });
    await screen.findByRole('form', { name: 'New post' });
    await typeInto('New post', 'Hello class');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post' }));
    expect(api.post).toHaveBeenCalledWith(`${PATH}posts/`, { message: '<p>Hello class</p>', parent_id: null, location: LOCATION });
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it("shows the server's refusal (banned words) by the form, keeping the text", async () => {
    const { ApiError } = await import('@lms/sdk/web');
    renderBoard(boardAnswer(), {
      [`POST ${PATH}posts/`]: () => {
        throw new ApiError(422, 'banned', 'Your post contains a word that is not allowed here. Nothing was saved.');
      },
    });
    await screen.findByRole('form', { name: 'New post' });
    await typeInto('New post', 'darn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your post contains a word that is not allowed here. Nothing was saved.');
    expect(screen.getByRole('textbox', { name: 'New post' }).textContent).toBe('darn');
  });

  it('replies, edits and deletes own posts', async () => {
    const mine = post({ id: ADA, name: 'Ada Lovelace', message: '<p>Mine</p>' });
    const theirs = post();
    const reply = post({ id: ADA, name: 'Ada Lovelace', parent_id: theirs._id, message: '<p>Agreed</p>' });
    const { api } = renderBoard(boardAnswer({ posts: [mine, theirs] }), {
      [`POST ${PATH}posts/`]: () => reply,
      [`PUT ${PATH}posts/${mine._id}/`]: () => ({ ...mine, message: '<p>Mine, edited</p>', edited: '2030-01-05T00:00:00.000Z' }),
      [`DELETE ${PATH}posts/${mine._id}/`]: () => ({ ...mine, deleted: '2030-01-06T00:00:00.000Z' }),
    });
    await posts();
    const user = userEvent.setup();
    expect(within(articleOf('Bob Hope')).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(within(articleOf('Bob Hope')).getByRole('button', { name: 'Reply (post by Bob Hope)' }));
    await typeInto('Reply to Bob Hope', 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(api.post).toHaveBeenCalledWith(`${PATH}posts/`, { message: '<p>Agreed</p>', parent_id: theirs._id, location: LOCATION });
    expect(await screen.findByRole('list', { name: 'Replies to Bob Hope' })).toBeTruthy();

    const own = () => screen.getAllByRole('article', { name: 'Ada Lovelace' }).find((article) => article.textContent?.includes('Mine'))!;
    await user.click(within(own()).getByRole('button', { name: 'Edit (post by Ada Lovelace)' }));
    await typeInto('Edit post', '{Control>}a{/Control}Mine, edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.put).toHaveBeenCalledWith(`${PATH}posts/${mine._id}/`, { message: '<p>Mine, edited</p>', location: LOCATION });
    expect(await screen.findByText('(edited)')).toBeTruthy();

    await user.click(within(own()).getByRole('button', { name: 'Delete (post by Ada Lovelace)' }));
    expect(await screen.findByText('This post was deleted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore (post by Ada Lovelace)' })).toBeTruthy();
  });

  it("flags with the server's message, and says why flagging failed in the spec's words", async () => {
    const theirs = post();
    const other = post({ name: 'Cy Other' });
    const { notify } = renderBoard(boardAnswer({ posts: [theirs, other] }), {
      [`POST ${PATH}posts/${theirs._id}/flag/`]: () => ({ message: 'Post flagged', post: null }),
      [`POST ${PATH}posts/${other._id}/flag/`]: async () => {
        const { ApiError } = await import('@lms/sdk/web');
        throw new ApiError(404, 'not-found', 'Did not find this post.');
      },
    });
    await posts();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flag (post by Bob Hope)' }));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Post flagged' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bob Hope' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Flag (post by Cy Other)' }));
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Failed to flag this post. Reason: Did not find this post.' });
  });

  it('lets moderators pin, un-flag and see flags', async () => {
    const flagged = post({ flagged: true, flaggedBy: ADA });
    const { notify } = renderBoard(boardAnswer({ moderator: true, posts: [flagged] }), {
      [`POST ${PATH}posts/${flagged._id}/pin/`]: () => ({ message: 'Post pinned.', post: { ...flagged, pin: true, pinned: flagged._id } }),
      [`DELETE ${PATH}posts/${flagged._id}/flag/`]: () => ({ message: 'Post un-flagged', post: { ...flagged, pin: true, flagged: false } }),
    }, { moderator: true });
    await posts();
    expect(screen.getByText('Flagged')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pin (post by Bob Hope)' }));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Post pinned.' });
    expect(await screen.findByText('Pinned')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Un-flag (post by Bob Hope)' }));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Post un-flagged' });
    await waitFor(() => expect(screen.queryByText('Flagged')).toBeNull());
  });

  it('asks a student to post first when the board requires it', async () => {
    renderBoard(boardAnswer({ posted: false, hidden_count: 3 }, { requires_comment: true }));
    expect(await screen.findByText("Post first to see your classmates' posts (3 waiting).")).toBeTruthy();
  });

  it('joins the board live, shows new posts and announces them politely', async () => {
    const socket = new FakeRealtimeSocket();
    renderBoard(boardAnswer({ posts: [post()] }), {}, { socket });
    await posts();
    await waitFor(() => expect(socket.sent).toContainEqual({ event: 'board:join', payload: { courseId: COURSE, boardId: BOARD } }));
    // The event changes the query cache, which hands the change to the view on its next tick.
    const emit = (event: string, payload: unknown) =>
      act(async () => {
        socket.serverEmit(event, payload);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    const live = post({ name: 'Cy Live', message: '<p>Live!</p>' });
    await emit('board:post', { boardId: BOARD, post: live });
    expect(screen.getByRole('article', { name: 'Cy Live' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('New post by Cy Live');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    await emit('board:hidden', { boardId: BOARD, postId: live._id });
    expect(screen.queryByRole('article', { name: 'Cy Live' })).toBeNull();
    await emit('board:post', { boardId: 'another-board', post: post({ name: 'Elsewhere' }) });
    expect(screen.queryByRole('article', { name: 'Elsewhere' })).toBeNull();
  });

  it('re-reads the board over HTTP when the connection comes back', async () => {
    const socket = new FakeRealtimeSocket();
    const { api } = renderBoard(boardAnswer(), {}, { socket });
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    act(() => socket.drop());
    act(() => socket.open());
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it("says so when the board cannot be found", async () => {
    const api = fakeApi({});
    renderInHost(<BoardView component={boardComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, { api, viewer: user() });
    expect((await screen.findByRole('alert')).textContent).toBe(`unexpected GET ${PATH}`);
  });
});
