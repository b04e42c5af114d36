import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { LIST_PATH, listAnswer, QUIZ_1, QUIZ_3, renderSettings, SAVE_PATH } from './settingsFixture.tsx';

const grid = () => screen.findByRole('grid', { name: 'Activity settings' });
const dialog = () => screen.getByRole('dialog', { name: /^Bulk edit/ });

async function openBulk(titles: readonly string[]) {
  for (const title of titles) await userEvent.click(screen.getByRole('checkbox', { name: `Select ${title}` }));
  await userEvent.click(screen.getByRole('button', { name: /^Bulk edit/ }));
  return dialog();
}

const apply = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Update chosen activities' }));

describe('Bulk edit (who, what, which)', () => {
  it("says 'Remember to select the field(s) to be updated.' when no field is ticked", async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    await openBulk(['Quiz 1']);
    await apply();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Remember to select the field(s) to be updated.');
    expect(api.put).not.toHaveBeenCalled();
  });

  it("says 'Please select 1 or more rows to edit.' when no row is chosen", async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    const form = await openBulk([]);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change scramble' }));
    await apply();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please select 1 or more rows to edit.');
    expect(api.put).not.toHaveBeenCalled();
  });

  it('sends the chosen rows, the ticked fields and their values', async () => {
    const bodies: unknown[] = [];
    const { notify } = renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`PUT ${SAVE_PATH}`]: (body) => {
        bodies.push(body);
        return { status: 'OK', updated: 2, rescored: 2 };
      },
    });
    await grid();
    const form = await openBulk(['Quiz 1', 'Quiz 3']);
    expect(form.getAttribute('aria-labelledby')).toBeTruthy();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change due date' }));
    // A date without its time takes the default time, 23:59.
    await userEvent.type(within(form).getByRole('textbox', { name: 'New due date' }), '12/24/2026');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change late policy' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Auto-accept late work with this policy' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Penalty %' }), '10');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Per' }), 'Day');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Max penalty %' }), '50');
    await apply();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Settings for the course have been updated.' }));
    expect(bodies).toEqual([{ who: [QUIZ_1, QUIZ_3], what: ['due_date', 'policy'], which: { due_date: new Date(2026, 11, 24, 23, 59).toISOString(), policy: { penalty: 10, per: 86400, max: 50 } } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("starts from the course's defaults: the late policy, resume attempts, attempts override, and its time for a date typed alone", async () => {
    const bodies: unknown[] = [];
    const defaults = { global_time: '08:00', policy: { penalty: 10, per: 86400, max: 50 }, resume_max_attempts: 2, submission_attempt_override: 3 } as const;
    renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer({}, { defaults }),
      [`PUT ${SAVE_PATH}`]: (body) => {
        bodies.push(body);
        return { status: 'OK', updated: 1, rescored: 0 };
      },
    });
    await grid();
    const form = await openBulk(['Quiz 1']);
    for (const name of ['Change due date', 'Change attempts', 'Change resume attempts', 'Change late policy']) await userEvent.click(within(form).getByRole('checkbox', { name }));
    expect((within(form).getByRole('textbox', { name: 'New attempts' }) as HTMLInputElement).value).toBe('3');
    expect((within(form).getByRole('textbox', { name: 'New resume attempts' }) as HTMLInputElement).value).toBe('2');
    expect((within(form).getByRole('checkbox', { name: 'Auto-accept late work with this policy' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Penalty %' }) as HTMLInputElement).value).toBe('10');
    await userEvent.type(within(form).getByRole('textbox', { name: 'New due date' }), '12/24/2026');
    await apply();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      who: [QUIZ_1],
      what: ['due_date', 'submission_attempts', 'resume_attempts', 'policy'],
      which: { due_date: new Date(2026, 11, 24, 8, 0).toISOString(), submission_attempts: 3, resume_attempts: 2, policy: defaults.policy },
    });
  });

  it('refuses a wrong date format and a policy whose max is not a multiple, in the form', async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    const form = await openBulk(['Quiz 1']);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change open date' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'New open date' }), '13/01/2026 10:00');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change late policy' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Auto-accept late work with this policy' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Penalty %' }), '30');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Max penalty %' }), '50');
    await apply();
    expect(within(form).getByText('Please check your date format (MM/DD/YYYY HH:MI)')).toBeTruthy();
    expect(within(form).getByText('Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("says 'No changes to save.' when the chosen rows already have the values", async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    const form = await openBulk(['Quiz 1']);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change scramble' }));
    await apply();
    expect(within(dialog()).getByRole('alert').textContent).toBe('No changes to save.');
    expect(api.put).not.toHaveBeenCalled();
  });

  it("shows a refusal as 'Error: ' and the server's words, keeping the dialog open", async () => {
    renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`PUT ${SAVE_PATH}`]: () => {
        throw new ApiError(422, 'validation', 'Re-opening an attempt without the use of the back button is not allowed.', [
          { field: 'who/0/lock_back_button', message: 'Re-opening an attempt without the use of the back button is not allowed.' },
        ]);
      },
    });
    await grid();
    const form = await openBulk(['Quiz 3']);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change lock back button' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Lock back button: on' }));
    await apply();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Error: Re-opening an attempt without the use of the back button is not allowed.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const problems = screen.getByRole('list', { name: 'Problems to fix' });
    expect(within(problems).getByRole('listitem').textContent).toBe('Quiz 3, Lock back button: Re-opening an attempt without the use of the back button is not allowed.');
  });

  it('chooses every activity of the page with one box', async () => {
    renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all activities on this page' }));
    expect(screen.getByRole('button', { name: /^Bulk edit/ }).textContent).toBe('Bulk edit (3 chosen)');
  });
  it("shows a 422 about a value at its field, with 'Error: ' and the server's words, and moves the focus there", async () => {
    const { api } = renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`PUT ${SAVE_PATH}`]: () => {
        throw new ApiError(422, 'validation', 'Please verify the entered values.', [{ field: 'which/time_limit', message: 'Enter the time limit in whole minutes.' }]);
      },
    });
    await grid();
    const form = await openBulk(['Quiz 1']);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Change time limit' }));
    const minutes = within(form).getByRole('textbox', { name: 'New time limit' });
    await userEvent.type(minutes, '7');
    await apply();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Error: Please verify the entered values.');
    expect(api.put).toHaveBeenCalledTimes(1);
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('as-bulk-time_limit-error')?.textContent).toBe('Enter the time limit in whole minutes.');
    await waitFor(() => expect(document.activeElement).toBe(minutes));
  });
});
