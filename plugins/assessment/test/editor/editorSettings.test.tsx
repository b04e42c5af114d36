import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { A, B, C, COURSE, editAssessment } from './editAssessment.tsx';

const group = (name: string) => screen.getByRole('group', { name });

describe('AssessmentEditor: attempts and Questions settings', () => {
  it('sets what opening again does, the re-opening limit and the back button lock', async () => {
    const { last } = editAssessment();
    const opens = screen.getByLabelText('On opening it again');
    expect([...(opens as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['0', "Don't show it"],
      ['1', 'Resume the attempt'],
      ['2', 'Start the next submission'],
      ['3', 'Show the review'],
    ]);
    await userEvent.selectOptions(opens, 'Show the review');
    expect(last().number_of_opens).toBe(3);
    const limit = screen.getByLabelText('Re-opening limit');
    await userEvent.type(limit, '2');
    expect(last().resume_max_attempts).toBe(2);
    await userEvent.clear(limit);
    expect(last().resume_max_attempts).toBeNull();
    await userEvent.click(screen.getByLabelText('Lock the back button'));
    expect(last().lock_back_button).toBe(true);
  });

  it('sets pickx, scramble, confidence, the study center and accent scoring', async () => {
    const { last } = editAssessment();
    const pick = screen.getByLabelText('Questions per attempt');
    await userEvent.clear(pick);
    await userEvent.type(pick, '3');
    expect(last().pickx).toBe(3);
    await userEvent.click(screen.getByLabelText('Scramble the Questions'));
    await userEvent.click(screen.getByLabelText('Ask for confidence'));
    await userEvent.click(screen.getByLabelText('Study center'));
    expect(last()).toMatchObject({ scramble: true, confidence: true, studycenter: true });
    const accents = group('Accent scoring');
    expect(within(accents).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual([
      '1: full deduction (no credit)',
      '0.5: partial deduction (half the credit)',
      '0: no deduction (full credit)',
    ]);
    await userEvent.click(within(accents).getByLabelText('0.5: partial deduction (half the credit)'));
    expect(last().accent_scoring).toBe(0.5);
  });

  it('reorders the Questions and links to the course\'s Questions', async () => {
    const { last, navigate } = editAssessment({ items: [{ id: A, points: 2 }, { id: B, points: 3 }, { id: C, points: 1 }] });
    await screen.findByText('CELL-1 — Membranes', { selector: 'li > span' });
    expect(screen.getByRole('button', { name: 'Move up CELL-1 — Membranes' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down CELL-3 — Nucleus' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move down CELL-1 — Membranes' }));
    expect(last().items.map((item) => item.id)).toEqual([B, A, C]);
    await userEvent.click(screen.getByRole('button', { name: 'Move up CELL-3 — Nucleus' }));
    expect(last().items.map((item) => item.id)).toEqual([B, C, A]);
    const manage = screen.getByRole('link', { name: 'Manage Questions' });
    expect(manage.getAttribute('href')).toBe(`/${COURSE}/questions`);
    await userEvent.click(manage);
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions`);
  });
});

describe('AssessmentEditor: what students see', () => {
  it('sets the score and inline levels', async () => {
    const { last } = editAssessment();
    await userEvent.click(within(group('Show the score')).getByLabelText('Immediately on submitting'));
    expect(last().show_score).toBe(2);
    await userEvent.click(within(group('Show the score')).getByLabelText('Hidden'));
    expect(last().show_score).toBe(0);
    await userEvent.click(within(group('Inline')).getByLabelText('Answers inline'));
    expect(last().inline).toBe(2);
  });

  it('turns the check answer button on with its moments, and off again', async () => {
    const { last } = editAssessment({ show_responses: 'immediately' });
    const check = group('Check answer button');
    const moments = within(check).getAllByRole('radio');
    expect(moments.map((radio) => radio.parentElement!.textContent)).toEqual(['Immediately', 'After the due date', 'After the close date', 'After the last attempt']);
    expect(moments.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    await userEvent.click(within(check).getByLabelText('Let students check their answers'));
    expect(last().inline_check).toBe('immediately');
    expect(within(check).getByLabelText<HTMLInputElement>('Immediately').checked).toBe(true);
    await userEvent.click(within(check).getByLabelText('After the due date'));
    expect(last().inline_check).toBe('after_due_date');
    await userEvent.click(within(check).getByLabelText('Let students check their answers'));
    expect(last().inline_check).toBe('never');
    expect(within(check).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('forces correct answers to never while neither the check answer button nor the responses show', async () => {
    const { last } = editAssessment({ show_responses: 'immediately', show_correct_answers: 'after_max_attempts', submission_attempts: 2 });
    const correct = group('Show correct answers');
    expect(within(correct).getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(within(group('Show responses')).getByLabelText('Never'));
    expect(last()).toMatchObject({ show_responses: 'never', show_correct_answers: 'never' });
    expect(within(correct).getByLabelText<HTMLInputElement>('Never').checked).toBe(true);
    expect(within(correct).getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(within(correct).getByText('Never while neither the check answer button nor the responses show.')).toBeTruthy();
    await userEvent.click(within(group('Check answer button')).getByLabelText('Let students check their answers'));
    await userEvent.click(within(correct).getByLabelText('After the due date or the last attempt, whichever comes first'));
    expect(last()).toMatchObject({ inline_check: 'immediately', show_responses: 'never', show_correct_answers: 'after_due_date_or_max_attempts' });
  });

  it('shows the save messages of the visibility settings in their groups', () => {
    editAssessment(
      { show_responses: 'after_close_date', show_correct_answers: 'immediately', inline_check: 'after_due_date' },
      {
        errors: {
          show_correct_answers: 'Showing correct answers other than after the close date is not possible when the review only happens then',
          show_responses: 'Without a close date, we cannot show responses after that.',
          inline_check: 'Without a due date, we cannot show the check answer button after that.',
          'unknown/field': 'Something else.',
        },
      },
    );
    expect(within(group('Show correct answers')).getByRole('alert').textContent).toBe(
      'Showing correct answers other than after the close date is not possible when the review only happens then',
    );
    expect(within(group('Show responses')).getByRole('alert').textContent).toBe('Without a close date, we cannot show responses after that.');
    expect(within(group('Check answer button')).getByRole('alert').textContent).toBe('Without a due date, we cannot show the check answer button after that.');
    expect(group('Show responses').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').at(-1)!.textContent).toBe('Something else.');
  });
});
