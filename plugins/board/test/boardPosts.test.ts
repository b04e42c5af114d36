import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '../src/schemas/boardMessages.ts';
import type { BoardAnswer } from '../src/calls/boardCalls.ts';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { boardConfig, boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;
let boardId: string;
let base: string;

beforeAll(async () => {
  world = await boardWorld();
  boardId = await createBoard(world);
  base = boardPath(world, boardId);
});

afterAll(() => world?.tk.close());

const read = async (client = world.adaClient) => (await client.get(base)).body as BoardAnswer;
const find = (posts: ApiPost[], id: string): ApiPost | undefined => {
  for (const post of posts) {
    if (post._id === id) return post;
    const inReplies = find(post.replies, id);
    if (inReplies) return inReplies;
  }
  return undefined;
};

describe('posting on a board', () => {
  it('stores a post with every field of part 2 §3, and answers it', async () => {
    const posted = await world.adaClient.post(`${base}posts/`, { message: '<p>Hello <b>class</b></p>' });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      parent_id: null,
      id: world.ada.id,
      name: 'Ada Lovelace',
      message: '<p>Hello <b>class</b></p>',
      raw_message: 'Hello class',
      edited: null,
      editor: null,
      deleted: null,
      unDeleted: null,
      flagged: false,
      pin: false,
      pinned: null,
      replies: [],
    });
    expect(Date.parse(posted.body.timestamp)).not.toBeNaN();
    const row = await world.tk.kernel.knex('board_posts').where({ id: posted.body._id }).first();
    expect(row).toMatchObject({ course_id: world.course.courseId, target_type: 'board', target_id: boardId, author_id: world.ada.id, by_student: true });
  });

  it('ignores an empty post: nothing is saved', async () => {
    const before = await world.tk.kernel.knex('board_posts').count({ n: '*' }).first();
    for (const message of ['', '   ', '<p> </p>', '<p><br></p>', '<script>alert(1)</script>']) {
      const answer = await world.bobClient.post(`${base}posts/`, { message });
      expect(answer.status).toBe(204);
    }
    expect(await world.tk.kernel.knex('board_posts').count({ n: '*' }).first()).toEqual(before);
  });

  it('nests replies under their post, oldest first; posts come newest first', async () => {
    const first = (await world.bobClient.post(`${base}posts/`, { message: 'First topic' })).body as ApiPost;
    const second = (await world.bobClient.post(`${base}posts/`, { message: 'Second topic' })).body as ApiPost;
    const reply = (await world.adaClient.post(`${base}posts/`, { message: 'A reply', parent_id: first._id })).body as ApiPost;
    const nested = (await world.bobClient.post(`${base}posts/`, { message: 'A reply to the reply', parent_id: reply._id })).body as ApiPost;
    const later = (await world.teacher.post(`${base}posts/`, { message: 'Another reply', parent_id: first._id })).body as ApiPost;
    expect(reply.parent_id).toBe(first._id);
    const board = await read();
    const ids = board.posts.map((post) => post._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const thread = find(board.posts, first._id)!;
    expect(thread.replies.map((post) => post._id)).toEqual([reply._id, later._id]);
    expect(thread.replies[0]!.replies.map((post) => post._id)).toEqual([nested._id]);
  });

  it('refuses a reply to a post that is not on this board', async () => {
    const otherBoard = await createBoard(world, boardConfig(), world.pages[1]);
    const elsewhere = (await world.adaClient.post(`board/${world.course.courseId}/${otherBoard}/posts/`, { message: 'Elsewhere' })).body as ApiPost;
    const refused = await world.adaClient.post(`${base}posts/`, { message: 'Reply', parent_id: elsewhere._id });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Did not find this post.');
  });

  it("answers 'Did not find a discussion board' for an id that is not a board of the course", async () => {
    const html = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'board', slot: null });
    const missing = await world.adaClient.get(`board/${world.course.courseId}/${'0'.repeat(24)}/`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(BOARD_MESSAGES.notFound);
    // A board on no page is not visible to students.
    expect((await world.adaClient.get(`board/${world.course.courseId}/${html.body._id}/`)).body.error).toBe(BOARD_MESSAGES.notFound);
    expect((await world.adaClient.post(`board/${world.course.courseId}/${'0'.repeat(24)}/posts/`, { message: 'x' })).body.error).toBe(BOARD_MESSAGES.notFound);
  });

  it('refuses users outside the course', async () => {
    const outsider = await world.tk.createUser('student');
    const client = await world.tk.loginAs(outsider);
    expect((await client.get(base)).status).toBe(403);
    expect((await client.post(`${base}posts/`, { message: 'Hi' })).status).toBe(403);
  });

  it('refuses unknown fields and malformed parents', async () => {
    expect((await world.adaClient.post(`${base}posts/`, { message: 'x', pinned: true })).status).toBe(422);
    expect((await world.adaClient.post(`${base}posts/`, { message: 'x', parent_id: 'nope' })).status).toBe(422);
  });
});

