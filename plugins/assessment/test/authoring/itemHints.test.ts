import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINT_MESSAGES } from '../../src/schemas/itemBody.ts';
import { down, up } from '../../migrations/20261210000250_item_hints.ts';
import { prepareItem } from '../../src/server/prepareItem.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft } from '../itemSamples.ts';
import { CHOICE_21 } from '../qti/samples.ts';

let world: AssessmentWorld;
const ITEMS = 'assessment/items/';

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

describe('prepareItem and hints', () => {
  it('trims hints and keeps their order; none when absent', async () => {
    expect((await prepareItem({ ...draft('true_false'), hints: ['  Think of 1 + 1.  ', 'It is true.'] })).hints).toEqual(['Think of 1 + 1.', 'It is true.']);
    expect((await prepareItem(draft('true_false'))).hints).toEqual([]);
  });
});

describe('hints of bank items', () => {
  it('stores up to 5 hints, answers them on create, get and update', async () => {
    const hints = ['One', 'Two', 'Three', 'Four', 'Five'];
    const created = await world.teacher.post(ITEMS, { ...draft('short_text'), hints: hints.map((hint) => ` ${hint} `) });
    expect(created.status).toBe(201);
    expect(created.body.hints).toEqual(hints);
    expect((await world.teacher.get(`${ITEMS}${created.body._id}/`)).body.hints).toEqual(hints);
    const updated = await world.teacher.put(`${ITEMS}${created.body._id}/`, { ...draft('short_text', { reference: created.body.reference }), hints: ['Only one now'] });
    expect(updated.body.hints).toEqual(['Only one now']);
    const cleared = await world.teacher.put(`${ITEMS}${created.body._id}/`, draft('short_text', { reference: created.body.reference }));
    expect(cleared.body.hints).toEqual([]);
  });

  it('refuses more than 5 hints, blank or too long hints, and non-text hints, storing nothing', async () => {
    const before = await world.tk.kernel.knex('assessment_items').count({ n: '*' });
    const cases: [unknown, { field: string; message: string }][] = [
      [['1', '2', '3', '4', '5', '6'], { field: 'hints', message: HINT_MESSAGES.hints }],
      [['fine', '   '], { field: 'hints/1', message: HINT_MESSAGES.hint }],
      [[''], { field: 'hints/0', message: HINT_MESSAGES.hint }],
      [['x'.repeat(1001)], { field: 'hints/0', message: HINT_MESSAGES.hint }],
      [[3], { field: 'hints/0', message: HINT_MESSAGES.hint }],
      ['a hint', { field: 'hints', message: HINT_MESSAGES.hints }],
    ];
    for (const [hints, field] of cases) {
      const refused = await world.teacher.post(ITEMS, { ...draft(), hints });
      expect(refused.status, JSON.stringify(hints)).toBe(422);
      expect(refused.body.fields, JSON.stringify(hints)).toContainEqual(field);
    }
    expect(await world.tk.kernel.knex('assessment_items').count({ n: '*' })).toEqual(before);
    expect((await world.teacher.post(ITEMS, { ...draft(), hints: ['x'.repeat(1000)] })).status).toBe(201);
  });

  it("gives a copy of someone else's item the hints its editor sent", async () => {
    const tags = [{ type: 'course_id' as const, name: world.course.courseId }];
    const original = await world.teacher.post(ITEMS, { ...draft('numeric', { tags }), hints: ['Original hint'] });
    const copy = await world.helper.put(`${ITEMS}${original.body._id}/`, { ...draft('numeric', { reference: original.body.reference, tags }), hints: ['Better hint'] });
    expect(copy.body).toMatchObject({ hints: ['Better hint'], relocated: { from: original.body._id } });
    expect((await world.teacher.get(`${ITEMS}${original.body._id}/`)).body.hints).toEqual(['Original hint']);
  });

  it('imports QTI items without hints', async () => {
    const imported = await world.teacher.post(`${ITEMS}import/`, { xml: CHOICE_21, reference: 'HINTS-QTI' });
    expect(imported.status).toBe(201);
    expect(imported.body.hints).toEqual([]);
  });

  it('lists items without their hints', async () => {
    const listed = (await world.teacher.get(ITEMS)).body.items;
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(item).not.toHaveProperty('hints');
  });
});

describe('the item hints migration', () => {
  it('steps down and up again; items stored before it get no hints, and hints are never null', async () => {
    const db = world.tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasColumn('assessment_items', 'hints')).toBe(false);
    const now = new Date();
    const row = { id: 'e'.repeat(24), owned_by: world.instructor.id, reference: 'BEFORE-HINTS', title: '', type: 'true_false', prompt: '', content: JSON.stringify({ correct: true }), points: 1, tags: '[]', created_at: now, updated_at: now };
    await db('assessment_items').insert(row);
    await up(db);
    expect(await db('assessment_items').where({ id: row.id }).first('hints')).toEqual({ hints: [] });
    await expect(db('assessment_items').where({ id: row.id }).update({ hints: null })).rejects.toThrow();
  });
});
