import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '../src/schemas/boardMessages.ts';
import type { BoardAnswer } from '../src/calls/boardCalls.ts';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { boardConfig, boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;
let base: string;
let early: ApiPost;

const OPEN = '2030-01-10T10:00:00.000Z';
const DUE = '2030-02-10T10:00:00.000Z';
const CLOSE = '2030-03-10T10:00:00.000Z';

beforeAll(async () => {
  world = await boardWorld();
  world.tk.clock.set('2030-01-15T00:00:00.000Z');
  base = boardPath(world, await createBoard(world, boardConfig({ board: { open_date: OPEN, due_date: DUE, close_date: CLOSE } })));
  early = (await world.adaClient.post(`${base}posts/`, { message: 'Posted while open' })).body as ApiPost;
});

afterAll(() => world?.tk.close());

const status = async () => ((await world.adaClient.get(base)).body as BoardAnswer).board.status;

describe('board dates (part 2 §4)', () => {
  it('blocks posting before open_date with the opening date', async () => {
    world.tk.clock.set('2030-01-01T00:00:00.000Z');
    const refused = await world.bobClient.post(`${base}posts/`, { message: 'Too early' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errno: 'board-closed', error: `${BOARD_MESSAGES.opensOn} January 10, 2030 at 10:00 AM UTC` });
    expect(await status()).toBe('not-open');
    expect(((await world.adaClient.get(base)).body as BoardAnswer).can_post).toBe(false);
  });

  it('lets everyone post while open', async () => {
    world.tk.clock.set('2030-01-20T00:00:00.000Z');
    expect(await status()).toBe('open');
    expect((await world.bobClient.post(`${base}posts/`, { message: 'On time' })).status).toBe(201);
  });

  it("blocks posting, editing, deleting and restoring after due_date: 'This disussion board is closed for further comments.'", async () => {
    world.tk.clock.set('2030-02-20T00:00:00.000Z');
    expect(await status()).toBe('closed');
    const closed = { errno: 'board-closed', error: BOARD_MESSAGES.closedForComments };
    expect((await world.bobClient.post(`${base}posts/`, { message: 'Late' })).body).toEqual(closed);
    expect((await world.adaClient.put(`${base}posts/${early._id}/`, { message: 'Changed' })).body).toEqual(closed);
    expect((await world.adaClient.request('DELETE', `${base}posts/${early._id}/`)).body).toEqual(closed);
    expect((await world.adaClient.post(`${base}posts/${early._id}/undelete/`)).body).toEqual(closed);
  });

  it('blocks posting after close_date with the end date', async () => {
    world.tk.clock.set('2030-03-10T10:00:00.000Z');
    expect(await status()).toBe('ended');
    expect((await world.bobClient.post(`${base}posts/`, { message: 'Very late' })).body).toEqual({
      errno: 'board-closed',
      error: `${BOARD_MESSAGES.endedOn} March 10, 2030 at 10:00 AM UTC`,
    });
  });

  it('lets moderators post and moderate outside the dates, and still lets students read and flag', async () => {
    world.tk.clock.set('2030-04-01T00:00:00.000Z');
    expect((await world.teacher.post(`${base}posts/`, { message: 'Summary of the discussion' })).status).toBe(201);
    expect((await world.helper.put(`${base}posts/${early._id}/`, { message: 'Moderated' })).status).toBe(200);
    const board = (await world.bobClient.get(base)).body as BoardAnswer;
    expect(board.posts.map((post) => post.raw_message)).toContain('Summary of the discussion');
    expect((await world.bobClient.post(`${base}posts/${early._id}/flag/`)).status).toBe(200);
  });
});
