import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { A, B, COURSE, editAssessment as edit } from './editor/editAssessment.tsx';

describe('AssessmentEditor: Questions', () => {
  it("lists the assessment's Questions by reference and adds one of the author's, worth its points", async () => {
    const { get, last } = edit({ items: [{ id: A, points: 5 }] });
    expect(await screen.findByText('CELL-1 — Membranes', { selector: 'li > span' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`assessment/items/?course=${COURSE}`);
    const add = screen.getByLabelText('Add a Question');
    expect(within(add).queryByText('CELL-1 — Membranes')).toBeNull();
    await userEvent.selectOptions(add, 'CELL-2');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(last().items).toEqual([
      { id: A, points: 5 },
      { id: B, points: 3 },
    ]);
    expect(within(screen.getByLabelText('Add a Question')).queryByText('CELL-2')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Add a Question'), 'CELL-3 — Nucleus');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Add a Question')).toHaveProperty('disabled', true);
  });

  it('changes the points of a Question and removes one', async () => {
    const { last } = edit({ items: [{ id: A, points: 2 }, { id: B, points: 3 }] });
    const points = await screen.findByLabelText('Points for CELL-1 — Membranes');
    await userEvent.clear(points);
    await userEvent.type(points, '4.5');
    expect(last().items[0]).toEqual({ id: A, points: 4.5 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove CELL-1 — Membranes' }));
    expect(last().items).toEqual([{ id: B, points: 3 }]);
  });

  it('says when the bank is empty and when a Question cannot be seen', async () => {
    edit({ items: [{ id: 'f'.repeat(24), points: 1 }] }, { get: vi.fn(async () => ({ items: [] })) });
    expect(await screen.findByText('Your item bank has no Questions yet.')).toBeTruthy();
    expect(screen.getByText('A Question you cannot see', { selector: 'li > span' })).toBeTruthy();
  });

  it('shows why the list did not load', async () => {
    edit({}, { get: vi.fn(async () => Promise.reject(new ApiError(500, 'internal-error', 'Something went wrong on our side.'))) });
    expect((await screen.findByText(/Could not load your Questions/)).textContent).toBe('Could not load your Questions: Something went wrong on our side.');
  });
});

describe('AssessmentEditor: settings', () => {
  it('sets instructions, graded and attempts', async () => {
    const { last } = edit();
    await userEvent.type(screen.getByLabelText('Instructions'), 'Go');
    expect(last().instructions).toBe('Go');
    await userEvent.click(screen.getByLabelText('Graded (counts in the grade)'));
    expect(last().graded).toBe(false);
    const attempts = screen.getByLabelText('Attempts');
    await userEvent.clear(attempts);
    expect(last().submission_attempts).toBe(0);
    await userEvent.type(attempts, '3');
    expect(last().submission_attempts).toBe(3);
  });

  it('chooses a time limit in 15-minute steps, or a custom one in minutes', async () => {
    const { last } = edit();
    const limit = screen.getByLabelText('Time limit');
    expect([...(limit as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Not Timed', '15 minutes', '30 minutes', '45 minutes', '1 hour', '75 minutes', '90 minutes', '105 minutes', '2 hours', 'Custom',
    ]);
    await userEvent.selectOptions(limit, '1 hour');
    expect(last()).toMatchObject({ time_limit: 3600, time_limit_custom: false });
    await userEvent.selectOptions(limit, 'Custom');
    expect(last()).toMatchObject({ time_limit: 3600, time_limit_custom: true });
    const minutes = screen.getByLabelText('Custom time limit (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '25');
    expect(last()).toMatchObject({ time_limit: 1500, time_limit_custom: true });
  });

  it('gives a custom limit the default 30 minutes when not timed before', async () => {
    const { last } = edit();
    await userEvent.selectOptions(screen.getByLabelText('Time limit'), 'Custom');
    expect(last()).toMatchObject({ time_limit: 1800, time_limit_custom: true });
  });

  it('sets a date with its time, 23:59 unless said, and refuses one without the other', async () => {
    const { onChange, last } = edit();
    await userEvent.type(screen.getByLabelText('Due date'), '2030-03-10');
    expect(screen.getByLabelText<HTMLInputElement>('Due date time').value).toBe('23:59');
    const due = new Date(last().due_date!);
    expect([due.getFullYear(), due.getMonth(), due.getDate(), due.getHours(), due.getMinutes()]).toEqual([2030, 2, 10, 23, 59]);
    const calls = onChange.mock.calls.length;
    await userEvent.clear(screen.getByLabelText('Due date time'));
    expect(screen.getByRole('alert').textContent).toBe('Enter both a time and a date in Due date');
    expect(onChange.mock.calls.length).toBe(calls);
    await userEvent.type(screen.getByLabelText('Due date time'), '08:15');
    expect(screen.queryByText('Enter both a time and a date in Due date')).toBeNull();
    expect(new Date(last().due_date!).getHours()).toBe(8);
    await userEvent.clear(screen.getByLabelText('Due date time'));
    await userEvent.clear(screen.getByLabelText('Due date'));
    expect(last().due_date).toBeNull();
  });

  it('turns the auto-accept late policy on and sets it', async () => {
    const { last } = edit();
    await userEvent.click(screen.getByLabelText('Auto-accept late work with a penalty'));
    expect(last().policy).toEqual({ penalty: 10, per: 86400, max: 100 });
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'Hour');
    const penalty = screen.getByLabelText('Penalty (%)');
    await userEvent.clear(penalty);
    await userEvent.type(penalty, '20');
    expect(last().policy).toEqual({ penalty: 20, per: 3600, max: 100 });
    await userEvent.click(screen.getByLabelText('Auto-accept late work with a penalty'));
    expect(last().policy).toBeNull();
  });

  it("shows a save's messages at their fields", async () => {
    edit(
      { policy: { penalty: 30, per: 86400, max: 50 } },
      {
        errors: {
          due_date: 'Please order your dates sensibly',
          policy: 'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.',
          lock_back_button: 'Re-opening an attempt without the use of the back button is not allowed.',
        },
      },
    );
    await screen.findByText('No Questions yet.');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please order your dates sensibly',
      'Re-opening an attempt without the use of the back button is not allowed.',
      'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.',
    ]);
    expect(screen.getByLabelText('Due date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Lock the back button').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('AssessmentEditor: QTI export', () => {
  it('links the saved assessment as a QTI 3.0 or 2.1 package', async () => {
    edit({ items: [{ id: A, points: 5 }] });
    const link = await screen.findByRole('link', { name: 'Export as QTI 3.0' });
    const id = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('component');
    expect(id).toBe('component-1');
    expect(link.getAttribute('href')).toBe(`/server/assessment/packages/export/?course=${COURSE}&component=${id}`);
    expect(screen.getByRole('link', { name: 'Export as QTI 2.1' }).getAttribute('href')).toBe(`/server/assessment/packages/export/?course=${COURSE}&component=${id}&version=2.1`);
  });
});