describe('editing, deleting and restoring', () => {
  it('lets the author edit: edited and editor are set', async () => {
    const post = (await world.adaClient.post(`${base}posts/`, { message: 'Draft' })).body as ApiPost;
    const edited = await world.adaClient.put(`${base}posts/${post._id}/`, { message: '<p>Final</p>' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: '<p>Final</p>', raw_message: 'Final', editor: world.ada.id });
    expect(edited.body.edited).not.toBeNull();
  });

  it("refuses another student's edit, delete and undelete", async () => {
    const post = (await world.adaClient.post(`${base}posts/`, { message: 'Mine' })).body as ApiPost;
    const message = 'Only its author or a moderator can change this post.';
    expect((await world.bobClient.put(`${base}posts/${post._id}/`, { message: 'Yours now' })).body).toMatchObject({ errno: 'access-denied', error: message });
    expect((await world.bobClient.request('DELETE', `${base}posts/${post._id}/`)).body.error).toBe(message);
    await world.adaClient.request('DELETE', `${base}posts/${post._id}/`);
    expect((await world.bobClient.post(`${base}posts/${post._id}/undelete/`)).body.error).toBe(message);
  });

  it('marks a post deleted on an empty edit', async () => {
    const post = (await world.adaClient.post(`${base}posts/`, { message: 'Soon gone' })).body as ApiPost;
    const emptied = await world.adaClient.put(`${base}posts/${post._id}/`, { message: '<p></p>' });
    expect(emptied.body.deleted).not.toBeNull();
    // Its author still reads it, to restore it.
    expect(emptied.body.message).toBe('Soon gone');
  });

  it('deletes and undeletes with timestamps; others see a deleted post only as the holder of its replies', async () => {
    const lone = (await world.adaClient.post(`${base}posts/`, { message: 'Lonely' })).body as ApiPost;
    const parent = (await world.adaClient.post(`${base}posts/`, { message: 'Has replies' })).body as ApiPost;
    await world.bobClient.post(`${base}posts/`, { message: 'Reply', parent_id: parent._id });
    const deleted = await world.adaClient.request('DELETE', `${base}posts/${lone._id}/`);
    expect(deleted.body.deleted).not.toBeNull();
    await world.adaClient.request('DELETE', `${base}posts/${parent._id}/`);

    const bobView = await read(world.bobClient);
    expect(find(bobView.posts, lone._id)).toBeUndefined();
    expect(find(bobView.posts, parent._id)).toMatchObject({ message: '', raw_message: '', replies: [{ raw_message: 'Reply' }] });
    // The author and moderators still read it, to restore it.
    expect(find((await read(world.adaClient)).posts, lone._id)).toMatchObject({ raw_message: 'Lonely' });
    expect(find((await read(world.teacher)).posts, lone._id)).toMatchObject({ raw_message: 'Lonely' });

    const restored = await world.adaClient.post(`${base}posts/${lone._id}/undelete/`);
    expect(restored.body).toMatchObject({ deleted: null, raw_message: 'Lonely' });
    expect(restored.body.unDeleted).not.toBeNull();
    expect(find((await read(world.bobClient)).posts, lone._id)).toMatchObject({ raw_message: 'Lonely' });
  });

  it('refuses to edit a deleted post', async () => {
    const post = (await world.adaClient.post(`${base}posts/`, { message: 'Gone' })).body as ApiPost;
    await world.adaClient.request('DELETE', `${base}posts/${post._id}/`);
    expect((await world.adaClient.put(`${base}posts/${post._id}/`, { message: 'Back?' })).status).toBe(409);
  });

  it("lets moderators edit and delete anyone's post", async () => {
    const post = (await world.bobClient.post(`${base}posts/`, { message: 'Rude words' })).body as ApiPost;
    const edited = await world.helper.put(`${base}posts/${post._id}/`, { message: 'Kind words' });
    expect(edited.body).toMatchObject({ raw_message: 'Kind words', editor: world.assistant.id });
    expect((await world.teacher.request('DELETE', `${base}posts/${post._id}/`)).body.deleted).not.toBeNull();
  });
});

