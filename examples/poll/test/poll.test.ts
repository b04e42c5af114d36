import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, ledgerAttempts, type ComponentTestBed } from '@lms/sdk/testing';
import plugin from '../src/server/index.ts';

// The example's own tests, on the SDK's kernel harness alone (the packed SDK carries the kernel):
// what a plugin author outside this repository runs with `npm test`.
let bed: ComponentTestBed;
let pollId: string;
let storedConfig: unknown;

beforeAll(async () => {
  bed = await componentTestBed(plugin);
  const created = await bed.teacher.post(`components/${bed.base}/new/`, { type: 'poll', config: { question: '  Which day?  ', options: ['Monday', 'Friday'] } });
  expect(created.status).toBe(201);
  pollId = created.body._id;
  storedConfig = created.body.config;
  // Booting a kernel (migrations on a fresh database) outlasts vitest's 10 s hook default on a busy machine.
}, 60_000);

afterAll(() => bed?.tk.close());

describe('the poll component through the kernel', () => {
  it('stores the question and options trimmed', () => {
    expect(storedConfig).toEqual({ question: 'Which day?', options: ['Monday', 'Friday'] });
  });

  it('refuses a poll with one option, naming the field', async () => {
    const refused = await bed.teacher.post(`components/${bed.base}/new/`, { type: 'poll', config: { question: 'Which day?', options: ['Monday'] } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'config/options', message: 'A poll needs at least 2 options.' }]);
  });

  it('counts an answer, lets the student change it, and records one submission in the ledger', async () => {
    const first = await bed.learner.post(`poll/vote/${bed.base}/${pollId}`, { option: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ counts: [0, 1], mine: 1 });
    const changed = await bed.learner.post(`poll/vote/${bed.base}/${pollId}`, { option: 0 });
    expect(changed.body).toEqual({ counts: [1, 0], mine: 0 });
    const student = (await bed.learner.get('sayhi/')).body.mongoId as string;
    expect(await ledgerAttempts(bed.tk, pollId, student)).toHaveLength(1);
    expect((await bed.teacher.get(`poll/results/${bed.base}/${pollId}`)).body).toEqual({ counts: [1, 0], mine: null });
  });

  it('refuses an option the poll does not have, storing nothing', async () => {
    const refused = await bed.learner.post(`poll/vote/${bed.base}/${pollId}`, { option: 2 });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'option', message: 'Choose one of the options.' }]);
    expect((await bed.learner.get(`poll/results/${bed.base}/${pollId}`)).body).toEqual({ counts: [1, 0], mine: 0 });
  });
});
