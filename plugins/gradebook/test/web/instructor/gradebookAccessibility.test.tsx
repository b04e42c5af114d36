import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ADA, COURSE, GRADEBOOK_PATH, gradebookAnswer, QUIZ_1, renderGradebook } from './gradebookFixture.tsx';

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser journeys). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const scoreCell = (studentId: string, columnId: string) => document.querySelector(`[data-gb-student="${studentId}"][data-gb-column="${columnId}"]`)!.closest<HTMLElement>('[role="gridcell"]')!;

describe('the instructor gradebook, for assistive technology', () => {
  it('the grid with a chosen cell, and each dialog', async () => {
    const { container } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`GET gradebook/${COURSE}/explain/${ADA}/${QUIZ_1}`]: () => ({ value: 8, max: 10, percent: 80, steps: [{ kind: 'attempt', label: 'Attempt 1 counts', score: 8, max: 10 }] }),
    });
    await screen.findByRole('grid', { name: 'Gradebook' });
    await userEvent.click(scoreCell(ADA, QUIZ_1));
    expect(await violations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Explain score' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Attempt 1 counts'));
    expect(await violations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    for (const [opener, title] of [
      ['Add column', 'Add a column'],
      ['Import CSV', 'Import grades'],
      ['Group rules', 'Group rules'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: opener }));
      await screen.findByRole('dialog', { name: title });
      expect(await violations(document.body)).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});