describe('flagging and pinning', () => {
  it("flags with 'Post flagged': hidden from other students, shown to moderators and the author", async () => {
    const post = (await world.bobClient.post(`${base}posts/`, { message: 'Questionable' })).body as ApiPost;
    const flagged = await world.adaClient.post(`${base}posts/${post._id}/flag/`);
    // The flagger no longer sees it.
    expect(flagged.body).toEqual({ message: BOARD_MESSAGES.flagged, post: null });

    expect(find((await read(world.adaClient)).posts, post._id)).toBeUndefined();
    expect(find((await read(world.bobClient)).posts, post._id)).toMatchObject({ flagged: true });
    expect(find((await read(world.teacher)).posts, post._id)).toMatchObject({ flagged: true, flaggedBy: world.ada.id });
    // Nor can other students act on it.
    expect((await world.adaClient.post(`${base}posts/`, { message: 'Re', parent_id: post._id })).status).toBe(404);
  });

  it('sends the moderators a bot message about the flagged post, and nobody else', async () => {
    await world.bobClient.post(`${base}posts/${(await world.adaClient.post(`${base}posts/`, { message: 'This is a rather long post that will be shortened in the notice' })).body._id}/flag/`);
    const bots = async (client: typeof world.teacher) =>
      ((await client.get(`messages/${world.course.courseId}/`)).body.messages as { kind: string; text: string }[]).filter((message) => message.kind === 'bot').map((message) => message.text);
    const notice = 'Bob Hope flagged a post by Ada Lovelace on the discussion board "Discuss": "This is a rather long post that will be shortened…"';
    expect(await bots(world.teacher)).toContain(notice);
    expect(await bots(world.helper)).toContain(notice);
    expect(await bots(world.adaClient)).toEqual([]);
    expect(await bots(world.bobClient)).toEqual([]);
  });

  it("un-flags with 'Post un-flagged', for moderators only", async () => {
    const post = (await world.bobClient.post(`${base}posts/`, { message: 'Borderline' })).body as ApiPost;
    await world.adaClient.post(`${base}posts/${post._id}/flag/`);
    expect((await world.bobClient.request('DELETE', `${base}posts/${post._id}/flag/`)).status).toBe(403);
    const unflagged = await world.helper.request('DELETE', `${base}posts/${post._id}/flag/`);
    expect(unflagged.body).toMatchObject({ message: BOARD_MESSAGES.unflagged, post: { flagged: false, flaggedBy: null } });
    expect(find((await read(world.adaClient)).posts, post._id)).toMatchObject({ flagged: false });
  });

  it("pins with 'Post pinned.' (first for everyone) and un-pins with 'Post un-pinned.', for moderators only", async () => {
    const old = (await world.adaClient.post(`${base}posts/`, { message: 'Old but important' })).body as ApiPost;
    await world.bobClient.post(`${base}posts/`, { message: 'Newer' });
    expect((await world.adaClient.post(`${base}posts/${old._id}/pin/`)).status).toBe(403);
    const pinned = await world.teacher.post(`${base}posts/${old._id}/pin/`);
    expect(pinned.body).toMatchObject({ message: BOARD_MESSAGES.pinned, post: { pin: true, pinned: old._id } });
    expect((await read(world.bobClient)).posts[0]).toMatchObject({ _id: old._id, pin: true });
    const unpinned = await world.teacher.request('DELETE', `${base}posts/${old._id}/pin/`);
    expect(unpinned.body).toMatchObject({ message: BOARD_MESSAGES.unpinned, post: { pin: false, pinned: null } });
    expect((await read(world.bobClient)).posts[0]!._id).not.toBe(old._id);
  });

  it('denies moderation to assistants without manager rights', async () => {
    const lone = await boardWorld({ assistants_no_mgr_rights: true });
    try {
      const id = await createBoard(lone);
      const path = boardPath(lone, id);
      const post = (await lone.adaClient.post(`${path}posts/`, { message: 'Hi' })).body as ApiPost;
      expect((await lone.helper.post(`${path}posts/${post._id}/pin/`)).status).toBe(403);
      expect(((await lone.helper.get(path)).body as BoardAnswer).moderator).toBe(false);
      expect(((await lone.teacher.get(path)).body as BoardAnswer).moderator).toBe(true);
      await lone.bobClient.post(`${path}posts/${post._id}/flag/`);
      const texts = async (client: typeof lone.teacher) => ((await client.get(`messages/${lone.course.courseId}/`)).body.messages as unknown[]).length;
      expect(await texts(lone.teacher)).toBe(1);
      expect(await texts(lone.helper)).toBe(0);
    } finally {
      await lone.tk.close();
    }
  });
});

describe('requires_comment', () => {
  it("hides classmates' posts until the student posts; moderators count as having posted", async () => {
    const id = await createBoard(world, boardConfig({ board: { requires_comment: true } }), world.pages[2]);
    const path = boardPath(world, id);
    const bobs = (await world.bobClient.post(`${path}posts/`, { message: 'Bob first' })).body as ApiPost;

    const before = (await world.adaClient.get(path)).body as BoardAnswer;
    expect(before).toMatchObject({ posted: false, hidden_count: 1, posts: [] });
    expect((await world.adaClient.post(`${path}posts/${bobs._id}/flag/`)).status).toBe(404);

    const teacherView = (await world.teacher.get(path)).body as BoardAnswer;
    expect(teacherView).toMatchObject({ posted: true, moderator: true, hidden_count: 0 });
    expect(teacherView.posts).toHaveLength(1);

    await world.adaClient.post(`${path}posts/`, { message: 'Ada too' });
    const after = (await world.adaClient.get(path)).body as BoardAnswer;
    expect(after).toMatchObject({ posted: true, hidden_count: 0 });
    expect(after.posts.map((post) => post.raw_message)).toEqual(['Ada too', 'Bob first']);
  });
});
