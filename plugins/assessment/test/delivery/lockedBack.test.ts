import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { lockedItems } from '../../src/server/delivery/lockedBack.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft } from '../itemSamples.ts';

const LOCKED = 'This assessment does not let you go back to a Question you have moved on from.';

describe('lockedItems (lock_back_button)', () => {
  const ids = ['q1', 'q2', 'q3', 'q4'];
  const locked = { lock_back_button: true, sub_type: null } as const;

  it('closes every Question before the last one answered', () => {
    expect([...lockedItems(locked, ids, { q1: 'a', q3: 'x' })]).toEqual(['q1', 'q2']);
    expect([...lockedItems(locked, ids, {})]).toEqual([]);
    expect([...lockedItems(locked, ids, { q1: 'a' })]).toEqual([]);
    // Cleared answers do not move the taker on.
    expect([...lockedItems(locked, ids, { q1: 'a', q2: '', q3: [], q4: null })]).toEqual([]);
  });

  it('closes nothing without the lock, or in a video or branching quiz', () => {
    expect(lockedItems({ lock_back_button: false, sub_type: null }, ids, { q4: 'a' }).size).toBe(0);
    expect(lockedItems({ lock_back_button: true, sub_type: 'video' }, ids, { q4: 'a' }).size).toBe(0);
    expect(lockedItems({ lock_back_button: true, sub_type: 'branching' }, ids, { q4: 'a' }).size).toBe(0);
  });
});

describe('a locked assessment on the server', () => {
  let world: AssessmentWorld;
  let first: ApiItem;
  let second: ApiItem;
  let path: string;

  beforeAll(async () => {
    world = await assessmentWorld();
    first = (await world.teacher.post('assessment/items/', draft('single_choice', { points: 2 }))).body as ApiItem;
    second = (await world.teacher.post('assessment/items/', draft('short_text', { points: 3 }))).body as ApiItem;
    const config: AssessmentConfig = { ...DEFAULT_ASSESSMENT_CONFIG, lock_back_button: true, items: [{ id: first._id, points: 2 }, { id: second._id, points: 3 }] };
    const created = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment', title: 'Locked quiz', config });
    path = `assessment/delivery/${world.course.courseId}/${created.body._id}/`;
  });
  afterAll(() => world?.tk.close());

  it('refuses changing an answer the taker has moved on from, keeps the answer, and lets the submit through without it', async () => {
    await world.learner.post(`${path}start/`, {});
    expect((await world.learner.put(`${path}attempt/`, { responses: { [first._id]: 'b' } })).status).toBe(200);
    // Still on the first Question: it may change.
    expect((await world.learner.put(`${path}attempt/`, { responses: { [first._id]: 'a' } })).status).toBe(200);
    expect((await world.learner.put(`${path}attempt/`, { responses: { [second._id]: 'mito' } })).status).toBe(200);
    const back = await world.learner.put(`${path}attempt/`, { responses: { [first._id]: 'b' } });
    expect([back.status, back.body.error]).toEqual([409, LOCKED]);
    expect((await world.learner.get(`${path}attempt/`)).body.responses).toEqual({ [first._id]: 'a', [second._id]: 'mito' });
    const submitted = await world.learner.post(`${path}submit/`, { responses: { [first._id]: 'b', [second._id]: 'mitochondria' } });
    expect(submitted.status).toBe(200);
    const stored = await world.tk.kernel.knex('assessment_attempts').where({ user_id: world.student.id }).first('responses', 'state');
    expect(stored).toEqual({ state: 'submitted', responses: { [first._id]: 'a', [second._id]: 'mitochondria' } });
  });
});
