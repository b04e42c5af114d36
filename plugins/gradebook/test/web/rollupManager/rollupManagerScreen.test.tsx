import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import { fakeApiClient, type FakeApiHandler } from '@lms/sdk/testing/web';
import { ACTIVITY_FILTER_MESSAGES } from '@lms/sdk/rules';
import RollupManagerScreen from '../../../src/web/rollupManager/RollupManagerScreen.tsx';
import { COURSE, renderScreen } from '../../center/screenFixture.tsx';
import { cell, gradebookAnswer, student } from '../instructor/gradebookFixture.tsx';

const QUIZZES = '6d00000000000000000000f1';
const ROLLUP_PATH = `stats/rollup/${COURSE}`;

const activity = (id: string, title: string, type: string, rollup_id: string | null) => ({ id, component_id: type === 'custom' ? null : id, title, type, rollup_id });

const SAVED = {
  rollup: [{ id: QUIZZES, title: 'Quizzes', color: '#3b82f6', weight: 60, drop_lowest: 1 }],
  activities: [
    activity('6d00000000000000000000a1', 'Quiz 1: fractions', 'assessment', QUIZZES),
    activity('6d00000000000000000000a2', 'Quiz 2: decimals', 'assessment', null),
    activity('6d00000000000000000000a3', 'Essay on fractions', 'assessment', null),
    activity('6d00000000000000000000a4', 'Participation', 'custom', null),
  ],
};

