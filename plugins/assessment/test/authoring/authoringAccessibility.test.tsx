import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import QuestionEditorScreen from '../../src/web/authoring/QuestionEditorScreen.tsx';
import QuestionListScreen from '../../src/web/authoring/QuestionListScreen.tsx';
import { apiItem, COURSE, fakeApi, ITEM, LIST, renderScreen, stubLayoutForProseMirror, summaryOf, validationError } from './authoringWebFixture.tsx';

stubLayoutForProseMirror();

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser journeys). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the authoring screens, for assistive technology', () => {
  it('the list, with the import form open and a delete to confirm', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: () => ({ items: [summaryOf(apiItem()), summaryOf(apiItem('numeric', { _id: 'f'.repeat(24), mine: false }))] }) });
    const { container } = renderScreen(QuestionListScreen, { courseId: COURSE }, api);
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Import QTI' }));
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete CELL-1' }));
    expect(await violations(container)).toEqual([]);
  });

  it.each(['matching', 'fill_blanks', 'multiple_response', 'fileupload'] as const)('the editor of a %s Question, with save errors', async (type) => {
    const fields = [{ field: 'reference', message: 'Give the Question a reference.' }, { field: 'content', message: 'Check the content of this Question.' }];
    const api = fakeApi({ [`GET assessment/items/${ITEM}/`]: () => apiItem(type, { hints: ['Think'], tags: [{ type: 'Course', name: 'Bio' }] }), [`PUT assessment/items/${ITEM}/`]: () => Promise.reject(validationError(fields)) });
    const { container } = renderScreen(QuestionEditorScreen, { courseId: COURSE, itemId: ITEM }, api);
    await screen.findByRole('form', { name: 'Question' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The Question was not saved:');
    expect(await violations(container)).toEqual([]);
  });
});
