import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { formatEnteredDate } from '@lms/sdk/rules';
import { cellAt } from './settingsGrid.ts';
import { COURSE, LIST_PATH, listAnswer, participation, PARTICIPATION, QUIZ_1, QUIZ_3, quiz, renderSettings, SAVE_PATH } from './settingsFixture.tsx';

const grid = () => screen.findByRole('grid', { name: 'Activity settings' });

/** Opens a cell's editor (click, Enter), types over its text and commits it. */
async function editCell(title: string, header: string, text: string) {
  await userEvent.click(cellAt(title, header));
  await userEvent.keyboard('{Enter}');
  const editor = screen.getByRole('textbox', { name: `${header === 'Time limit' ? 'Time limit in minutes' : header}, ${title}` });
  await userEvent.clear(editor);
  await userEvent.type(editor, `${text}{Enter}`);
  return editor;
}

describe('ActivitySettingsScreen', () => {
  it('lists every activity with its type, lesson, dates, attempts (∞ for unlimited) and time limit in words', async () => {
    renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    expect(within(screen.getByRole('rowheader', { name: 'Quiz 1' })).getByRole('link', { name: 'Quiz 1' }).getAttribute('href')).toBe(`/${COURSE}/6c0000000000000000000101/6c0000000000000000000201`);
    expect(within(screen.getByRole('rowheader', { name: 'Participation' })).queryByRole('link')).toBeNull();
    expect(cellAt('Quiz 1', 'Type').textContent).toBe('assessment');
    expect(cellAt('Quiz 1', 'Lesson').textContent).toBe('Cells');
    expect(cellAt('Quiz 1', 'Due date').textContent).toBe(formatEnteredDate('2026-12-01T23:59:00.000Z'));
    expect(cellAt('Quiz 1', 'Attempts').textContent).toBe('∞');
    expect(cellAt('Quiz 1', 'Time limit').textContent).toBe('15 minutes');
    expect(cellAt('Quiz 3', 'Time limit').textContent).toBe('1 hour');
    expect(cellAt('Quiz 3', 'Attempts').textContent).toBe('2');
    expect(within(cellAt('Quiz 3', 'Scramble')).getByRole('checkbox', { name: 'Scramble, Quiz 3' })).toBeTruthy();
    // A custom column has no scramble: shown, not editable.
    expect(within(cellAt('Participation', 'Scramble')).queryByRole('checkbox')).toBeNull();
    expect(within(cellAt('Participation', 'Shown')).getByRole('checkbox', { name: 'Shown, Participation' })).toBeTruthy();
  });

  it('shows resume attempts, lock back button, confidence, pick X, the late policy, visibility, rollup and the lock of each activity', async () => {
    const settings = {
      resume_attempts: 2,
      confidence: true,
      pickx: 5,
      policy: { penalty: 10, per: 86400 as const, max: 50 },
      show_responses: 'after_due_date',
      show_correct_answers: 'after_close_date_or_max_attempts',
      inline_check: 'never',
      rollup_id: 'quizzes',
      suppress_until_available: true,
    };
    renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer({ activities: [quiz(QUIZ_3, 'Quiz 3', settings), { ...participation, values: { ...participation.values, rollup_id: 'quizzes' } }] }) });
    await grid();
    const box = (header: string, title = 'Quiz 3') => within(cellAt(title, header)).getByRole('checkbox', { name: `${header}, ${title}` }) as HTMLInputElement;
    const choice = (header: string, title = 'Quiz 3') => within(cellAt(title, header)).getByRole('combobox', { name: `${header}, ${title}` }) as HTMLSelectElement;
    expect(cellAt('Quiz 3', 'Resume attempts').textContent).toBe('2');
    expect([box('Lock back button').checked, box('Scramble').checked, box('Confidence').checked, box('Locked').checked]).toEqual([false, false, true, true]);
    expect(cellAt('Quiz 3', 'Pick X').textContent).toBe('5');
    expect(box('Auto-accept late work').checked).toBe(true);
    expect([cellAt('Quiz 3', 'Penalty %').textContent, choice('Penalty per').value, cellAt('Quiz 3', 'Max penalty %').textContent]).toEqual(['10%', '86400', '50%']);
    expect([choice('Show responses').value, choice('Show correct answers').value, choice('Inline check').value]).toEqual(['after_due_date', 'after_close_date_or_max_attempts', 'never']);
    expect(choice('Rollup').value).toBe('quizzes');
    // A custom column shows what it has not as text, and its rollup as a choice.
    expect(cellAt('Participation', 'Show responses').textContent).toBe('');
    expect(choice('Rollup', 'Participation').value).toBe('quizzes');
  });

  it("gives a date typed without its time the course's default time in a cell too", async () => {
    const bodies: unknown[] = [];
    renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer({}, { defaults: { global_time: '07:15', policy: null, resume_max_attempts: null, submission_attempt_override: null } }),
      [`PUT ${SAVE_PATH}`]: (body) => {
        bodies.push(body);
        return { status: 'OK', updated: 1, rescored: 0 };
      },
    });
    await grid();
    await editCell('Quiz 3', 'Close date', '12/20/2026');
    expect(cellAt('Quiz 3', 'Close date').textContent).toContain('12/20/2026 07:15');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toEqual([{ changes: [{ id: QUIZ_3, close_date: new Date(2026, 11, 20, 7, 15).toISOString() }] }]));
  });

  it("says 'Please wait while updated activities load.' until the saved list is read again", async () => {
    let reads = 0;
    let release: () => void = () => undefined;
    renderSettings({
      [`GET ${LIST_PATH}`]: () => {
        reads += 1;
        if (reads === 1) return listAnswer();
        return new Promise((resolve) => {
          release = () => resolve(listAnswer());
        });
      },
      [`PUT ${SAVE_PATH}`]: () => ({ status: 'OK', updated: 1, rescored: 0 }),
    });
    await grid();
    await editCell('Quiz 1', 'Attempts', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings for the course have been updated. Please wait while updated activities load.'));
    act(() => release());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings for the course have been updated.'));
  });

  it('shows dates at or before 1970 and after 2198 empty', async () => {
    renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer({ activities: [quiz(QUIZ_1, 'Quiz 1', { open_date: '1970-01-01T12:00:00.000Z', close_date: '2199-12-31T12:00:00.000Z' })], total: 1 }) });
    await grid();
    expect(cellAt('Quiz 1', 'Open date').textContent).toBe('');
    expect(cellAt('Quiz 1', 'Close date').textContent).toBe('');
  });

  it('sends the inline edits as changes on Save, then says so and reads the list again', async () => {
    const bodies: unknown[] = [];
    let reads = 0;
    const { notify } = renderSettings({
      [`GET ${LIST_PATH}`]: () => {
        reads += 1;
        return listAnswer();
      },
      [`PUT ${SAVE_PATH}`]: (body) => {
        bodies.push(body);
        return { status: 'OK', updated: 2, rescored: 1 };
      },
    });
    await grid();
    await editCell('Quiz 3', 'Due date', '12/15/2026 10:30');
    await editCell('Quiz 3', 'Time limit', '45');
    await userEvent.click(within(cellAt('Quiz 1', 'Scramble')).getByRole('checkbox', { name: 'Scramble, Quiz 1' }));
    await userEvent.selectOptions(within(cellAt('Participation', 'Rollup')).getByRole('combobox', { name: 'Rollup, Participation' }), 'Quizzes');
    expect(screen.getByRole('status').textContent).toBe('3 activities changed, not saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Settings for the course have been updated.' }));
    expect(bodies).toEqual([
      {
        changes: [
          { id: QUIZ_1, scramble: true },
          { id: QUIZ_3, due_date: new Date(2026, 11, 15, 10, 30).toISOString(), time_limit: 2700 },
          { id: PARTICIPATION, rollup_id: 'quizzes' },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings for the course have been updated.'));
    expect(reads).toBe(2);
  });

  it('refuses a date in another format at the cell, with the spec message', async () => {
    renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    const editor = await editCell('Quiz 1', 'Due date', '2026-12-01');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please check your date format (MM/DD/YYYY HH:MI)');
  });

  it("opens no editor on a field the row's type lacks", async () => {
    renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    await userEvent.click(cellAt('Participation', 'Attempts'));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Attempts, Participation' })).toBeNull();
    await userEvent.click(cellAt('Participation', 'Due date'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Due date, Participation' })).toBeTruthy();
  });

  it('says there is nothing to save, and that mock data cannot be saved', async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer({}, { mock: true }) });
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toBe('No changes to save.');
    await editCell('Quiz 1', 'Attempts', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toBe('You cannot save mock data.');
    expect(api.put).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on their row and field, after 'Error: ' and its error", async () => {
    renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`PUT ${SAVE_PATH}`]: () => {
        throw new ApiError(422, 'validation', 'Please order your dates sensibly', [{ field: 'changes/1/close_date', message: 'Please order your dates sensibly' }]);
      },
    });
    await grid();
    await editCell('Quiz 1', 'Attempts', '3');
    await editCell('Quiz 3', 'Close date', '12/20/2026 09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Error: Please order your dates sensibly');
    const problems = screen.getByRole('list', { name: 'Problems to fix' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Quiz 3, Close date: Please order your dates sensibly']);
    expect(cellAt('Quiz 3', 'Close date').textContent).toContain('Please order your dates sensibly');
    expect(cellAt('Quiz 1', 'Close date').textContent).not.toContain('Please');
  });

  it("says 'Error: Please verify the entered values.' when a refusal has no text", async () => {
    renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`PUT ${SAVE_PATH}`]: () => {
        throw new ApiError(500, 'unknown', '');
      },
    });
    await grid();
    await editCell('Quiz 1', 'Attempts', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error: Please verify the entered values.')).toBeTruthy();
  });

  it('checks the late policy and the order of dates before sending', async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    await userEvent.click(within(cellAt('Quiz 1', 'Auto-accept late work')).getByRole('checkbox', { name: 'Auto-accept late work, Quiz 1' }));
    await editCell('Quiz 1', 'Penalty %', '30');
    await editCell('Quiz 1', 'Max penalty %', '50');
    await editCell('Quiz 3', 'Open date', '12/20/2026 09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const problems = screen.getByRole('list', { name: 'Problems to fix' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Quiz 1, Late policy: Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.',
      'Quiz 3, Open date: Please order your dates sensibly',
    ]);
    expect(api.put).not.toHaveBeenCalled();
  });

  it('asks before setting a due date more than a year past, and before breaking the section template link', async () => {
    const { api } = renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer({}, { section_template_warning: true }),
      [`PUT ${SAVE_PATH}`]: () => ({ status: 'OK', updated: 1, rescored: 0 }),
    });
    await grid();
    await editCell('Quiz 1', 'Due date', '01/05/2020 10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const pastDue = await screen.findByRole('alertdialog');
    expect(within(pastDue).getByText('Are you sure you want to set the due dates in the past?')).toBeTruthy();
    await userEvent.click(within(pastDue).getByRole('button', { name: 'Continue' }));
    const template = await screen.findByRole('alertdialog');
    expect(within(template).getByText('Warning! Saving this change will break the linkage to the section template.')).toBeTruthy();
    await userEvent.click(within(template).getByRole('button', { name: 'Cancel' }));
    expect(api.put).not.toHaveBeenCalled();
  });

  it('shows the load failure with the error in the parentheses', async () => {
    renderSettings({
      [`GET ${LIST_PATH}`]: () => {
        throw new ApiError(504, 'timeout', 'Gateway Timeout');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('We might have timed out (Gateway Timeout). Please reload...');
  });

  it('reads the filter with quoted phrases from the server, and refuses an odd number of quotes', async () => {
    const { api } = renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer(),
      [`GET stats/activities/${COURSE}?filter=%22Quiz+3%22&page=1`]: () => listAnswer({ activities: [quiz(QUIZ_3, 'Quiz 3')], total: 1 }),
    });
    await grid();
    const box = screen.getByRole('textbox', { name: 'Filter' });
    await userEvent.type(box, '"Quiz 3{Enter}');
    expect(screen.getByText('Quotes must come in pairs: close the quoted phrase.')).toBeTruthy();
    await userEvent.type(box, '"{Enter}');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Quiz 1' })).toBeNull());
    expect(api.get).toHaveBeenCalledWith(`stats/activities/${COURSE}?filter=%22Quiz+3%22&page=1`);
  });
});

