import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG } from '../src/schemas/assessmentConfig.ts';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { draft } from './itemSamples.ts';

/**
 * Issue 14 "object rights inside payloads": instructor A could not read another
 * instructor's private Question (404), but could put its id into an assessment
 * of A's course (201) and have it delivered, scored and its answer revealed.
 */
let world: AssessmentWorld;
let privateQuestion: string;
let ownQuestion: string;

beforeAll(async () => {
  world = await assessmentWorld();
  privateQuestion = (await world.stranger.post('assessment/items/', draft())).body._id;
  ownQuestion = (await world.teacher.post('assessment/items/', draft())).body._id;
});

afterAll(() => world?.tk.close());

const quiz = (...ids: string[]) => ({ ...DEFAULT_ASSESSMENT_CONFIG, items: ids.map((id) => ({ id, points: 1 })) });

describe("an assessment's Questions are checked with its author's rights", () => {
  it("refuses another instructor's private Question, on create and on save, and stores nothing", async () => {
    expect((await world.teacher.get(`assessment/items/${privateQuestion}/`)).status).toBe(404);
    const refused = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment', slot: null, config: quiz(ownQuestion, privateQuestion) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'config/items/1/id', message: 'Did not find this Question.' }] });

    const created = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment', config: quiz(ownQuestion) });
    expect(created.status).toBe(201);
    const saved = await world.teacher.put(`components/${world.pages[0]}/${created.body._id}/`, { config: quiz(ownQuestion, privateQuestion) });
    expect(saved.status).toBe(422);
    const stored = await world.teacher.get(`components/${world.course.courseId}/${created.body._id}/`);
    expect(stored.body.config.items).toEqual([{ id: ownQuestion, points: 1 }]);
  });

  it('refuses a Question id that names nothing, and lets an administrator use any Question', async () => {
    const missing = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment', slot: null, config: quiz('c'.repeat(24)) });
    expect(missing.status).toBe(422);
    const byAdmin = await world.boss.post(`components/${world.pages[2]}/new/`, { type: 'assessment', config: quiz(privateQuestion) });
    expect(byAdmin.status).toBe(201);
    // What the stored config already names stays: the course's instructor can still save the admin's quiz.
    const resaved = await world.teacher.put(`components/${world.pages[2]}/${byAdmin.body._id}/`, { config: { ...quiz(privateQuestion), graded: false } });
    expect(resaved.status).toBe(200);
  });
});
