import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiItemWithHints } from '../../src/schemas/itemBody.ts';
import QuestionEditorScreen from '../../src/web/authoring/QuestionEditorScreen.tsx';
import { apiItem, COURSE, fakeApi, ITEM, renderScreen, stubLayoutForProseMirror } from './authoringWebFixture.tsx';

stubLayoutForProseMirror();

/** Opens `item` in its editor; `saved()` saves and answers the body sent. */
async function edit(item: ApiItemWithHints) {
  // The save answers what it was sent, as the server does once it has stored it.
  const api = fakeApi({ [`GET assessment/items/${ITEM}/`]: () => item, [`PUT assessment/items/${ITEM}/`]: (body) => ({ ...item, ...(body as object) }) });
  renderScreen(QuestionEditorScreen, { courseId: COURSE, itemId: ITEM }, api);
  await screen.findByRole('form', { name: 'Question' });
  const saved = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    return api.put.mock.calls.at(-1)![1] as Record<string, any>;
  };
  return { saved };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });

describe('the content editor of each type', () => {
  it('multiple response: every right choice is checked; a removed choice is no right answer any more', async () => {
    const { saved } = await edit(apiItem('multiple_response'));
    const choices = group('Choices');
    expect(within(choices).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false, true]);
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Choice 3 is right' }));
    await userEvent.click(within(choices).getByRole('button', { name: 'Remove Choice 1' }));
    expect((await saved()).content).toEqual({ choices: [{ id: 'b', text: '3' }, { id: 'c', text: '4' }, { id: 'd', text: '5' }], correct: ['b', 'd', 'c'] });
  });

  it('single choice: keeps at least 2 choices and gives a new one a fresh id', async () => {
    const { saved } = await edit(apiItem('single_choice', { content: { choices: [{ id: 'c1', text: 'A' }, { id: 'c3', text: 'B' }], correct: 'c1' } }));
    expect(screen.getByRole('button', { name: 'Remove Choice 1' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    await userEvent.type(textbox('Choice 3'), 'C');
    await userEvent.click(screen.getByRole('radio', { name: 'Choice 3 is right' }));
    expect((await saved()).content).toEqual({ choices: [{ id: 'c1', text: 'A' }, { id: 'c3', text: 'B' }, { id: 'c2', text: 'C' }], correct: 'c2' });
  });

  it('true or false: the right one', async () => {
    const { saved } = await edit(apiItem('true_false'));
    expect(within(group('Right answer')).getByRole('radio', { name: 'True' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect((await saved()).content).toEqual({ correct: false });
  });

  it('short text: accepted answers and whether case counts', async () => {
    const { saved } = await edit(apiItem('short_text'));
    expect(textbox('Accepted answer 2').value).toBe('the mitochondria');
    await userEvent.click(screen.getByRole('button', { name: 'Remove accepted answer 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an accepted answer' }));
    await userEvent.type(textbox('Accepted answer 2'), 'Mitochondrion');
    await userEvent.click(screen.getByRole('checkbox', { name: /Case sensitive/ }));
    expect((await saved()).content).toEqual({ answers: ['Mitochondria', 'Mitochondrion'], case_sensitive: true });
  });

  it('numeric: the answer and its tolerances, typed as text and saved as numbers; an empty tolerance is none', async () => {
    const { saved } = await edit(apiItem('numeric'));
    expect([textbox('Answer').value, textbox('Tolerance (units)').value, textbox('Tolerance (%)').value]).toEqual(['9.81', '0.05', '0']);
    await userEvent.clear(textbox('Tolerance (units)'));
    await userEvent.clear(textbox('Tolerance (%)'));
    await userEvent.type(textbox('Tolerance (%)'), '1,5');
    expect((await saved()).content).toEqual({ answer: 9.81, tolerance_percent: 1.5 });
  });

  it('fill in the blanks: each {{name}} in the text gets its accepted answers; a blank taken out of the text goes', async () => {
    const { saved } = await edit(apiItem('fill_blanks'));
    const text = screen.getByRole('textbox', { name: 'Text with blanks' });
    expect(screen.getAllByRole('group', { name: /^Blank/ }).map((blank) => blank.querySelector('legend')?.textContent)).toEqual(['Blank {{temp}}', 'Blank {{cold}}']);
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('{{cold}} is freezing; {{unit}} is the unit.');
    const unit = group('Blank {{unit}}');
    await userEvent.type(within(unit).getByRole('textbox', { name: 'Accepted answer 1' }), 'Celsius');
    expect((await saved()).content).toEqual({
      template: '{{cold}} is freezing; {{unit}} is the unit.',
      blanks: [
        { id: 'cold', answers: ['0', 'zero'], case_sensitive: false },
        { id: 'unit', answers: ['Celsius'], case_sensitive: false },
      ],
    });
  });

  it('ordering: entries moved into their right order', async () => {
    const { saved } = await edit(apiItem('ordering'));
    expect(screen.getByRole('button', { name: 'Move Entry 1 up' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Entry 3 up' }));
    expect((await saved()).content.entries.map((entry: { id: string }) => entry.id)).toEqual(['m', 'e', 'v']);
  });

  it('matching: each prompt chooses its option by text; a removed option leaves its prompts to match again', async () => {
    const { saved } = await edit(apiItem('matching'));
    const italy = screen.getByRole('combobox', { name: 'Prompt 2 matches' }) as HTMLSelectElement;
    expect(italy.value).toBe('rome');
    expect([...italy.options].map((option) => option.text)).toEqual(['Choose an option…', 'Paris', 'Rome', 'Oslo']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Option 2' }));
    expect(italy.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(textbox('Option 3'), 'Roma');
    await userEvent.selectOptions(italy, 'Roma');
    const content = (await saved()).content;
    expect(content.options).toEqual([{ id: 'paris', text: 'Paris' }, { id: 'oslo', text: 'Oslo' }, { id: 'o1', text: 'Roma' }]);
    expect(content.prompts).toEqual([{ id: 'fr', text: 'France', match: 'paris' }, { id: 'it', text: 'Italy', match: 'o1' }]);
  });

  it('long text, recordings and file uploads: their limits only', async () => {
    const longtext = await edit(apiItem('longtext'));
    expect(screen.getByText('A person scores the answers to this Question.')).toBeTruthy();
    await userEvent.clear(textbox('Longest answer (characters)'));
    expect((await longtext.saved()).content).toEqual({});
  });

  it('file upload: the accepted file types, none for every one', async () => {
    const { saved } = await edit(apiItem('fileupload'));
    const types = group('Accepted file types');
    expect(within(types).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.parentElement?.textContent)).toEqual(['pdf', 'docx']);
    await userEvent.click(within(types).getByRole('checkbox', { name: 'pdf' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'docx' }));
    expect((await saved()).content).toEqual({});
    await userEvent.click(within(types).getByRole('checkbox', { name: 'mp3' }));
    expect((await saved()).content).toEqual({ extensions: ['mp3'] });
  });

  it('audio: the longest recording', async () => {
    const { saved } = await edit(apiItem('audio'));
    await userEvent.clear(textbox('Longest recording (seconds)'));
    await userEvent.type(textbox('Longest recording (seconds)'), '45');
    expect((await saved()).content).toEqual({ max_seconds: 45 });
  });

  it('another type starts its content afresh', async () => {
    const { saved } = await edit(apiItem('single_choice'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Ordering');
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
    expect((await saved())).toMatchObject({ type: 'ordering', content: { entries: [{ id: 'e1', text: '' }, { id: 'e2', text: '' }] } });
  });
});

describe('hints and tags', () => {
  it('takes up to 5 hints, in order', async () => {
    const { saved } = await edit(apiItem('true_false', { hints: ['First'] }));
    const add = screen.getByRole('button', { name: 'Add a hint' });
    for (let n = 2; n <= 5; n++) {
      await userEvent.click(add);
      await userEvent.type(screen.getByRole('textbox', { name: `Hint ${n}` }), `Hint number ${n}`);
    }
    expect(add).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove hint 1' }));
    expect((await saved()).hints).toEqual(['Hint number 2', 'Hint number 3', 'Hint number 4', 'Hint number 5']);
  });

  it('shares with this course through its course_id tag, and takes tags of each type', async () => {
    const other = 'f'.repeat(24);
    const { saved } = await edit(apiItem('true_false', { tags: [{ type: 'course_id', name: COURSE }, { type: 'course_id', name: other }] }));
    const share = screen.getByRole('checkbox', { name: /Share with this course/ });
    expect(share).toHaveProperty('checked', true);
    // This course's tag is the checkbox, not a row.
    expect(textbox('Tag 2 name').value).toBe(other);
    expect(screen.queryByRole('textbox', { name: 'Tag 1 name' })).toBeNull();
    await userEvent.click(share);
    await userEvent.click(screen.getByRole('button', { name: 'Add a tag' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag 2 type' }), 'Reseller');
    await userEvent.type(textbox('Tag 2 name'), 'ACME');
    expect((await saved()).tags).toEqual([
      { type: 'course_id', name: other },
      { type: 'Reseller', name: 'ACME' },
    ]);
  });
});
