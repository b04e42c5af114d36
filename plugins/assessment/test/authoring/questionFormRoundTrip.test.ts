import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TYPES, type ItemType } from '../../src/schemas/itemTypes.ts';
import { contentFromForm, contentToForm, freshId, numberOrText, startingContent } from '../../src/web/authoring/content/contentForm.ts';
import { newQuestionForm, questionBody, questionFormOf, sameQuestion } from '../../src/web/authoring/questionForm.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft, SAMPLE_DEFINITIONS } from '../itemSamples.ts';

let world: AssessmentWorld;
const ITEMS = 'assessment/items/';

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

describe("the editor's form of a Question", () => {
  it('reads typed numbers, a decimal comma too, and leaves what is no number as text for the server', () => {
    expect(numberOrText('9.81')).toBe(9.81);
    expect(numberOrText(' -3,5 ')).toBe(-3.5);
    expect(numberOrText('1e3')).toBe(1000);
    expect(numberOrText('ten')).toBe('ten');
    expect(numberOrText('')).toBe('');
    expect(numberOrText('1,000.5')).toBe('1,000.5');
  });

  it('leaves out empty optional numbers and an empty choice of file types, and keeps a required one', () => {
    expect(contentFromForm('numeric', { answer: '', tolerance: ' ', tolerance_percent: '5' })).toEqual({ answer: '', tolerance_percent: 5 });
    expect(contentFromForm('longtext', { max_length: '' })).toEqual({});
    expect(contentFromForm('audio', { max_seconds: '90' })).toEqual({ max_seconds: 90 });
    expect(contentFromForm('fileupload', { extensions: [] })).toEqual({});
    expect(contentToForm('fileupload', {})).toEqual({ extensions: [] });
  });

  it('finds the first free id', () => {
    expect(freshId('c', [])).toBe('c1');
    expect(freshId('c', ['c1', 'c3', 'ChoiceA'])).toBe('c2');
  });

  it('round-trips every type through the server: what the editor loads, it saves unchanged', async () => {
    for (const type of ITEM_TYPES) {
      const created = await world.teacher.post(ITEMS, { ...draft(type, { tags: [{ type: 'Course', name: 'Bio' }] }), hints: ['Think.'] });
      expect(created.status, type).toBe(201);
      const form = questionFormOf(created.body);
      const saved = await world.teacher.put(`${ITEMS}${created.body._id}/`, questionBody(form));
      expect(saved.status, `${type}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.content, type).toEqual(SAMPLE_DEFINITIONS[type].content);
      expect(sameQuestion(questionFormOf(saved.body), form), type).toBe(true);
    }
  });

  it('saves a new Question of each type once filled in as an author would', async () => {
    const filled: Record<ItemType, Record<string, unknown>> = {
      single_choice: { choices: [{ id: 'c1', text: 'Paris' }, { id: 'c2', text: 'Lyon' }], correct: 'c1' },
      multiple_response: { choices: [{ id: 'c1', text: '2' }, { id: 'c2', text: '4' }], correct: ['c1'] },
      true_false: { correct: false },
      short_text: { answers: ['cell'], case_sensitive: false },
      numeric: { answer: '3,14', tolerance: '0.01', tolerance_percent: '' },
      fill_blanks: { template: 'A {{b1}} c', blanks: [{ id: 'b1', answers: ['b'], case_sensitive: true }] },
      ordering: { entries: [{ id: 'e1', text: 'one' }, { id: 'e2', text: 'two' }] },
      matching: { prompts: [{ id: 'p1', text: 'France', match: 'o1' }, { id: 'p2', text: 'Italy', match: 'o2' }], options: [{ id: 'o1', text: 'Paris' }, { id: 'o2', text: 'Rome' }] },
      longtext: { max_length: '500' },
      longtextV2: { max_length: '' },
      plaintext: { max_length: '' },
      audio: { max_seconds: '60' },
      video: { max_seconds: '' },
      fileupload: { extensions: ['pdf'] },
      qti: { ...SAMPLE_DEFINITIONS.qti.content },
    };
    for (const type of ITEM_TYPES) {
      const form = { ...newQuestionForm(type), reference: `NEW-${type}`, content: { ...startingContent(type), ...filled[type] } };
      const created = await world.teacher.post(ITEMS, questionBody(form));
      expect(created.status, `${type}: ${JSON.stringify(created.body)}`).toBe(201);
    }
    expect((await world.teacher.get(`${ITEMS}?q=NEW-numeric`)).body.items[0].points).toBe(1);
  });

  it('gets, for a new Question left as it starts, messages on the fields the editor shows them by', async () => {
    const expected: Partial<Record<ItemType, string[]>> = {
      single_choice: ['content/choices/0/text', 'content/choices/1/text', 'content/correct'],
      multiple_response: ['content/choices/0/text', 'content/choices/1/text', 'content/correct'],
      short_text: ['content/answers/0'],
      numeric: ['content/answer'],
      fill_blanks: ['content/template', 'content/blanks'],
      ordering: ['content/entries/0/text', 'content/entries/1/text'],
      matching: ['content/prompts/0/text', 'content/prompts/0/match', 'content/options/0/text'],
    };
    for (const [type, fields] of Object.entries(expected)) {
      const refused = await world.teacher.post(ITEMS, questionBody({ ...newQuestionForm(type as ItemType), reference: `EMPTY-${type}` }));
      expect(refused.status, type).toBe(422);
      const named = (refused.body.fields as { field: string }[]).map((field) => field.field);
      expect(named, type).toEqual(expect.arrayContaining(fields));
    }
    const noReference = await world.teacher.post(ITEMS, questionBody(newQuestionForm('true_false')));
    expect(noReference.body.fields).toContainEqual({ field: 'reference', message: 'Give the Question a reference.' });
  });
});
