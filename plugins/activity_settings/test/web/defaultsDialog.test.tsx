import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { COURSE, LIST_PATH, listAnswer, renderSettings } from './settingsFixture.tsx';

const SAVE_DEFAULTS = `stats/save_defaults/${COURSE}`;

describe('Course defaults', () => {
  it('saves the default time, policy, resume attempts and attempts override, then reads the list again', async () => {
    const bodies: unknown[] = [];
    let reads = 0;
    const { notify } = renderSettings({
      [`GET ${LIST_PATH}`]: () => {
        reads += 1;
        return listAnswer({}, { defaults: { global_time: '22:00', policy: null, resume_max_attempts: null, submission_attempt_override: null } });
      },
      [`PUT ${SAVE_DEFAULTS}`]: (body) => {
        bodies.push(body);
        return { status: 'OK', updated: 4 };
      },
    });
    await screen.findByRole('grid', { name: 'Activity settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Course defaults' }));
    const form = screen.getByRole('dialog', { name: 'Course defaults' });
    expect((within(form).getByRole('textbox', { name: 'Default time of day' }) as HTMLInputElement).value).toBe('22:00');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Auto-accept late work with this policy' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Penalty %' }), '10');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Per' }), 'Week');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Max penalty %' }), '100');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Resume attempts' }), '2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Attempts override' }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(bodies).toEqual([{ global_time: '22:00', policy: { penalty: 10, per: 604800, max: 100 }, resume_max_attempts: 2, submission_attempt_override: 0 }]));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Settings for the course have been updated.' });
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a time that is not HH:MM and a policy the spec refuses', async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await screen.findByRole('grid', { name: 'Activity settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Course defaults' }));
    const form = screen.getByRole('dialog', { name: 'Course defaults' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Default time of day' }), '25:00');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Auto-accept late work with this policy' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Penalty %' }), '7.5');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Max penalty %' }), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    expect(within(form).getByText('Enter the time as HH:MM (24 hours), or leave it empty for 23:59.')).toBeTruthy();
    expect(within(form).getByText('Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });
  it('shows a 422 at its field, names the failure and moves the focus there', async () => {
    const { api } = renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`PUT ${SAVE_DEFAULTS}`]: () => {
        throw new ApiError(422, 'validation', 'Please verify the entered values.', [{ field: '/resume_max_attempts', message: 'Enter a whole number from 1 to 1000, or leave it empty.' }]);
      },
    });
    await screen.findByRole('grid', { name: 'Activity settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Course defaults' }));
    const form = screen.getByRole('dialog', { name: 'Course defaults' });
    const resume = within(form).getByRole('textbox', { name: 'Resume attempts' });
    await userEvent.type(resume, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(resume.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toBe('Error: Please verify the entered values.');
    expect(api.put).toHaveBeenCalledTimes(1);
    expect(resume.getAttribute('aria-describedby')).toContain('as-defaults-resume-error');
    expect(document.getElementById('as-defaults-resume-error')?.textContent).toBe('Enter a whole number from 1 to 1000, or leave it empty.');
    await waitFor(() => expect(document.activeElement).toBe(resume));
    expect(screen.getByRole('dialog', { name: 'Course defaults' })).toBe(form);
  });
});