describe('ActivitySettingsScreen unsaved changes', () => {
  it("asks 'Are you sure? You have un-saved changes.' before a new filter, and keeps the edits on Cancel", async () => {
    const { api } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer(), [`GET stats/activities/${COURSE}?filter=quiz&page=1`]: () => listAnswer() });
    await grid();
    await editCell('Quiz 1', 'Attempts', '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'quiz{Enter}');
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure? You have un-saved changes.')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(cellAt('Quiz 1', 'Attempts').textContent).toContain('3');
    expect(api.get).not.toHaveBeenCalledWith(`stats/activities/${COURSE}?filter=quiz&page=1`);
  });

  it('asks before a page change and drops the edits once confirmed', async () => {
    const page2 = `stats/activities/${COURSE}?page=2`;
    renderSettings({
      [`GET ${LIST_PATH}`]: () => listAnswer({ total: 1500 }),
      [`GET ${page2}`]: () => listAnswer({ activities: [quiz('6c00000000000000000000b9', 'Quiz 1001')], total: 1500, page: 2 }),
    });
    await grid();
    await editCell('Quiz 1', 'Attempts', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('rowheader', { name: 'Quiz 1001' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('asks with the same words before leaving the screen, and warns on unload', async () => {
    const { host, navigations } = renderSettings({ [`GET ${LIST_PATH}`]: () => listAnswer() });
    await grid();
    await editCell('Quiz 1', 'Attempts', '3');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    act(() => host.navigate(`/${COURSE}`));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure? You have un-saved changes.')).toBeTruthy();
    expect(navigations).toEqual([]);
  });
});
