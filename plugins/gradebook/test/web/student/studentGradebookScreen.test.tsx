import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import StudentGradebookScreen from '../../../src/web/student/StudentGradebookScreen.tsx';
import type { Explanation, GradebookAnswer } from '../../../src/calls/gradebookCalls.ts';
import { cell, column, COURSE, fakeApi, GRADEBOOK_PATH, gradebookAnswer, LESSON_2, renderWithApi, STUDENT, studentRow } from './studentFixture.tsx';

const QUIZ = '6b00000000000000000000a1';
const ESSAY = '6b00000000000000000000a2';
const LAB = '6b00000000000000000000a3';
const BONUS = '6b00000000000000000000a4';
const GROUP = 'g-quizzes';

const answer = (overrides: Partial<GradebookAnswer> = {}) =>
  gradebookAnswer({
    groups: [{ id: GROUP, title: 'Quizzes', color: '#3b82f6', weight: 40, drop_lowest: 1 }],
    columns: [
      column(QUIZ, { report_title: 'Quiz 1', rollup_id: GROUP, link: `/${COURSE}/l/p/${QUIZ}` }),
      column(ESSAY, { report_title: 'Essay', max_score: 7 }),
      column(LAB, { report_title: 'Lab report', lesson: LESSON_2 }),
      column(BONUS, { report_title: 'Participation', custom: true, component_id: null, lesson: null, type: 'custom' }),
    ],
    students: [
      studentRow(
        [
          cell({ score: 8, label: 'Done', attempts: 1, states: ['late_deducted'] }),
          cell({ score: null, label: 'Cached', attempts: 1, states: ['not_displaying_score_yet'] }),
          cell({ score: null, label: 'Done', states: ['excused'] }),
          cell({ score: 4.5, label: 'Done', states: ['instructor_graded_this'] }),
        ],
        { percent: 83.333, score: 12.5, max_score: 15, groups: [{ id: GROUP, score_to_date: 8, score_to_date_attempted: 10, score_to_date_obtained: 8, percent: 80 }] },
      ),
    ],
    ...overrides,
  });

const explanation = (steps: Explanation['steps'], value = 8): Explanation => ({ value, max: 10, percent: value * 10, steps });