function open(routes: Record<string, FakeApiHandler> = {}) {
  const posted: unknown[] = [];
  const api = fakeApiClient({
    [`GET ${ROLLUP_PATH}`]: () => SAVED,
    [`POST ${ROLLUP_PATH}`]: (body) => {
      posted.push(body);
      return { status: 'OK' };
    },
    ...routes,
  });
  return { ...renderScreen(RollupManagerScreen, { courseId: COURSE }, api), posted, user: userEvent.setup() };
}

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('RollupManagerScreen', () => {
  it("says so when the groups or activities can't be read", async () => {
    open({ [`GET ${ROLLUP_PATH}`]: () => { throw new ApiError(500, 'server-error', 'Boom'); } });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load grouping or activity data. Please try again later.');
  });

  it("lists the groups with their activity count and the gradebook's rules, read-only", async () => {
    open();
    const groups = await screen.findByRole('list');
    expect(within(groups).getByText('Quizzes')).toBeTruthy();
    expect(within(groups).getByText('1 activity · weight 60%, drops the lowest 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'gradebook' }).getAttribute('href')).toBe(`/${COURSE}/reports/grades`);
  });

  it('adds a group with a title and a colour, assigns filtered activities to it, and saves everything', async () => {
    const { user, posted, notify } = open();
    await user.click(await screen.findByRole('button', { name: 'Add a group' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a group' });
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(within(dialog).getByText('A group needs a title.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Title'), 'Essays');
    fireEvent.change(within(dialog).getByLabelText('Colour'), { target: { value: '#E81E75' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Group'), 'Essays');
    const filter = screen.getByLabelText('Filter activities');
    await user.type(filter, '"on fractions');
    expect(screen.getByText(ACTIVITY_FILTER_MESSAGES.unevenQuotes)).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await user.type(filter, '"');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual(['Essay on fractions (assessment)']);
    await user.click(checkbox(/Essay on fractions/));
    await user.clear(filter);
    // A quiz already in Quizzes says so; ticking it moves it here.
    expect(screen.getByText('Quiz 1: fractions').closest('label')?.textContent).toContain('in Quizzes');
    await user.click(checkbox(/Quiz 1: fractions/));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'New grouping saved.' }));
    expect(posted).toEqual([
      {
        rollup: [
          { id: QUIZZES, title: 'Quizzes', color: '#3b82f6' },
          { id: 'new-1', title: 'Essays', color: '#e81e75' },
        ],
        activities: [
          { id: '6d00000000000000000000a1', rollup_id: 'new-1' },
          { id: '6d00000000000000000000a2', rollup_id: null },
          { id: '6d00000000000000000000a3', rollup_id: 'new-1' },
          { id: '6d00000000000000000000a4', rollup_id: null },
        ],
      },
    ]);
  });

  it('edits a group, and removing one asks first, saying its activities will be ungrouped', async () => {
    const { user, posted } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit Quizzes' }));
    const title = within(screen.getByRole('dialog')).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Tests');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Remove Tests' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove the group Tests?' });
    expect(question.textContent).toContain('Its 1 activity will be ungrouped');
    await user.click(within(question).getByRole('button', { name: 'Remove the group' }));
    expect(screen.getByText('No groups yet: every activity counts in the course total alone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ rollup: [], activities: expect.arrayContaining([{ id: '6d00000000000000000000a1', rollup_id: null }]) });
  });

  it('is usable with assistive technology, the group dialog too', async () => {
    const { user, container } = open();
    await screen.findByRole('button', { name: 'Add a group' });
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    await screen.findByRole('dialog', { name: 'Add a group' });
    expect(await violations(document.body)).toEqual([]);
  });

  it('reads the rollup report in batches of 100 students and shows each percent per group', async () => {
    const students = Array.from({ length: 150 }, (_, i) =>
      student(`6d0000000000000000${String(i).padStart(6, '0')}`, `Student${String(i).padStart(3, '0')}`, 'Test', [cell(8, 'Done'), cell(null, 'Upcoming'), cell(null, 'Upcoming')], {
        percent: 70,
        groups: [{ id: '6c00000000000000000000f1', score_to_date: 8, score_to_date_attempted: 10, score_to_date_obtained: 8, percent: i }],
      }),
    );
    const asked: number[] = [];
    const page = (offset: number) => () => {
      asked.push(offset);
      return gradebookAnswer({ students: students.slice(offset, offset + 100), total_students: 150, offset });
    };
    const { user } = open({ [`GET gradebook/${COURSE}/?offset=0&limit=100`]: page(0), [`GET gradebook/${COURSE}/?offset=100&limit=100`]: page(100) });
    await user.click(await screen.findByRole('button', { name: 'Show the report' }));
    const report = await screen.findByRole('grid', { name: 'Rollup report' });
    expect(within(report).getByRole('columnheader', { name: /Quizzes/ })).toBeTruthy();
    const first = within(report).getByRole('rowheader', { name: 'Student000 Test' }).closest('[role="row"]')!;
    expect(first.textContent).toContain('0%');
    expect(first.textContent).toContain('70%');
    expect(screen.getByRole('button', { name: 'Reload the report' })).toBeTruthy();
    expect(asked).toEqual([0, 100]);
  });

  it('shows how far the report got, reads it all again on "Reload the report", and stops the batches when the screen is left', async () => {
    const students = Array.from({ length: 250 }, (_, i) => student(`6d0000000000000000${String(i).padStart(6, '0')}`, `Student${String(i).padStart(3, '0')}`, 'Test', [cell(8, 'Done'), cell(null, 'Upcoming'), cell(null, 'Upcoming')]));
    const asked: number[] = [];
    let release: () => void = () => {};
    let holdSecond = false;
    const page = (offset: number) => async () => {
      asked.push(offset);
      if (offset === 100 && holdSecond) await new Promise<void>((resolve) => (release = resolve));
      return gradebookAnswer({ students: students.slice(offset, offset + 100), total_students: 250, offset });
    };
    const { user, unmount } = open({
      [`GET gradebook/${COURSE}/?offset=0&limit=100`]: page(0),
      [`GET gradebook/${COURSE}/?offset=100&limit=100`]: page(100),
      [`GET gradebook/${COURSE}/?offset=200&limit=100`]: page(200),
    });
    await user.click(await screen.findByRole('button', { name: 'Show the report' }));
    await screen.findByRole('grid', { name: 'Rollup report' });
    expect(asked).toEqual([0, 100, 200]);

    holdSecond = true;
    await user.click(screen.getByRole('button', { name: 'Reload the report' }));
    await waitFor(() => expect(screen.getByText('Loaded 100 of 250 students…')).toBeTruthy());
    expect(screen.queryByRole('grid', { name: 'Rollup report' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Show the report' }) as HTMLButtonElement).disabled).toBe(true);
    expect(asked).toEqual([0, 100, 200, 0, 100]);

    unmount();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([0, 100, 200, 0, 100]);
  });

  it("says 'Failed to load grouping or activity data. Please try again later.' when a batch of the report fails", async () => {
    const { user } = open({ [`GET gradebook/${COURSE}/?offset=0&limit=100`]: () => { throw new ApiError(500, 'server-error', 'Boom'); } });
    await user.click(await screen.findByRole('button', { name: 'Show the report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load grouping or activity data. Please try again later.');
  });

  it("puts the server's error inside the save failure message, or says the plain one", async () => {
    const failWith = (error: Error) => open({ [`POST ${ROLLUP_PATH}`]: () => { throw error; } });
    const { user, notify, unmount } = failWith(new ApiError(422, 'validation-failed', 'Rollup group x is not in the list.'));
    await user.click(await screen.findByRole('checkbox', { name: /Quiz 2/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Failed to save the new grouping (Rollup group x is not in the list.).' }));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    unmount();

    const second = failWith(new ApiError(502, 'bad-gateway', ''));
    await second.user.click(await screen.findByRole('checkbox', { name: /Quiz 2/ }));
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second.notify).toHaveBeenCalledWith({ type: 'error', message: 'Failed to save the new grouping.' }));
  });
});
