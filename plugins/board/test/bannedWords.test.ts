import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLabelBundle } from '@lms/sdk/testing';
import { bannedTerms, containsBannedWord } from '@lms/sdk';
import { THREAD_MESSAGES } from '../src/schemas/boardMessages.ts';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

describe('banned word rule (part 2 §5)', () => {
  const terms = bannedTerms(' Darn, HECK ,, ');

  it('reads the comma-separated publisher setting', () => {
    expect(terms).toEqual(['darn', 'heck']);
    expect(bannedTerms(undefined)).toEqual([]);
    expect(bannedTerms(42)).toEqual([]);
  });

  it('refuses a text when any space-separated word contains a term, whatever its case', () => {
    expect(containsBannedWord('well DARN it', terms)).toBe(true);
    expect(containsBannedWord('what the heckler said', terms)).toBe(true);
    expect(containsBannedWord('undarnable', terms)).toBe(true);
    expect(containsBannedWord('a fine day', terms)).toBe(false);
    expect(containsBannedWord('he ck', terms)).toBe(false);
    expect(containsBannedWord('anything', [])).toBe(false);
  });
});

describe('banned words through the routes', () => {
  let world: BoardWorld;
  let base: string;
  let comments: string;
  let post: ApiPost;
  const banned = { errno: 'banned', error: THREAD_MESSAGES.banned };

  beforeAll(async () => {
    world = await boardWorld();
    base = boardPath(world, await createBoard(world));
    const html = await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'board' });
    await world.teacher.put(`comments_settings/${world.course.courseId}/${html.body._id}/`, { enabled: true, close_date: null });
    comments = `comments/${world.course.courseId}/component/${html.body._id}/`;
    post = (await world.adaClient.post(`${base}posts/`, { message: 'A clean post' })).body as ApiPost;
    await setLabelBundle(world.tk, { banned_words: 'darn,heck' });
  });

  afterAll(() => world?.tk.close());

  const count = async () => (await world.tk.kernel.knex('board_posts').count({ n: '*' }).first())!.n;

  it('refuses posts, replies, edits and comments with a banned word, saving nothing', async () => {
    const before = await count();
    expect((await world.bobClient.post(`${base}posts/`, { message: '<p>Oh <b>Darn</b>!</p>' })).body).toEqual(banned);
    expect((await world.bobClient.post(`${base}posts/`, { message: 'what the HECKling', parent_id: post._id })).body).toEqual(banned);
    expect((await world.adaClient.put(`${base}posts/${post._id}/`, { message: 'darn it' })).body).toEqual(banned);
    expect((await world.bobClient.post(comments, { message: 'heck no' })).body).toEqual(banned);
    expect((await world.bobClient.post(comments, { message: 'heck no' })).status).toBe(422);
    expect(await count()).toBe(before);
    expect((await world.tk.kernel.knex('board_posts').where({ id: post._id }).first()).raw_message).toBe('A clean post');
  });

  it('reads the words hidden by markup as the reader sees them', async () => {
    expect((await world.bobClient.post(`${base}posts/`, { message: '<p>d<i>ar</i>n</p>' })).body).toEqual(banned);
  });

  it('accepts clean text', async () => {
    expect((await world.bobClient.post(`${base}posts/`, { message: 'Dear class' })).status).toBe(201);
  });
});
