import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { rowCells } from '../../../src/calls/gradebookCalls.ts';
import { ADA, BOB, cell, COURSE, GRADEBOOK_PATH, gradebookAnswer, PARTICIPATION, QUIZ_1, QUIZ_2, renderGradebook, student } from './gradebookFixture.tsx';

const grid = () => screen.findByRole('grid', { name: 'Gradebook' });
/** The grid cell that shows one student's score in one column (or 'total'). */
const scoreCell = (studentId: string, columnId: string) => {
  const marked = document.querySelector(`[data-gb-student="${studentId}"][data-gb-column="${columnId}"]`);
  const found = marked?.closest<HTMLElement>('[role="gridcell"]');
  if (!found) throw new Error(`no cell for ${studentId} in ${columnId}`);
  return found;
};
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest<HTMLElement>('[role="row"]')!;

describe('GradebookScreen', () => {
  it('shows every student with each score and its message label, lesson groups with their points, rollup groups and the total', async () => {
    renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    const table = await grid();
    const names = within(table).getAllByRole('rowheader').map((header) => header.textContent);
    expect(names).toEqual(['Byron, Ada', 'Carter, Bob']);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Cells', 'Genes', 'Rollup groups', 'Cells points', 'Quiz 1 (10)', 'Participation (999)', 'Genes points', 'Quiz 2 (10)', 'Quizzes (60%)', 'Total %']),
    );
    const ada = within(rowOf('Byron, Ada')).getAllByRole('gridcell').map((gridCell) => gridCell.textContent);
    // Selection, Cells points, Quiz 1, Participation, Genes points, Quiz 2, Quizzes, Total.
    expect(ada.slice(1)).toEqual(['13 / 1009', '8Done', '5Done · Instructor grade', '7 / 10', '7Pending', '80.00%', '80.00%']);
    const bob = within(rowOf('Carter, Bob')).getAllByRole('gridcell').map((gridCell) => gridCell.textContent);
    expect(bob.slice(1)).toEqual(['6 / 10', '6Done', 'Upcoming', '0 / 0', 'Overdue', '80.00%', '30.00%Below cut-off']);
    expect(within(screen.getByRole('list', { name: 'Rollup groups' })).getByRole('listitem').textContent).toBe('Quizzes · 60%');
  });

  it('closes a lesson to its points column and opens it again', async () => {
    renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    const table = await grid();
    await userEvent.click(within(table).getByRole('button', { name: 'Cells' }));
    expect(within(table).queryByRole('columnheader', { name: /Quiz 1/ })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Cells points/ })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Cells' }).getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(within(table).getByRole('button', { name: 'Cells' }));
    expect(within(table).getByRole('columnheader', { name: /Quiz 1/ })).toBeTruthy();
  });

  it('follows the grid keys: the chosen cell is the one the arrows move to', async () => {
    renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    await grid();
    await userEvent.click(scoreCell(ADA, QUIZ_1));
    const actions = screen.getByRole('region', { name: 'Chosen cell' });
    expect(within(actions).getByText('Byron, Ada: Quiz 1')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(scoreCell(ADA, PARTICIPATION));
    expect(within(actions).getByText('Byron, Ada: Participation')).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Remove column' })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(actions).getByText('Carter, Bob: Participation')).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(within(actions).getByText('Carter, Bob: Total')).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Excuse' })).toBeNull();
  });

  it('leaves the total out when the course has no total column', async () => {
    const answer = gradebookAnswer();
    renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => ({ ...answer, course: { ...answer.course, no_total_column: true } }) });
    const table = await grid();
    expect(within(table).queryByRole('columnheader', { name: /Total/ })).toBeNull();
  });

  it("warns with the server's words on a 404 and goes back to the course", async () => {
    const { notify, navigations } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => {
        throw new ApiError(404, 'not-found', 'Course not found');
      },
    });
    await waitFor(() => expect(navigations).toEqual([`/${COURSE}`]));
    expect(notify).toHaveBeenCalledWith({ type: 'warning', message: 'Course not found' });
  });

  it('checks the session while open', async () => {
    const { api } = renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    await grid();
    expect(api.get).toHaveBeenCalledWith('noop');
  });

  it("says part 3 §8's message when the gradebook cannot be read", async () => {
    renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => {
        throw new ApiError(500, 'internal', 'boom');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load gradebook data (server error).');
  });

  it('saves a grade typed in a cell; a rule or a refusal is said at the cell and the typed text stays', async () => {
    let refuse = true;
    const { api } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`PUT gradebook/${COURSE}/${BOB}`]: () => {
        if (refuse) throw new ApiError(422, 'invalid-grade', 'Grade could not be saved. Perhaps make sure the grade is less than the max score.');
        return { student: student(BOB, 'Bob', 'Carter', [cell(6, 'Done'), cell(null, 'Upcoming'), cell(9, 'Done', ['instructor_graded_this'])], { percent: 75 }) };
      },
    });
    await grid();
    await userEvent.click(scoreCell(BOB, QUIZ_2));
    await userEvent.keyboard('{Enter}');
    const editor = screen.getByRole('textbox', { name: 'Quiz 2 (10)' });
    await userEvent.type(editor, '12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Grade could not be saved. Perhaps make sure the grade is less than the max score.');
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.clear(editor);
    await userEvent.type(editor, '9{Enter}');
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put).toHaveBeenCalledWith(`gradebook/${COURSE}/${BOB}`, { grade: 9, student_id: BOB, type: 'assessment', component_id: QUIZ_2 });
    expect((await screen.findByRole('alert')).textContent).toBe('Grade could not be saved. Perhaps make sure the grade is less than the max score.');
    expect((screen.getByRole('textbox', { name: 'Quiz 2 (10)' }) as HTMLInputElement).value).toBe('9');
    expect(screen.getByRole('textbox', { name: 'Quiz 2 (10)' }).getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    await userEvent.type(screen.getByRole('textbox', { name: 'Quiz 2 (10)' }), '{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Quiz 2 (10)' })).toBeNull());
    expect(scoreCell(BOB, QUIZ_2).textContent).toBe('9Done · Instructor grade');
    expect(scoreCell(BOB, 'total').textContent).toBe('75.00%');
  });

  it('gives up an edit on Escape, nothing saved', async () => {
    const { api } = renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    await grid();
    await userEvent.click(scoreCell(ADA, QUIZ_1));
    await userEvent.keyboard('{F2}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quiz 1 (10)' }), '3{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Quiz 1 (10)' })).toBeNull();
    expect(scoreCell(ADA, QUIZ_1).textContent).toBe('8Done');
    expect(api.put).not.toHaveBeenCalled();
  });

  it('overrides a final grade in the total', async () => {
    const { api } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`PUT gradebook/${COURSE}/${BOB}/final`]: () => ({ student: student(BOB, 'Bob', 'Carter', rowCells(gradebookAnswer().students[0]!), { percent: 65, final_override: 65 }) }),
    });
    await grid();
    await userEvent.click(scoreCell(BOB, 'total'));
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Total %' }), '65{Enter}');
    await waitFor(() => expect(scoreCell(BOB, 'total').textContent).toBe('65.00%Override'));
    expect(api.put).toHaveBeenCalledWith(`gradebook/${COURSE}/${BOB}/final`, { percent: 65 });
  });

  it('excuses a student from one activity and takes the excuse back', async () => {
    let excused = true;
    const { api } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`PUT gradebook/${COURSE}/${BOB}/excused`]: () => ({
        student: student(BOB, 'Bob', 'Carter', [cell(6, 'Done'), cell(null, 'Upcoming'), excused ? cell(null, 'Overdue', ['excused']) : cell(null, 'Overdue')], { percent: 60 }),
      }),
    });
    await grid();
    await userEvent.click(scoreCell(BOB, QUIZ_2));
    const actions = screen.getByRole('region', { name: 'Chosen cell' });
    expect(within(actions).getByText('Carter, Bob: Quiz 2')).toBeTruthy();
    await userEvent.click(within(actions).getByRole('button', { name: 'Excuse' }));
    await waitFor(() => expect(scoreCell(BOB, QUIZ_2).textContent).toBe('ExcusedOverdue'));
    expect(api.put).toHaveBeenCalledWith(`gradebook/${COURSE}/${BOB}/excused`, { activity_id: QUIZ_2, excused: true });

    excused = false;
    await userEvent.click(within(actions).getByRole('button', { name: 'Remove excuse' }));
    await waitFor(() => expect(scoreCell(BOB, QUIZ_2).textContent).toBe('Overdue'));
    expect(api.put).toHaveBeenLastCalledWith(`gradebook/${COURSE}/${BOB}/excused`, { activity_id: QUIZ_2, excused: false });
  });

  it("explains a score and a total: each step with what it adds", async () => {
    renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`GET gradebook/${COURSE}/explain/${ADA}/${QUIZ_1}`]: () => ({
        value: 8,
        max: 10,
        percent: 80,
        steps: [
          { kind: 'attempt', label: 'Attempt 2 of 2 counts (highest)', score: 10, max: 10 },
          { kind: 'late', label: 'Late work auto-deduction', score: -2, note: '1 day late at 20% per day' },
        ],
      }),
      [`GET gradebook/${COURSE}/explain/${ADA}`]: () => ({ value: 16, max: 20, percent: 80, steps: [{ kind: 'group', label: 'Quizzes: 60% of the total', score: 16, max: 20 }] }),
    });
    await grid();
    await userEvent.click(scoreCell(ADA, QUIZ_1));
    await userEvent.click(screen.getByRole('button', { name: 'Explain score' }));
    const dialog = await screen.findByRole('dialog', { name: 'How it was made: Byron, Ada: Quiz 1' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).getByText('Result: 8 of 10 (80.00%)')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Attempt 2 of 2 counts (highest) + 10 of 10', 'Late work auto-deduction − 2 (1 day late at 20% per day)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(scoreCell(ADA, 'total'));
    await userEvent.click(screen.getByRole('button', { name: 'Explain total' }));
    const total = await screen.findByRole('dialog', { name: 'How it was made: Byron, Ada: Total' });
    await waitFor(() => expect(within(total).getByRole('listitem').textContent).toBe('Quizzes: 60% of the total + 16 of 20'));
  });
});
