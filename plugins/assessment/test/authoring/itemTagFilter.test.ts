import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS_NOT_FOUND } from '../../src/schemas/itemBody.ts';
import { ITEM_MESSAGES } from '../../src/schemas/itemMessages.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft } from '../itemSamples.ts';

let world: AssessmentWorld;
const ITEMS = 'assessment/items/';
const ids: Record<string, string> = {};

beforeAll(async () => {
  world = await assessmentWorld();
  const course = { type: 'course_id' as const, name: world.course.courseId };
  const bodies = {
    cells: draft('true_false', { reference: 'TAG-cells', tags: [{ type: 'Learning Objective', name: 'Cell biology' }] }),
    shared: draft('numeric', { reference: 'TAG-shared', tags: [course, { type: 'Course', name: 'Biology 101' }] }),
    both: draft('short_text', { reference: 'TAG-both', title: 'Membranes', tags: [{ type: 'Course', name: 'Cell Biology' }] }),
  };
  for (const [name, body] of Object.entries(bodies)) ids[name] = (await world.teacher.post(ITEMS, body)).body._id;
  ids.strangers = (await world.stranger.post(ITEMS, draft('true_false', { reference: 'TAG-strangers', tags: [{ type: 'Course', name: 'Geology' }] }))).body._id;
});

afterAll(() => world?.tk.close());

const listed = async (client: AssessmentWorld['teacher'], query: string) => {
  const answer = await client.get(`${ITEMS}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.items as { _id: string }[]).map((item) => item._id);
};

describe('filtering the item bank by tag', () => {
  it('finds Questions with a tag of that name in any case, of that type when given', async () => {
    expect(await listed(world.teacher, 'tag=cell%20BIOLOGY')).toEqual([ids.both, ids.cells]);
    expect(await listed(world.teacher, 'tag=Cell%20biology&tag_type=Course')).toEqual([ids.both]);
    // As the web's URLSearchParams writes a space.
    expect(await listed(world.teacher, 'tag=Cell+biology&tag_type=Learning+Objective')).toEqual([ids.cells]);
    expect(await listed(world.teacher, `tag=${world.course.courseId}&tag_type=course_id`)).toEqual([ids.shared]);
  });

  it('combines the tag with the text and type filters; a tag found with nothing else matching is an empty list', async () => {
    expect(await listed(world.teacher, 'tag=cell%20biology&q=membranes')).toEqual([ids.both]);
    expect(await listed(world.teacher, 'tag=cell%20biology&type=numeric')).toEqual([]);
  });

  it("answers 20004 'Tags not found' when no Question the caller may list has the tag", async () => {
    for (const query of ['tag=Astronomy', 'tag=Cell%20biology&tag_type=Reseller', 'tag=Geology']) {
      const refused = await world.teacher.get(`${ITEMS}?${query}`);
      expect(refused.status, query).toBe(404);
      expect(refused.body).toMatchObject({ errno: TAGS_NOT_FOUND.errno, error: 'Tags not found' });
    }
    // The stranger's own tag; an administrator sees every tag.
    expect(await listed(world.stranger, 'tag=geology')).toEqual([ids.strangers]);
    expect(await listed(world.boss, 'tag=geology')).toEqual([ids.strangers]);
  });

  it("finds tags of the Questions shared with a course for its professors", async () => {
    expect(await listed(world.helper, `course=${world.course.courseId}&tag=biology%20101`)).toEqual([ids.shared]);
    expect((await world.helper.get(`${ITEMS}?course=${world.course.courseId}&tag=Cell%20biology`)).status).toBe(404);
  });

  it('ignores a blank tag and refuses an unknown tag type', async () => {
    expect(await listed(world.teacher, 'tag=%20%20&q=TAG-')).toHaveLength(3);
    const refused = await world.teacher.get(`${ITEMS}?tag=x&tag_type=Colour`);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'tag_type', message: ITEM_MESSAGES.tagType }]);
  });
});
