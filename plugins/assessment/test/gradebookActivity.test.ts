import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerActivity, ledgerAttempts, replaceLedgerActivity } from '@lms/sdk/testing';
import type { ApiItem } from '../src/schemas/itemTypes.ts';
import { up } from '../migrations/20261210000600_assessment_score_visibility.ts';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { quizBench, type QuizBench } from './delivery/support/quizBench.ts';

let world: AssessmentWorld;
let choice: ApiItem;
let text: ApiItem;
let assessment: QuizBench['assessment'];

beforeAll(async () => {
  world = await assessmentWorld();
  ({ choice, text, assessment } = await quizBench(world, 12));
});

afterAll(() => world?.tk.close());

const iso = (seconds: number) => new Date(world.tk.clock.now().getTime() + seconds * 1000).toISOString();
const visibilityOf = async (componentId: string) => (await ledgerActivity(world.tk, componentId))?.settings.score_visibility;

describe("an assessment's activity in the grade ledger", () => {
  it('carries its dates, limits, late policy and practice flag', async () => {
    const config = {
      open_date: '2030-01-01T08:00:00.000Z',
      due_date: '2030-01-08T08:00:00.000Z',
      close_date: '2030-01-15T08:00:00.000Z',
      time_limit: 1800,
      submission_attempts: 3,
      policy: { penalty: 10, per: 86400, max: 50 },
      graded: false,
    } as const;
    const { componentId } = await assessment(config);
    expect((await ledgerActivity(world.tk, componentId))?.schedule).toEqual({ ...config, policy: { penalty: 10, per: 86400, max: 50 } });
  });

  it('shows the score as show_score says: 2 at once, 0 never, 1 with the responses', async () => {
    const cases = [
      [{ show_score: 2, show_responses: 'never' }, 'immediately'],
      [{ show_score: 0, show_responses: 'immediately' }, 'never'],
      [{ show_score: 1, show_responses: 'after_due_date', due_date: '2030-01-08T08:00:00.000Z' }, 'after_due_date'],
      [{ show_score: 1, show_responses: 'after_max_attempts' }, 'after_max_attempts'],
    ] as const;
    for (const [config, expected] of cases) expect(await visibilityOf((await assessment(config)).componentId)).toBe(expected);
  });

  it('keeps how a late submit was marked down as the attempt’s policy_applied', async () => {
    const policy = { penalty: 10, per: 3600, max: 100 } as const;
    const { path, componentId } = await assessment({ due_date: iso(60), close_date: iso(86400), policy });
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b', [text._id]: 'mitochondria' } });
    world.tk.clock.advance(2 * 3600 * 1000);
    const submitted = await world.learner.post(`${path}submit/`, {});
    expect(submitted.body).toMatchObject({ score: 4, max_score: 5 });
    const [attempt] = await ledgerAttempts(world.tk, componentId, world.student.id);
    expect(attempt?.policyApplied).toEqual({ raw_score: 5, percent: 20, lateness_seconds: expect.any(Number), policy });
    // The kernel's clock runs on between the steps: late by two hours less the minute before the due date, and a little more.
    expect(attempt!.policyApplied!.lateness_seconds - (2 * 3600 - 60)).toSatisfy((extra: number) => extra >= 0 && extra < 60);
  });

  it('keeps no policy_applied for work on time, nor for late work without an auto-accept policy', async () => {
    const onTime = await assessment({ due_date: iso(3600), policy: { penalty: 10, per: 3600, max: 100 } });
    const noPolicy = await assessment({ due_date: iso(60), close_date: iso(86400) });
    for (const { path } of [onTime, noPolicy]) {
      await world.learner.post(`${path}start/`, {});
      await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    }
    world.tk.clock.advance(600 * 1000);
    for (const { path, componentId } of [onTime, noPolicy]) {
      expect((await world.learner.post(`${path}submit/`, {})).body.score).toBe(2);
      expect((await ledgerAttempts(world.tk, componentId, world.student.id))[0]?.policyApplied).toBeNull();
    }
  });
});

describe('the score visibility migration', () => {
  it("gives each assessment saved before it the score visibility its config says, keeping its other settings", async () => {
    const hidden = await assessment({ show_score: 0 });
    const withResponses = await assessment({ show_score: 1, show_responses: 'after_close_date', close_date: '2030-01-15T08:00:00.000Z' });
    for (const { componentId } of [hidden, withResponses]) await replaceLedgerActivity(world.tk, componentId, { settings: { score_visibility: 'immediately', scoring_method: 'highest', rollup_hint: 2 } });
    await up(world.tk.kernel.knex);
    expect((await ledgerActivity(world.tk, hidden.componentId))?.settings).toEqual({ score_visibility: 'never', scoring_method: 'highest', rollup_hint: 2 });
    expect(await visibilityOf(withResponses.componentId)).toBe('after_close_date');
  });
});
