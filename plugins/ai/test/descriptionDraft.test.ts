import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_REQUIRED, DESCRIPTION_TOO_LONG } from '../src/calls/aiRules.ts';
import { aiWorld, type AiWorld } from './support/aiWorld.ts';

let world: AiWorld;
let path: string;

beforeAll(async () => {
  world = await aiWorld();
  path = `ai/description/${world.course.courseId}`;
});

afterAll(() => world?.tk.close());

const auditOf = (courseId: string) => world.tk.kernel.resolve(coreServices.auditLog).list({ subjectId: courseId, action: 'ai.description_draft', limit: 10 });

describe('the course description draft kept (issue 27 item 6)', () => {
  it('has none until one is saved', async () => {
    expect((await world.teacher.get(path)).body).toEqual({ course_id: world.course.courseId, description: null, updated_at: null, catalog: null });
  });

  it('refuses a blank or too long draft, or an unknown field, with its message and stores nothing', async () => {
    for (const description of ['', '   \n ']) {
      const blank = await world.teacher.put(path, { description });
      expect([blank.status, blank.body.fields?.[0]]).toEqual([422, { field: 'description', message: DESCRIPTION_REQUIRED }]);
    }
    const missing = await world.teacher.put(path, {});
    expect([missing.status, missing.body.error]).toEqual([422, DESCRIPTION_REQUIRED]);
    const long = await world.teacher.put(path, { description: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1) });
    expect([long.status, long.body.error]).toEqual([422, DESCRIPTION_TOO_LONG]);
    expect((await world.teacher.put(path, { description: 'Fine', extra: 1 })).status).toBe(422);
    expect((await world.teacher.get(path)).body.description).toBeNull();
    expect(await auditOf(world.course.courseId)).toEqual([]);
  });

  it('keeps the edited draft (trimmed) and answers it back, each save with an audit entry', async () => {
    const first = await world.teacher.put(path, { description: '  Cells, membranes and energy.\n' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ description: 'Cells, membranes and energy.' });
    world.tk.clock.advance(60_000);
    const second = await world.teacher.put(path, { description: 'Cells and how they make energy.' });
    expect(second.body.updated_at > first.body.updated_at).toBe(true);
    expect((await world.teacher.get(path)).body).toEqual(second.body);
    const entries = await auditOf(world.course.courseId);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ description: 'Cells, membranes and energy.' }, { description: 'Cells and how they make energy.' }],
      [null, { description: 'Cells, membranes and energy.' }],
    ]);
    expect(entries[0]).toMatchObject({ subjectType: 'course' });
  });

  it('has no catalog to write to when no plugin keeps one: says so and keeps the draft as it was', async () => {
    const refused = await world.admin.post(`${path}/catalog`, { description: 'For the catalog.' });
    expect([refused.status, refused.body.error]).toEqual([404, 'This course is not in the catalog.']);
    expect((await world.teacher.get(path)).body.description).toBe('Cells and how they make energy.');
  });

  it("is for the course's editors: not its assistants, students, another course's instructor or a visitor", async () => {
    for (const client of [world.helper, world.learner, world.stranger]) {
      expect((await client.get(path)).status).toBe(403);
      expect((await client.put(path, { description: 'Mine' })).status).toBe(403);
      expect((await client.post(`${path}/catalog`, { description: 'Mine' })).status).toBe(403);
    }
    expect((await world.tk.client().get(path)).status).toBe(401);
    expect((await world.admin.get(path)).body.description).toBe('Cells and how they make energy.');
  });
});
