import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { cellAt } from './settingsGrid.ts';
import { COURSE, LIST_PATH, listAnswer, renderSettings } from './settingsFixture.tsx';

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('activity settings, for assistive technology', () => {
  it('the list with an open editor and a changed cell, the bulk form and the defaults form', async () => {
    const { container } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer({ total: 1500 }), [`PUT stats/save_defaults/${COURSE}`]: () => ({ status: 'OK', updated: 0 }) });
    await screen.findByRole('grid', { name: 'Activity settings' });
    await userEvent.click(within(cellAt('Quiz 1', 'Scramble')).getByRole('checkbox'));
    await userEvent.click(cellAt('Quiz 3', 'Due date'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Due date, Quiz 3' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await userEvent.click(screen.getByRole('button', { name: /^Bulk edit/ }));
    const bulk = screen.getByRole('dialog');
    for (const name of ['Change due date', 'Change late policy', 'Change show responses', 'Change rollup', 'Change locked']) await userEvent.click(within(bulk).getByRole('checkbox', { name }));
    await userEvent.click(within(bulk).getByRole('checkbox', { name: 'Auto-accept late work with this policy' }));
    expect(await violations(document.body)).toEqual([]);
    await userEvent.click(within(bulk).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Course defaults' }));
    expect(await violations(document.body)).toEqual([]);
  });
});