function show(routes: Record<string, (body?: unknown) => unknown> = {}, read: () => unknown = () => answer()) {
  const api = fakeApi({ [`PUT ${GRADEBOOK_PATH}`]: read, ...routes });
  return { api, ...renderWithApi(<StudentGradebookScreen params={{ courseId: COURSE }} />, api) };
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;
const cellsOf = (title: string) => within(rowOf(title)).getAllByRole('cell').map((td) => td.textContent);

describe('the student gradebook', () => {
  it('reads the caller’s own gradebook with allow_rollup and groups the activities by lesson', async () => {
    const { api } = show();
    expect(await screen.findByRole('heading', { name: 'Cells', level: 2 })).toBeTruthy();
    expect(api.put).toHaveBeenCalledWith(GRADEBOOK_PATH, { allow_rollup: true });
    const lessons = screen.getAllByRole('table').map((table) => table.getAttribute('aria-labelledby') && document.getElementById(table.getAttribute('aria-labelledby')!)?.textContent);
    expect(lessons).toEqual(['Cells', 'Genes', 'Other grades']);
    expect(within(screen.getByRole('table', { name: 'Cells' })).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Quiz 1', 'Essay']);
    expect(within(screen.getByRole('table', { name: 'Other grades' })).getByRole('rowheader').textContent).toBe('Participation');
    expect(within(rowOf('Quiz 1')).getByRole('link', { name: 'Quiz 1' }).getAttribute('href')).toBe(`/${COURSE}/l/p/${QUIZ}`);
  });

  it('shows each score when present, says a hidden one is not available yet, and an excused one as excused', async () => {
    show();
    await screen.findByRole('table', { name: 'Cells' });
    expect(cellsOf('Quiz 1').slice(0, 3)).toEqual(['Quizzes', '8 of 10', 'Done · Late work: points deducted']);
    expect(cellsOf('Essay').slice(1, 3)).toEqual(['Score not available yet', 'Cached']);
    expect(cellsOf('Lab report')[1]).toBe('Excused');
    expect(cellsOf('Participation').slice(1, 3)).toEqual(['4.5 of 10', 'Done · Graded by your instructor']);
    // Nothing to explain for a score the student may not see yet.
    expect(within(rowOf('Essay')).queryByRole('button')).toBeNull();
  });

  it('shows the rollup groups with their colours, rules and the student’s percent in each', async () => {
    show();
    const groups = await screen.findByRole('region', { name: 'Grade groups' });
    const item = within(groups).getByRole('listitem');
    expect(item.textContent).toBe('Quizzes: 80% (Counts 40% of the total; Your lowest score in it is dropped)');
    expect((item.querySelector('.lms-gradebook-swatch') as HTMLElement).style.backgroundColor).toBe('rgb(59, 130, 246)');
    expect(within(rowOf('Quiz 1')).getAllByRole('cell')[0]!.querySelector('.lms-gradebook-swatch')).not.toBeNull();
  });

  it('shows the total with 2 decimals, and explains it', async () => {
    const total = explanation([{ kind: 'group', label: 'Quizzes: 80% weighted 40%', score: 32 }, { kind: 'excused', label: 'Lab report is excused: left out' }], 83.33);
    show({ [`GET gradebook/${COURSE}/explain/${STUDENT}`]: () => total });
    const region = await screen.findByRole('region', { name: 'Total' });
    expect(within(region).getByText('83.33% (12.5 of 15 points)')).toBeTruthy();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'How is my total made?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How your total was made' });
    await within(dialog).findByText('Quizzes: 80% weighted 40%');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Quizzes: 80% weighted 40% + 32', 'Lab report is excused: left out']);
  });

  it('explains one grade in a dialog, the deduction included, and closes it', async () => {
    const quiz = explanation([
      { kind: 'attempt', label: 'Attempt 1 of 1 counts (highest)', score: 10, max: 10 },
      { kind: 'late', label: 'Late work auto-deduction', score: -2, note: '10% per day, 1 day late' },
    ]);
    show({ [`GET gradebook/${COURSE}/explain/${STUDENT}/${QUIZ}`]: () => quiz });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Explain my grade for Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'How your grade for Quiz 1 was made' });
    await within(dialog).findByText('Result: 8 of 10 (80.00%)');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Attempt 1 of 1 counts (highest) + 10 of 10', 'Late work auto-deduction − 2 (10% per day, 1 day late)']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when an explanation cannot be read', async () => {
    show({ [`GET gradebook/${COURSE}/explain/${STUDENT}/${QUIZ}`]: () => { throw new ApiError(500, 'server-error', 'boom'); } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Explain my grade for Quiz 1' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveProperty('textContent', 'Could not load the explanation. Try again in a moment.');
  });

  it('shows no total and no group percents when the course blocks total scores', async () => {
    show({}, () => answer({ course: { ...answer().course, block_total_scores: true } }));
    await screen.findByRole('table', { name: 'Cells' });
    expect(screen.queryByRole('region', { name: 'Total' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'How is my total made?' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Grade groups' })).getByRole('listitem').textContent).toBe('Quizzes (Counts 40% of the total; Your lowest score in it is dropped)');
  });

  it('marks a total below the cut-off and an instructor’s final grade', async () => {
    show({}, () => answer({ students: [studentRow([], { percent: 41.5, final_override: 41.5, below_cut_off: true })] }));
    const region = await screen.findByRole('region', { name: 'Total' });
    expect(region.textContent).toContain('41.5%');
    expect(region.textContent).toContain('Your instructor set your final grade.');
    expect(region.textContent).toContain("This is below the course's passing mark of 60%.");
  });

  it('says so when there is nothing to show', async () => {
    show({}, () => answer({ students: [] }));
    expect(await screen.findByText('You have no grades in this course yet.')).toBeTruthy();
  });

  it('says the load failed on a server error, and on a 404 warns with the server’s error and goes to the course root', async () => {
    const failed = show({}, () => { throw new ApiError(502, 'server-error', 'Bad gateway'); });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not load gradebook data (server error).');
    failed.unmount();
    const missing = show({}, () => { throw new ApiError(404, 'not-found', 'Course not found'); });
    await waitFor(() => expect(missing.navigate).toHaveBeenCalledWith(`/${COURSE}`));
    expect(missing.notify).toHaveBeenCalledWith({ type: 'warning', message: 'Course not found' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
