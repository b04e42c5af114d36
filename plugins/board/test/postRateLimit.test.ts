import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;
let board: string;
let comments: string;

beforeAll(async () => {
  // Two new posts a minute instead of the default 30, so the test reaches the limit.
  world = await boardWorld({}, { rateLimits: { posts: { points: 2, durationSeconds: 60 } } });
  world.tk.clock.set(new Date());
  board = `${boardPath(world, await createBoard(world))}posts/`;
  const componentId = (await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'board', title: 'Reading' })).body._id as string;
  comments = `comments/${world.course.courseId}/component/${componentId}/`;
  await world.teacher.put(`comments_settings/${world.course.courseId}/${componentId}/`, { enabled: true, close_date: null });
});

afterAll(() => world?.tk.close());

describe('the pace of new posts and comments (issue 14)', () => {
  it('refuses a user past the limit with 429 and Retry-After, boards and comments counted together, storing nothing', async () => {
    expect((await world.adaClient.post(board, { message: 'one' })).status).toBe(201);
    expect((await world.adaClient.post(comments, { message: 'two' })).status).toBe(201);
    const before = await world.tk.kernel.knex('board_posts').count({ n: '*' }).first();
    for (const path of [board, comments]) {
      const refused = await world.adaClient.post(path, { message: 'three' });
      expect(refused.status).toBe(429);
      expect(refused.body.errno).toBe('too-many-requests');
      expect(refused.headers.get('retry-after')).toBe('60');
    }
    expect(await world.tk.kernel.knex('board_posts').count({ n: '*' }).first()).toEqual(before);
    // Another user has their own count; the limit lifts when the minute is over.
    expect((await world.bobClient.post(board, { message: 'mine' })).status).toBe(201);
    world.tk.clock.advance(60_000);
    expect((await world.adaClient.post(board, { message: 'three' })).status).toBe(201);
  });
});
