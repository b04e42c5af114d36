import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/sdk';
import { blankMarkers, contentErrors } from '../src/schemas/contentRules.ts';
import { ITEM_MESSAGES } from '../src/schemas/itemMessages.ts';
import type { ItemDefinition } from '../src/schemas/itemTypes.ts';
import { prepareItem } from '../src/server/prepareItem.ts';
import { draft, SAMPLE_DEFINITIONS } from './itemSamples.ts';

async function refusal(run: () => Promise<unknown>): Promise<{ field: string; message: string }[]> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(LmsError);
    return (error as LmsError).fields ?? [];
  }
  throw new Error('not refused');
}

describe('contentErrors', () => {
  it('finds nothing wrong with the samples of every type', () => {
    for (const definition of Object.values(SAMPLE_DEFINITIONS)) expect(contentErrors(definition)).toEqual([]);
  });

  it.each([
    [{ type: 'single_choice', content: { choices: [{ id: 'a', text: 'x' }, { id: 'a', text: 'y' }], correct: 'a' } }, 'content/choices', ITEM_MESSAGES.choiceIdsRepeat],
    [{ type: 'single_choice', content: { choices: [{ id: 'a', text: 'x' }, { id: 'b', text: 'y' }], correct: 'c' } }, 'content/correct', ITEM_MESSAGES.correctUnknown],
    [{ type: 'multiple_response', content: { choices: [{ id: 'a', text: 'x' }, { id: 'b', text: 'y' }], correct: ['a', 'z'] } }, 'content/correct', ITEM_MESSAGES.correctUnknown],
    [{ type: 'ordering', content: { entries: [{ id: 'a', text: 'x' }, { id: 'a', text: 'y' }] } }, 'content/entries', ITEM_MESSAGES.choiceIdsRepeat],
    [{ type: 'matching', content: { prompts: [{ id: 'a', text: 'x', match: 'z' }], options: [{ id: 'b', text: 'y' }] } }, 'content/prompts/0/match', ITEM_MESSAGES.matchUnknown],
    [{ type: 'matching', content: { prompts: [{ id: 'a', text: 'x', match: 'a' }], options: [{ id: 'a', text: 'y' }] } }, 'content/prompts', ITEM_MESSAGES.choiceIdsRepeat],
  ] as [ItemDefinition, string, string][])('refuses %j', (definition, field, message) => {
    expect(contentErrors(definition)).toContainEqual({ field, message });
  });

  it.each([
    ['{{a}} and {{b}}', ['a', 'b'], true],
    ['{{ a }} and {{b}}', ['b', 'a'], true],
    ['{{a}} and {{a}}', ['a'], false],
    ['{{a}} only', ['a', 'b'], false],
    ['{{a}} and {{c}}', ['a', 'b'], false],
    ['no blanks', ['a'], false],
  ])('checks that the blanks of %j are exactly %j', (template, ids, fine) => {
    const definition: ItemDefinition = { type: 'fill_blanks', content: { template, blanks: ids.map((id) => ({ id, answers: ['x'], case_sensitive: false })) } };
    expect(contentErrors(definition)).toEqual(fine ? [] : [{ field: 'content/template', message: ITEM_MESSAGES.blanksMismatch }]);
  });

  it('reads blank markers in order', () => {
    expect(blankMarkers('{{one}} {{ two }} {three} {{}}')).toEqual(['one', 'two']);
  });
});

describe('prepareItem', () => {
  it('trims, sanitises the prompt and gives default points', async () => {
    const prepared = await prepareItem({
      ...draft('short_text'),
      reference: '  Q7 ',
      title: ' Cells ',
      prompt: '<p onclick="x()">Name it</p><script>alert(1)</script><img src="https://img.example/a.png" onerror="y()">',
      points: undefined,
      content: { answers: ['  the   mitochondria ', 'the mitochondria', 'Mitochondria'], case_sensitive: false },
    });
    expect(prepared).toMatchObject({
      reference: 'Q7',
      title: 'Cells',
      prompt: '<p>Name it</p><img src="https://img.example/a.png" />',
      points: 1,
      content: { answers: ['the mitochondria', 'Mitochondria'], case_sensitive: false },
    });
  });

  it('rounds points to 2 decimals and trims choice texts', async () => {
    const prepared = await prepareItem({ ...draft('single_choice'), points: 2.346, content: { choices: [{ id: 'a', text: ' Yes ' }, { id: 'b', text: 'No' }], correct: 'a' } });
    expect(prepared.points).toBe(2.35);
    expect(prepared.content).toEqual({ choices: [{ id: 'a', text: 'Yes' }, { id: 'b', text: 'No' }], correct: 'a' });
  });

  it('keeps each tag once, trimmed', async () => {
    const prepared = await prepareItem({
      ...draft(),
      tags: [
        { type: 'Learning Objective', name: ' Cells ' },
        { type: 'Learning Objective', name: 'Cells' },
        { type: 'Course', name: 'Cells' },
      ],
    });
    expect(prepared.tags).toEqual([
      { type: 'Learning Objective', name: 'Cells' },
      { type: 'Course', name: 'Cells' },
    ]);
  });

  it('refuses a course_id tag that is not a course id', async () => {
    expect(await refusal(() => prepareItem({ ...draft(), tags: [{ type: 'Course', name: 'x' }, { type: 'course_id', name: 'Biology' }] }))).toEqual([
      { field: 'tags/1/name', message: ITEM_MESSAGES.courseTagId },
    ]);
  });

  it('refuses content that breaks a content rule, as a 422 on the content field', async () => {
    expect(await refusal(() => prepareItem({ ...draft('single_choice'), content: { choices: [{ id: 'a', text: 'x' }, { id: 'b', text: 'y' }], correct: 'q' } }))).toEqual([
      { field: 'content/correct', message: ITEM_MESSAGES.correctUnknown },
    ]);
  });
});
