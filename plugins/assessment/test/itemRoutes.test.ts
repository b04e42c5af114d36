import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_MESSAGES } from '../src/schemas/itemMessages.ts';
import type { ApiItem, ItemDraft } from '../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { draft } from './itemSamples.ts';
import { CHOICE_21, ESSAY_30 } from './qti/samples.ts';

let world: AssessmentWorld;
const ITEMS = 'assessment/items/';

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

async function create(client = world.teacher, body: ItemDraft = draft()): Promise<ApiItem> {
  const created = await client.post(ITEMS, body);
  if (created.status !== 201) throw new Error(`not created: ${JSON.stringify(created.body)}`);
  return created.body as ApiItem;
}

const courseTag = () => ({ type: 'course_id' as const, name: world.course.courseId });

describe('who may use the item bank', () => {
  it('refuses people who are not logged in, and students', async () => {
    expect((await world.tk.client().get(ITEMS)).status).toBe(401);
    expect((await world.learner.get(ITEMS)).status).toBe(403);
    expect((await world.learner.post(ITEMS, draft())).status).toBe(403);
  });

  it("lets instructors, assistants and administrators author, each item the author's own", async () => {
    for (const [client, user] of [
      [world.teacher, world.instructor],
      [world.helper, world.assistant],
      [world.boss, world.admin],
    ] as const) {
      const item = await create(client);
      expect(item).toMatchObject({ owned_by: user.id, mine: true, copied_from: null });
    }
  });
});

