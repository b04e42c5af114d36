import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DATE_MESSAGES } from '@lms/sdk/rules';
import { ledgerActivity } from '@lms/sdk/testing';
import boardPlugin from '../src/server/index.ts';
import { BOARD_MESSAGES } from '../src/schemas/boardMessages.ts';
import { DEFAULT_BOARD_CONFIG } from '../src/schemas/boardConfig.ts';
import { boardConfig, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;

beforeAll(async () => {
  world = await boardWorld();
});

afterAll(() => world?.tk.close());

const JAN = '2030-01-10T10:00:00.000Z';
const FEB = '2030-02-10T10:00:00.000Z';
const MAR = '2030-03-10T10:00:00.000Z';

describe('board component type', () => {
  it('starts a new board with no dates and no score', async () => {
    const created = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'board', slot: null });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual(DEFAULT_BOARD_CONFIG);
  });

  it('stores a board with its dates, and registers a manually graded activity worth max_score', async () => {
    const config = boardConfig({ board: { open_date: JAN, due_date: FEB, close_date: MAR, requires_comment: true }, allow_images: true, max_score: 25 });
    const boardId = await createBoard(world, config, world.pages[1]);
    const read = await world.teacher.get(`components/${world.course.courseId}/${boardId}/`);
    expect(read.body.config).toEqual(config);
    expect(await ledgerActivity(world.tk, boardId)).toMatchObject({
      type: 'board',
      manualGrading: true,
      maxScore: 25,
      schedule: { open_date: JAN, due_date: FEB, close_date: MAR, time_limit: 0, submission_attempts: 0, policy: null, graded: true },
    });
  });

  it.each([
    [{ open_date: FEB, close_date: JAN }, 'config/board/open_date', BOARD_MESSAGES.openAfterClose],
    [{ open_date: FEB, due_date: JAN }, 'config/board/open_date', BOARD_MESSAGES.openAfterDue],
    [{ due_date: MAR, close_date: FEB }, 'config/board/due_date', BOARD_MESSAGES.dueAfterClose],
  ])('refuses dates out of order (%o) with the spec message', async (dates, field, message) => {
    const refused = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'board', config: boardConfig({ board: dates }) });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toContainEqual({ field, message });
  });

  it.each([
    ['open_date', '1969-12-31T23:59:00.000Z'],
    ['due_date', '2200-01-01T00:00:00.000Z'],
    ['close_date', '2250-06-01T00:00:00.000Z'],
  ] as const)("refuses a %s outside 1970 to 2199 (%s) with 'Please check your date format (MM/DD/YYYY HH:MI)'", async (field, date) => {
    const refused = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'board', config: boardConfig({ board: { [field]: date } }) });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: `config/board/${field}`, message: ACTIVITY_DATE_MESSAGES.format }]);
  });

  it('accepts the first and last moments of 1970 to 2199', async () => {
    const bounds = await world.teacher.post(`components/${world.pages[2]}/new/`, {
      type: 'board',
      slot: null,
      config: boardConfig({ board: { open_date: '1970-01-01T00:00:00.000Z', close_date: '2199-12-31T23:59:00.000Z' } }),
    });
    expect(bounds.status).toBe(201);
  });

  it('accepts equal dates (open not after close, not after due; due not after close)', async () => {
    const same = await world.teacher.post(`components/${world.pages[2]}/new/`, {
      type: 'board',
      slot: null,
      config: boardConfig({ board: { open_date: FEB, due_date: FEB, close_date: FEB } }),
    });
    expect(same.status).toBe(201);
  });

  it('refuses malformed config fields with its messages', async () => {
    const bad = await world.teacher.post(`components/${world.pages[2]}/new/`, {
      type: 'board',
      config: { ...boardConfig({ board: { open_date: 'tomorrow' } }), max_score: 1000 },
    });
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'config/board/open_date', message: 'Enter a date and time, or leave it empty.' },
        { field: 'config/max_score', message: 'The max score can be at most 999.' },
      ]),
    );
    const negative = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'board', config: { ...boardConfig(), max_score: -1 } });
    expect(negative.body.fields).toEqual([{ field: 'config/max_score', message: 'The max score must be 0 or more.' }]);
  });

  it('allows only one discussion board on a page', async () => {
    await createBoard(world, boardConfig(), world.pages[0]);
    const second = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'board', config: boardConfig() });
    expect(second.status).toBe(422);
    expect(second.body.error).toBe(BOARD_MESSAGES.onePerPage);
  });

  it('has a demo that works without dates or network', () => {
    const type = boardPlugin.componentTypes![0]!;
    expect(type.demo!.config).toMatchObject({ board: { open_date: null, close_date: null, due_date: null } });
  });
});
