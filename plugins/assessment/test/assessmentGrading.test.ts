import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/sdk';
import { replaceStoredSubmission } from '@lms/sdk/testing';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../src/schemas/itemTypes.ts';
import type { AttemptItem, AttemptSubmission } from '../src/scoring/attemptSubmission.ts';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { draft } from './itemSamples.ts';

let world: AssessmentWorld;
let ledger: GradeLedger;
let items: ApiItem[];

const DUE = '2030-03-01T12:00:00.000Z';
const HOUR_LATE = '2030-03-01T13:00:00.000Z';
const DAY = 86400;

beforeAll(async () => {
  world = await assessmentWorld();
  ledger = world.tk.kernel.resolveFor('assessment', coreServices.grading);
  items = [];
  for (const body of [
    draft('single_choice', { points: 2 }),
    draft('short_text', { points: 2, content: { answers: ['Genève'], case_sensitive: false } }),
    draft('longtext', { points: 6 }),
  ]) {
    items.push((await world.teacher.post('assessment/items/', body)).body as ApiItem);
  }
});

afterAll(() => world?.tk.close());

/** An assessment of the bank items on a page of its own, and its ledger activity. */
async function assessment(overrides: Partial<AssessmentConfig> = {}): Promise<string> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: items.map((item) => ({ id: item._id, points: item.points })), ...overrides };
  const created = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment', title: 'Quiz', slot: null, config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return (await ledger.activityOf(world.course.courseId, created.body._id))!;
}

/** What the delivery step hands the ledger: the items as delivered, and the responses. */
function submission(responses: Record<string, unknown>, extra: Partial<AttemptSubmission> = {}): AttemptSubmission {
  const delivered: AttemptItem[] = items.map((item) => ({ id: item._id, type: item.type, points: item.points, content: item.content }) as AttemptItem);
  return { session_id: 'session-1', submitted_at: DUE, items: delivered, responses, ...extra };
}

const choice = () => items[0]!._id;
const text = () => items[1]!._id;
const essay = () => items[2]!._id;

describe('scoring an attempt through the grade ledger', () => {
  it('scores the automatic items and records a graded attempt', async () => {
    const activityId = await assessment();
    const attempt = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [choice()]: 'b', [text()]: 'genève' }) });
    expect(attempt).toMatchObject({ status: 'graded', maxScore: 10 });
    expect(Number(attempt.score)).toBe(4);
  });

  it('waits for a person when a manually scored item is answered', async () => {
    const activityId = await assessment();
    const attempt = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [choice()]: 'b', [essay()]: 'My essay' }) });
    expect(attempt.status).toBe('needs_grading');
    expect(Number(attempt.score)).toBe(2);
  });

  it("keeps a person's score, and rescoring with it changes the recorded score", async () => {
    const activityId = await assessment();
    const attempt = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [essay()]: 'My essay' }) });
    const graded = submission({ [essay()]: 'My essay' }, { manual_scores: { [essay()]: 5.5 } });
    await replaceStoredSubmission(world.tk, attempt.id, graded);
    expect(await ledger.rescoreActivity(activityId)).toBe(1);
    const [rescored] = await ledger.attempts(activityId, world.student.id);
    expect(Number(rescored!.score)).toBe(5.5);
  });

  it("applies the assessment's accent scoring", async () => {
    const strict = await assessment({ accent_scoring: 1 });
    const partial = await assessment({ accent_scoring: 0.5 });
    const lenient = await assessment({ accent_scoring: 0 });
    const answers = submission({ [text()]: 'Geneve' });
    const scores = [];
    for (const activityId of [strict, partial, lenient]) scores.push(Number((await ledger.recordSubmission({ activityId, userId: world.student.id, submission: answers })).score));
    expect(scores).toEqual([0, 1, 2]);
  });

  it('takes the late penalty of the assessment policy from a late attempt', async () => {
    const activityId = await assessment({ due_date: DUE, close_date: '2030-03-10T12:00:00.000Z', policy: { penalty: 10, per: DAY, max: 50 } });
    const onTime = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [choice()]: 'b', [text()]: 'Genève' }) });
    expect(Number(onTime.score)).toBe(4);
    const late = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [choice()]: 'b', [text()]: 'Genève' }, { submitted_at: HOUR_LATE }) });
    expect(Number(late.score)).toBe(3.6);
    const veryLate = await ledger.recordSubmission({
      activityId,
      userId: world.student.id,
      submission: submission({ [choice()]: 'b', [text()]: 'Genève' }, { submitted_at: '2030-03-09T12:00:00.000Z' }),
    });
    expect(Number(veryLate.score)).toBe(2);
  });

  it("uses the student's own due date and policy when the submission carries them (an override)", async () => {
    const activityId = await assessment({ due_date: DUE, policy: { penalty: 10, per: DAY, max: 50 } });
    const extended = await ledger.recordSubmission({
      activityId,
      userId: world.student.id,
      submission: submission({ [choice()]: 'b' }, { submitted_at: HOUR_LATE, due_date: '2030-03-02T12:00:00.000Z' }),
    });
    expect(Number(extended.score)).toBe(2);
    const hourly = await ledger.recordSubmission({
      activityId,
      userId: world.student.id,
      submission: submission({ [choice()]: 'b' }, { submitted_at: '2030-03-01T14:30:00.000Z', policy: { penalty: 5, per: 3600, max: 100 } }),
    });
    expect(Number(hourly.score)).toBe(1.7);
    const noPolicy = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [choice()]: 'b' }, { submitted_at: HOUR_LATE, policy: null }) });
    expect(Number(noPolicy.score)).toBe(2);
  });

  it('deducts nothing for late work without an auto-accept policy', async () => {
    const activityId = await assessment({ due_date: DUE });
    const late = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: submission({ [choice()]: 'b' }, { submitted_at: HOUR_LATE }) });
    expect(Number(late.score)).toBe(2);
  });

  it('refuses a malformed submission, recording nothing', async () => {
    const activityId = await assessment();
    await expect(ledger.recordSubmission({ activityId, userId: world.student.id, submission: { responses: {} } })).rejects.toThrow('Invalid assessment submission: session_id is missing');
    expect(await ledger.attempts(activityId, world.student.id)).toEqual([]);
  });
});