describe('creating and reading items', () => {
  it('stores every part of an item and answers it, prompt sanitised', async () => {
    const body = draft('matching', { reference: 'CAP-1', title: 'Capitals', prompt: '<p>Match <b>them</b></p><iframe src="https://evil.example"></iframe>', points: 2.5, tags: [{ type: 'Learning Objective', name: 'Geography' }] });
    const item = await create(world.teacher, body);
    expect(item).toMatchObject({ reference: 'CAP-1', title: 'Capitals', type: 'matching', prompt: '<p>Match <b>them</b></p>', points: 2.5, content: body.content, tags: body.tags });
    expect(item._id).toMatch(/^[0-9a-f]{24}$/);
    expect((await world.teacher.get(`${ITEMS}${item._id}/`)).body).toEqual(item);
  });

  it('gives 1 point when none is said', async () => {
    const { points: _omitted, ...body } = draft('true_false');
    expect((await create(world.teacher, body as ItemDraft)).points).toBe(1);
  });

  it('keeps references unique per author, with a clear message', async () => {
    await create(world.teacher, draft('single_choice', { reference: 'UNIQUE-1' }));
    const again = await world.teacher.post(ITEMS, draft('true_false', { reference: ' UNIQUE-1 ' }));
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error: ITEM_MESSAGES.referenceTaken, fields: [{ field: 'reference', message: ITEM_MESSAGES.referenceTaken }] });
    // Another author may use it.
    expect((await world.stranger.post(ITEMS, draft('true_false', { reference: 'UNIQUE-1' }))).status).toBe(201);
  });

  it('refuses a malformed item with its messages, storing nothing', async () => {
    const before = await world.tk.kernel.knex('assessment_items').count({ n: '*' });
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ ...draft(), reference: '  ' }, { field: 'reference', message: ITEM_MESSAGES.referenceRequired }],
      [{ ...draft(), reference: 'x'.repeat(151) }, { field: 'reference', message: ITEM_MESSAGES.referenceTooLong }],
      [{ ...draft(), type: 'essay' }, { field: 'type', message: ITEM_MESSAGES.type }],
      [{ ...draft(), points: 1000 }, { field: 'points', message: ITEM_MESSAGES.points }],
      [{ ...draft(), tags: [{ type: 'Colour', name: 'red' }] }, { field: 'tags/0/type', message: ITEM_MESSAGES.tagType }],
      [{ ...draft(), extra: true }, { field: 'extra', message: 'Unknown field "extra"' }],
      [{ ...draft('single_choice'), content: { choices: [{ id: 'a', text: 'only' }], correct: 'a' } }, { field: 'content/choices', message: 'Give at least 2 choices.' }],
      [{ ...draft('single_choice'), content: { choices: [{ id: 'a', text: 'x' }, { id: 'b', text: ' ' }], correct: 'a' } }, { field: 'content/choices/1/text', message: 'Each choice needs a text of at most 1000 characters.' }],
      [{ ...draft('multiple_response'), content: { choices: [{ id: 'a', text: 'x' }, { id: 'b', text: 'y' }], correct: [] } }, { field: 'content/correct', message: 'Choose at least one right answer.' }],
      [{ ...draft('short_text'), content: { answers: [], case_sensitive: false } }, { field: 'content/answers', message: 'Give at least one accepted answer.' }],
      [{ ...draft('numeric'), content: { answer: 'ten' } }, { field: 'content/answer', message: 'The answer must be a number.' }],
      [{ ...draft('numeric'), content: { answer: 1, tolerance: -1 } }, { field: 'content/tolerance', message: 'The tolerance must be a number, 0 or more.' }],
      [{ ...draft('fill_blanks'), content: { template: 'A {{a}}', blanks: [] } }, { field: 'content/blanks', message: 'Give at least one blank.' }],
      [{ ...draft('ordering'), content: { entries: [{ id: 'a b', text: 'x' }, { id: 'b', text: 'y' }] } }, { field: 'content/entries/0/id', message: 'An id is 1 to 64 letters, digits, dots, dashes or underscores.' }],
      [{ ...draft('fileupload'), content: { extensions: ['exe'] } }, { field: 'content/extensions', message: 'Accepted extensions are some of jpg, jpeg, png, gif, pdf, doc, docx, ppt, pptx, mp4, mp3, m4a, mpg, mov, m4v, ogg, webp, webm.' }],
      [{ ...draft('true_false'), content: { correct: true, choices: [] } }, { field: 'content/choices', message: 'Unknown field "choices"' }],
      [{ ...draft('fill_blanks'), content: { template: 'No marker', blanks: [{ id: 'a', answers: ['x'], case_sensitive: true }] } }, { field: 'content/template', message: ITEM_MESSAGES.blanksMismatch }],
      [{ ...draft('matching'), content: { prompts: [{ id: 'p', text: 'x', match: 'nope' }], options: [{ id: 'o', text: 'y' }] } }, { field: 'content/prompts/0/match', message: ITEM_MESSAGES.matchUnknown }],
      [{ ...draft(), tags: [{ type: 'course_id', name: 'Biology' }] }, { field: 'tags/0/name', message: ITEM_MESSAGES.courseTagId }],
    ];
    for (const [body, field] of cases) {
      const refused = await world.teacher.post(ITEMS, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.fields, JSON.stringify(body)).toContainEqual(field);
    }
    expect(await world.tk.kernel.knex('assessment_items').count({ n: '*' })).toEqual(before);
  });

  it('says once, beside the content messages, that the content does not fit the type', async () => {
    const refused = await world.teacher.post(ITEMS, { ...draft('numeric'), content: {} });
    expect(refused.body.fields).toEqual([
      { field: 'content/answer', message: 'The answer must be a number.' },
      { field: '', message: ITEM_MESSAGES.content },
    ]);
    expect(refused.body.error).toBe('The answer must be a number.');
  });

  it('shares an item with a course only for someone teaching it', async () => {
    expect((await world.teacher.post(ITEMS, draft('true_false', { tags: [courseTag()] }))).status).toBe(201);
    const refused = await world.stranger.post(ITEMS, draft('true_false', { tags: [{ type: 'Course', name: 'Bio' }, courseTag()] }));
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'tags/1/name', message: ITEM_MESSAGES.courseTagNotTaught }]);
  });
});

