import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccount } from '@lms/sdk/testing';
import { THREAD_MESSAGES } from '../src/schemas/boardMessages.ts';
import type { CommentsAnswer } from '../src/calls/commentCalls.ts';
import type { ApiComment } from '../src/schemas/threadTypes.ts';
import { boardWorld, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;
let componentId: string;
let base: string;
let settings: string;

beforeAll(async () => {
  world = await boardWorld();
  world.tk.clock.set('2030-01-15T00:00:00.000Z');
  // Any component takes comments; the board type is the one this kernel has.
  componentId = (await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'board', title: 'Reading' })).body._id;
  base = `comments/${world.course.courseId}/component/${componentId}/`;
  settings = `comments_settings/${world.course.courseId}/${componentId}/`;
});

afterAll(() => world?.tk.close());

const read = async (client = world.adaClient) => (await client.get(base)).body as CommentsAnswer;

describe('comments on a component', () => {
  it('are off until an author turns them on (instructors only)', async () => {
    expect(await read()).toEqual({ settings: { enabled: false, close_date: null }, closed: false, moderator: false, comments: [] });
    expect((await world.adaClient.post(base, { message: 'Hello' })).body).toEqual({ errno: 'not-found', error: THREAD_MESSAGES.commentsOff });
    expect((await world.adaClient.put(settings, { enabled: true, close_date: null })).status).toBe(403);
    expect((await world.helper.put(settings, { enabled: true, close_date: null })).status).toBe(403);
    expect((await world.teacher.put(settings, { enabled: true, close_date: 'soon' })).body.fields).toEqual([
      { field: 'close_date', message: 'Enter a date and time, or leave it empty.' },
    ]);
    expect((await world.teacher.put(settings, { enabled: true, close_date: null })).body).toEqual({ enabled: true, close_date: null });
  });

  it('take comments and nested replies, with their authors attached on read', async () => {
    const comment = (await world.adaClient.post(base, { message: '<p>Great <em>reading</em></p>' })).body as ApiComment;
    expect(comment).toMatchObject({ raw_message: 'Great reading', user: { firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace', thumbnailUrl: null } });
    const reply = (await world.bobClient.post(base, { message: 'Agreed', parent_id: comment._id })).body as ApiComment;
    await updateAccount(world.tk, world.bob.id, { firstname: 'Robert' });
    const answer = await read();
    expect(answer.comments[0]).toMatchObject({ _id: comment._id, replies: [{ _id: reply._id, name: 'Bob Hope', user: { name: 'Robert Hope' } }] });
    expect((await world.adaClient.post(base, { message: '  ' })).status).toBe(204);
  });

  it('are edited and deleted by their author or a moderator; an empty edit deletes', async () => {
    const comment = (await world.adaClient.post(base, { message: 'Typo' })).body as ApiComment;
    expect((await world.bobClient.put(`${base}${comment._id}/`, { message: 'Mine' })).status).toBe(403);
    expect((await world.adaClient.put(`${base}${comment._id}/`, { message: 'Fixed' })).body).toMatchObject({ raw_message: 'Fixed', editor: world.ada.id });
    expect((await world.adaClient.put(`${base}${comment._id}/`, { message: '' })).body.deleted).not.toBeNull();
    const other = (await world.bobClient.post(base, { message: 'Off topic' })).body as ApiComment;
    expect((await world.teacher.request('DELETE', `${base}${other._id}/`)).body.deleted).not.toBeNull();
    // Others no longer see them; their authors still do, marked deleted.
    expect((await read(world.bobClient)).comments.map((entry) => entry._id)).not.toContain(comment._id);
    expect((await read(world.adaClient)).comments.map((entry) => entry._id)).not.toContain(other._id);
    expect((await read(world.adaClient)).comments.find((entry) => entry._id === comment._id)?.deleted).not.toBeNull();
  });

  it("close after the setting's close date, except for moderators", async () => {
    const open = (await world.adaClient.post(base, { message: 'Before closing' })).body as ApiComment;
    await world.teacher.put(settings, { enabled: true, close_date: '2030-01-20T00:00:00.000Z' });
    expect((await read()).closed).toBe(false);
    world.tk.clock.set('2030-01-20T00:00:00.000Z');
    expect(await read()).toMatchObject({ closed: true, settings: { close_date: '2030-01-20T00:00:00.000Z' } });
    const closed = { errno: 'comments-closed', error: THREAD_MESSAGES.commentsClosed };
    expect((await world.adaClient.post(base, { message: 'Too late' })).body).toEqual(closed);
    expect((await world.adaClient.put(`${base}${open._id}/`, { message: 'Changed' })).body).toEqual(closed);
    expect((await world.teacher.post(base, { message: 'Closing remarks' })).status).toBe(201);
  });

  it('answer not-found for a component the reader cannot see', async () => {
    const hidden = (await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'board', slot: null })).body._id;
    expect((await world.adaClient.get(`comments/${world.course.courseId}/component/${hidden}/`)).status).toBe(404);
  });
});
