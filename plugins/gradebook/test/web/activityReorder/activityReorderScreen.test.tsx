import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import { fakeApiClient, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { ActivityOrder } from '../../../src/calls/orderCalls.ts';
import ActivityReorderScreen from '../../../src/web/activityReorder/ActivityReorderScreen.tsx';
import { COURSE, renderScreen } from '../../center/screenFixture.tsx';

const NUMBERS = '6d0000000000000000000101';
const SHAPES = '6d0000000000000000000102';
const ORDER_PATH = `gradebook/${COURSE}/activity_order`;

const column = (id: string, title: string, lesson: string | null, graded = true): ActivityOrder['activities'][number] => ({
  id,
  component_id: lesson === null ? null : id,
  title,
  type: lesson === null ? 'custom' : 'assessment',
  lesson,
  graded,
  max_score: 10,
  gradebook_position: null,
});

const ORDER: ActivityOrder = {
  lessons: [
    { id: NUMBERS, title: 'Numbers' },
    { id: SHAPES, title: 'Shapes' },
  ],
  activities: [
    column('6d00000000000000000000a1', 'Quiz 1', NUMBERS),
    column('6d00000000000000000000a2', 'Quiz 2', NUMBERS),
    column('6d00000000000000000000a3', 'Practice', NUMBERS, false),
    column('6d00000000000000000000a4', 'Circles', SHAPES),
    column('6d00000000000000000000a5', 'Participation', null),
  ],
};

function open(save: FakeApiHandler = (body) => ({ ...ORDER, activities: (body as { activities: string[] }).activities.map((id) => ORDER.activities.find((a) => a.id === id)!) })) {
  const saved: unknown[] = [];
  const api = fakeApiClient({
    [`GET ${ORDER_PATH}`]: () => ORDER,
    [`PUT ${ORDER_PATH}`]: (body) => {
      saved.push(body);
      return save(body);
    },
  });
  return { ...renderScreen(ActivityReorderScreen, { courseId: COURSE }, api), saved, user: userEvent.setup() };
}

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const rowsOf = (lesson: string) =>
  within(screen.getByRole('list', { name: lesson }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.gb-reorder__title')?.firstChild?.textContent);

describe('ActivityReorderScreen', () => {
  it("shows the course's columns in gradebook order, grouped by lesson", async () => {
    open();
    await screen.findByRole('list', { name: 'Numbers' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Numbers', 'Shapes', 'Not in a lesson']);
    expect(rowsOf('Numbers')).toEqual(['Quiz 1', 'Quiz 2', 'Practice']);
    expect(screen.getByText('(assessment, practice)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Quiz 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a column with its buttons and Alt+arrow keys, keeping the focus on it and announcing where it went', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Quiz 1 down' }));
    expect(rowsOf('Numbers')).toEqual(['Quiz 2', 'Quiz 1', 'Practice']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Quiz 1 down' }));
    expect(screen.getByText('Quiz 1 moved to position 2 of 3 in Numbers.')).toBeTruthy();

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rowsOf('Numbers')).toEqual(['Quiz 2', 'Practice', 'Quiz 1']);
    // At the bottom its Move down button is off: the focus stays in the row, on Move up.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Quiz 1 up' }));
    expect(screen.getByText('Quiz 1 moved to position 3 of 3 in Numbers.')).toBeTruthy();

    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(rowsOf('Numbers')).toEqual(['Quiz 1', 'Quiz 2', 'Practice']);
    // A column never leaves its lesson.
    expect(rowsOf('Shapes')).toEqual(['Circles']);
  });

  it('is usable with assistive technology', async () => {
    const { container } = open();
    await screen.findByRole('list', { name: 'Numbers' });
    expect(await violations(container)).toEqual([]);
  });

  it('saves the order shown, every column listed', async () => {
    const { user, saved, notify } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Practice up' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'The new order is saved.' }));
    expect(saved).toEqual([{ activities: ['6d00000000000000000000a1', '6d00000000000000000000a3', '6d00000000000000000000a2', '6d00000000000000000000a4', '6d00000000000000000000a5'] }]);
    expect((screen.getByRole('button', { name: 'Save order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'An error occured' when the order is not saved, and keeps the moves", async () => {
    const { user, notify } = open(() => {
      throw new ApiError(404, 'not-found', 'There is no activity x in this course.');
    });
    await user.click(await screen.findByRole('button', { name: 'Move Quiz 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'An error occured' }));
    expect(rowsOf('Numbers')).toEqual(['Quiz 2', 'Quiz 1', 'Practice']);
  });
});
