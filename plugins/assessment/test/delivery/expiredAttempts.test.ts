import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOfKind } from '@lms/sdk/testing';
import { coreServices, type GradeLedger } from '@lms/sdk';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { quizBench, type QuizBench } from './support/quizBench.ts';

let world: AssessmentWorld;
let ledger: GradeLedger;
let choice: ApiItem;
let text: ApiItem;
let courseId: string;
let assessment: QuizBench['assessment'];

beforeAll(async () => {
  world = await assessmentWorld();
  ledger = world.tk.kernel.resolveFor('assessment', coreServices.grading);
  ({ courseId, choice, text, assessment } = await quizBench(world, 6));
});
afterAll(() => world?.tk.close());

const iso = (seconds: number) => new Date(world.tk.clock.now().getTime() + seconds * 1000).toISOString();
/** The statuses of the expiry jobs queued for an assessment. */
const expiryJobs = async (componentId: string) =>
  (await jobsOfKind(world.tk, 'assessment:submit-expired')).filter((job) => job.payload.componentId === componentId).map((job) => job.status);

const recorded = async (componentId: string) => ledger.attempts((await ledger.activityOf(courseId, componentId))!, world.student.id);

describe('a timed attempt left running', () => {
  it('is handed in at its deadline with what was saved, no one coming back', async () => {
    world.tk.clock.set(world.tk.clock.now());
    const { path, componentId } = await assessment({ time_limit: 900 });
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    world.tk.clock.advance(600 * 1000);
    await world.tk.drainJobs();
    expect(await recorded(componentId)).toEqual([]);

    world.tk.clock.advance(307 * 1000);
    await world.tk.drainJobs();
    const [attempt] = await recorded(componentId);
    expect(attempt).toMatchObject({ score: 2, maxScore: 5, status: 'graded' });
    expect((await world.learner.get(path)).body).toMatchObject({ attempts_used: 1, can_start: false });
    // Handed in as the student's own (no 'terminated by your instructor').
    const late = await world.learner.post(`${path}submit/`, {});
    expect(late.status).toBe(409);
    expect(late.body.error).not.toMatch(/terminated/);
  });

  it('counts at its deadline even when that is the close date', async () => {
    const { path, componentId } = await assessment({ time_limit: 3600, due_date: iso(300), close_date: iso(600) });
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [text._id]: 'mitochondria' } });
    world.tk.clock.advance(700 * 1000);
    await world.tk.drainJobs();
    const [attempt] = await recorded(componentId);
    expect(attempt).toMatchObject({ score: 3, maxScore: 5 });
  });

  it('changes nothing once its taker has submitted it', async () => {
    const { path, componentId } = await assessment({ time_limit: 900 });
    await world.learner.post(`${path}start/`, {});
    expect((await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'b' } })).status).toBe(200);
    world.tk.clock.advance(1000 * 1000);
    await world.tk.drainJobs();
    expect(await recorded(componentId)).toHaveLength(1);
    expect(await expiryJobs(componentId)).toEqual(['done']);
  });

  it('is only a timed attempt of a student: no job for an untimed one or a preview', async () => {
    const untimed = await assessment();
    await world.learner.post(`${untimed.path}start/`, {});
    const timed = await assessment({ time_limit: 900 });
    await world.teacher.post(`${timed.path}start/`, {});
    for (const { componentId } of [untimed, timed]) expect(await expiryJobs(componentId)).toEqual([]);
  });
});