describe('who sees which items', () => {
  let privateItem: ApiItem;
  let sharedItem: ApiItem;
  let strangerItem: ApiItem;

  beforeAll(async () => {
    privateItem = await create(world.teacher, draft('short_text', { reference: 'SEE-private', title: 'Private cell question' }));
    sharedItem = await create(world.teacher, draft('numeric', { reference: 'SEE-shared', tags: [courseTag()] }));
    strangerItem = await create(world.stranger, draft('ordering', { reference: 'SEE-stranger' }));
  });

  const ids = (body: { items: { _id: string }[] }) => body.items.map((item) => item._id);

  it('lists an author their own items, newest first', async () => {
    const listed = (await world.teacher.get(ITEMS)).body;
    expect(ids(listed)).toEqual(expect.arrayContaining([privateItem._id, sharedItem._id]));
    expect(ids(listed)).not.toContain(strangerItem._id);
    expect(ids(listed).indexOf(sharedItem._id)).toBeLessThan(ids(listed).indexOf(privateItem._id));
    expect(listed.items[0]).toEqual({
      _id: expect.any(String),
      reference: expect.any(String),
      title: expect.any(String),
      type: expect.any(String),
      points: expect.any(Number),
      tags: expect.any(Array),
      owned_by: world.instructor.id,
      mine: true,
      updated_at: expect.any(String),
    });
  });

  it('lists an administrator every item', async () => {
    const listed = (await world.boss.get(ITEMS)).body;
    expect(ids(listed)).toEqual(expect.arrayContaining([privateItem._id, sharedItem._id, strangerItem._id]));
    expect(listed.items.find((item: ApiItem) => item._id === strangerItem._id).mine).toBe(false);
  });

  it("lists a course's professors their own items and those shared with the course", async () => {
    const listed = (await world.helper.get(`${ITEMS}?course=${world.course.courseId}`)).body;
    expect(ids(listed)).toContain(sharedItem._id);
    expect(ids(listed)).not.toContain(privateItem._id);
    expect(ids(listed)).not.toContain(strangerItem._id);
    expect(ids((await world.helper.get(ITEMS)).body)).not.toContain(sharedItem._id);
  });

  it("refuses the list of a course to someone who does not teach it", async () => {
    const refused = await world.stranger.get(`${ITEMS}?course=${world.course.courseId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ITEM_MESSAGES.courseNotTaught);
  });

  it('filters by text in the reference or title, and by type', async () => {
    expect(ids((await world.teacher.get(`${ITEMS}?q=cell%20QUESTION`)).body)).toEqual([privateItem._id]);
    expect(ids((await world.teacher.get(`${ITEMS}?q=see-`)).body)).toEqual([sharedItem._id, privateItem._id]);
    expect(ids((await world.teacher.get(`${ITEMS}?q=100%25`)).body)).toEqual([]);
    expect(ids((await world.teacher.get(`${ITEMS}?q=SEE&type=numeric`)).body)).toEqual([sharedItem._id]);
    expect((await world.teacher.get(`${ITEMS}?type=essay`)).status).toBe(422);
  });

  it('answers one item to whoever may see it, not-found to others', async () => {
    expect((await world.helper.get(`${ITEMS}${sharedItem._id}/`)).body).toMatchObject({ _id: sharedItem._id, mine: false });
    expect((await world.boss.get(`${ITEMS}${privateItem._id}/`)).status).toBe(200);
    expect((await world.helper.get(`${ITEMS}${privateItem._id}/`)).status).toBe(404);
    const hidden = await world.stranger.get(`${ITEMS}${privateItem._id}/`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe(ITEM_MESSAGES.notFound);
    expect((await world.teacher.get(`${ITEMS}${'f'.repeat(24)}/`)).status).toBe(404);
  });
});

describe('editing items', () => {
  it("changes the owner's item in place", async () => {
    const item = await create(world.teacher, draft('single_choice', { reference: 'EDIT-1' }));
    const saved = await world.teacher.put(`${ITEMS}${item._id}/`, draft('true_false', { reference: 'EDIT-1b', title: 'Now true or false' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: item._id, reference: 'EDIT-1b', type: 'true_false', content: { correct: true }, mine: true });
    expect(saved.body.relocated).toBeUndefined();
    expect(new Date(saved.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(item.updated_at).getTime());
  });

  it('refuses renaming to a reference the owner already uses', async () => {
    await create(world.teacher, draft('single_choice', { reference: 'EDIT-taken' }));
    const item = await create(world.teacher, draft('single_choice', { reference: 'EDIT-2' }));
    const refused = await world.teacher.put(`${ITEMS}${item._id}/`, draft('single_choice', { reference: 'EDIT-taken' }));
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'reference', message: ITEM_MESSAGES.referenceTaken }]);
    expect((await world.teacher.get(`${ITEMS}${item._id}/`)).body.reference).toBe('EDIT-2');
  });

  it("copies someone else's item for the editor, the original untouched, and answers the copy's id", async () => {
    const original = await create(world.teacher, draft('numeric', { reference: 'EDIT-shared', tags: [courseTag()] }));
    const body = { ...draft('numeric', { reference: 'EDIT-shared', tags: [courseTag()] }), content: { answer: 42 } };
    const first = await world.helper.put(`${ITEMS}${original._id}/`, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reference: 'EDIT-shared', owned_by: world.assistant.id, mine: true, copied_from: original._id, content: { answer: 42 } });
    expect(first.body.relocated).toEqual({ from: original._id, to: first.body._id });
    expect(first.body._id).not.toBe(original._id);
    expect((await world.teacher.get(`${ITEMS}${original._id}/`)).body).toEqual(original);
    // A second edit of the original: the reference is taken by the first copy.
    const second = await world.helper.put(`${ITEMS}${original._id}/`, body);
    expect(second.body).toMatchObject({ reference: 'EDIT-shared (copy)', copied_from: original._id });
    const third = await world.helper.put(`${ITEMS}${original._id}/`, body);
    expect(third.body.reference).toBe('EDIT-shared (copy 2)');
  });

  it("copies an item an administrator edits, and keeps a reference the editor chose if free, refusing it if taken", async () => {
    const original = await create(world.stranger, draft('ordering', { reference: 'EDIT-admin' }));
    const copy = await world.boss.put(`${ITEMS}${original._id}/`, draft('ordering', { reference: 'EDIT-admin-mine' }));
    expect(copy.body).toMatchObject({ reference: 'EDIT-admin-mine', owned_by: world.admin.id, relocated: { from: original._id } });
    const taken = await world.boss.put(`${ITEMS}${original._id}/`, draft('ordering', { reference: 'EDIT-admin-mine' }));
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual([{ field: 'reference', message: ITEM_MESSAGES.referenceTaken }]);
  });

  it("keeps a copy's course tags that were on the original; other course tags need teaching", async () => {
    const original = await create(world.teacher, draft('true_false', { reference: 'EDIT-tags', tags: [courseTag()] }));
    const copy = await world.boss.put(`${ITEMS}${original._id}/`, draft('true_false', { reference: 'EDIT-tags', tags: [courseTag()] }));
    expect(copy.status).toBe(200);
    const strangerItem = await create(world.stranger, draft('true_false', { reference: 'EDIT-tags-2' }));
    const refused = await world.stranger.put(`${ITEMS}${strangerItem._id}/`, draft('true_false', { reference: 'EDIT-tags-2', tags: [courseTag()] }));
    expect(refused.body.fields).toEqual([{ field: 'tags/0/name', message: ITEM_MESSAGES.courseTagNotTaught }]);
  });

  it('answers not-found to someone who cannot see the item, copying nothing', async () => {
    const original = await create(world.teacher, draft('true_false', { reference: 'EDIT-hidden' }));
    const count = await world.tk.kernel.knex('assessment_items').where({ copied_from: original._id }).count({ n: '*' });
    expect((await world.stranger.put(`${ITEMS}${original._id}/`, draft('true_false'))).status).toBe(404);
    expect(await world.tk.kernel.knex('assessment_items').where({ copied_from: original._id }).count({ n: '*' })).toEqual(count);
  });
});

describe('deleting items', () => {
  it('lets only the owner delete an item', async () => {
    const item = await create(world.teacher, draft('true_false', { tags: [courseTag()] }));
    const refused = await world.helper.delete(`${ITEMS}${item._id}/`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ITEM_MESSAGES.notYours);
    expect((await world.boss.delete(`${ITEMS}${item._id}/`)).status).toBe(403);
    expect((await world.stranger.delete(`${ITEMS}${item._id}/`)).status).toBe(404);
    expect((await world.teacher.delete(`${ITEMS}${item._id}/`)).status).toBe(204);
    expect((await world.teacher.get(`${ITEMS}${item._id}/`)).status).toBe(404);
  });
});

describe('importing QTI items', () => {
  it('adds a QTI 2.1 item with its identifier as reference', async () => {
    // Without its inline feedback and its scorer's rubric, which a native single choice would drop (with them, the item is kept as QTI: test/qti/).
    const plain = CHOICE_21.replace(/<feedbackInline.*?<\/feedbackInline>/, '').replace(/<rubricBlock.*?<\/rubricBlock>/, '');
    const imported = await world.teacher.post(`${ITEMS}import/`, { xml: plain });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ reference: 'choice', title: 'Unattended Luggage', type: 'single_choice', content: { correct: 'ChoiceA' }, owned_by: world.instructor.id });
    expect(imported.body.prompt).toContain('<img src="https://assets.example/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED" />');
    expect((await world.teacher.get(`${ITEMS}${imported.body._id}/`)).body).toEqual(imported.body);
  });

  it('takes the reference, points and tags the author gives instead', async () => {
    const imported = await world.teacher.post(`${ITEMS}import/`, { xml: ESSAY_30, reference: 'ESSAY-7', points: 10, tags: [{ type: 'Course', name: 'History' }] });
    expect(imported.body).toMatchObject({ reference: 'ESSAY-7', type: 'longtext', points: 10, tags: [{ type: 'Course', name: 'History' }] });
  });

  it('refuses what it cannot read on the xml field, and a reference already used on the reference field', async () => {
    const unsupported = await world.teacher.post(`${ITEMS}import/`, { xml: '<assessmentItem identifier="h" title="H"><itemBody><portableCustomInteraction responseIdentifier="R"/></itemBody></assessmentItem>' });
    expect(unsupported.status).toBe(422);
    expect(unsupported.body.fields).toEqual([{ field: 'xml', message: 'The portableCustomInteraction (line 1) is a portable custom interaction with no type identifier, which this platform does not run; the item cannot be imported.' }]);
    await world.helper.post(`${ITEMS}import/`, { xml: CHOICE_21 });
    const again = await world.helper.post(`${ITEMS}import/`, { xml: CHOICE_21 });
    expect(again.body.fields).toEqual([{ field: 'reference', message: ITEM_MESSAGES.referenceTaken }]);
    const noIdentifier = await world.helper.post(`${ITEMS}import/`, { xml: CHOICE_21.replace('identifier="choice" ', '') });
    expect(noIdentifier.body.fields).toEqual([{ field: 'reference', message: ITEM_MESSAGES.referenceRequired }]);
    const empty = await world.helper.post(`${ITEMS}import/`, { xml: ' ' });
    expect(empty.body.fields).toEqual([{ field: 'xml', message: 'Paste the XML of a QTI 3.0 or 2.1 assessment item (at most 512 KiB).' }]);
  });

  it('refuses students', async () => {
    expect((await world.learner.post(`${ITEMS}import/`, { xml: CHOICE_21 })).status).toBe(403);
  });
});
