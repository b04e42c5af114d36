import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerActivity, replaceLedgerActivity } from '@lms/sdk/testing';
import { up } from '../migrations/20261205000100_board_activity_dates.ts';
import { boardConfig, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;

beforeAll(async () => {
  world = await boardWorld();
});

afterAll(() => world?.tk.close());

describe('the board activity dates migration', () => {
  it("gives each board saved before it the dates of its config, and none to a board without", async () => {
    const dated = await createBoard(world, boardConfig({ board: { open_date: '2030-01-10T10:00:00.000Z', due_date: null, close_date: '2030-03-10T10:00:00.000Z' } }), world.pages[0]);
    const undated = await createBoard(world, boardConfig({}), world.pages[1]);
    for (const boardId of [dated, undated]) await replaceLedgerActivity(world.tk, boardId, { schedule: { open_date: '2029-01-01T00:00:00.000Z', due_date: '2029-01-02T00:00:00.000Z', close_date: null } });
    await up(world.tk.kernel.knex);
    expect((await ledgerActivity(world.tk, dated))?.schedule).toMatchObject({ open_date: '2030-01-10T10:00:00.000Z', due_date: null, close_date: '2030-03-10T10:00:00.000Z' });
    expect((await ledgerActivity(world.tk, undated))?.schedule).toMatchObject({ open_date: null, due_date: null, close_date: null });
  });
});
