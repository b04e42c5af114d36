import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { fakeApiClient } from '@lms/sdk/testing/web';
import BoardGradesScreen from '../../src/web/boardGrades/BoardGradesScreen.tsx';
import { GRADING_MESSAGES, type BoardGrades } from '../../src/calls/gradingCenterCalls.ts';
import { COURSE, renderScreen } from './screenFixture.tsx';

const DISCUSSION = '6d00000000000000000000b1';
const ATOMS = '6d00000000000000000000b2';
const ADA = '6d00000000000000000000a1';
const BOB = '6d00000000000000000000a2';

const student = (id: string, firstname: string, lastname: string, boards: BoardGrades['students'][number]['boards']) => ({ id, firstname, lastname, email: `${firstname}@example.org`, boards });

const ALL: BoardGrades = {
  boards: [
    { board_id: ATOMS, activity_id: '6d0000000000000000000ac2', title: 'Atoms', max_score: 5 },
    { board_id: DISCUSSION, activity_id: '6d0000000000000000000ac1', title: 'Discussion', max_score: 10 },
  ],
  students: [
    student(BOB, 'Bob', 'Hope', [{ posts: 0, hidden: 1, grade: null }, { posts: 1, hidden: 0, grade: 4 }]),
    student(ADA, 'Ada', 'Lovelace', [{ posts: 2, hidden: 0, grade: null }, { posts: 3, hidden: 1, grade: null }]),
  ],
};

const ALL_PATH = `gradebook/${COURSE}/board_grades`;

/** The cells of a student's row: per board its posts, hidden posts and grade. */
const cellsOf = (name: string) => within(screen.getAllByRole('row').find((row) => row.textContent?.startsWith(name))!).getAllByRole('gridcell');

async function typeGrade(name: string, cellIndex: number, text: string) {
  const user = userEvent.setup();
  const cell = cellsOf(name)[cellIndex]!;
  act(() => cell.focus());
  await user.keyboard('{Enter}');
  const editor = within(cell).getByRole('textbox');
  await user.clear(editor);
  await user.keyboard(`${text}{Enter}`);
  return { user, cell };
}

describe('BoardGradesScreen', () => {
  it("shows every board's posts, hidden posts and grade per student", async () => {
    renderScreen(BoardGradesScreen, { courseId: COURSE }, fakeApiClient({ [`GET ${ALL_PATH}`]: () => ALL }));
    await screen.findByRole('grid', { name: 'Board grades' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Board grades');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Atoms (max 5)', 'Discussion (max 10)', 'Posts', 'Hidden', 'Grade']),
    );
    expect(cellsOf('Lovelace, Ada').map((cell) => cell.textContent)).toEqual(['2', '0', '', '3', '1', '']);
    expect(cellsOf('Hope, Bob').map((cell) => cell.textContent)).toEqual(['0', '1', '', '1', '0', '4']);
  });

  it('saves the typed grades per board with the post counts they were given for, then says so', async () => {
    const saves: unknown[] = [];
    const api = fakeApiClient({
      [`GET ${ALL_PATH}`]: () => ALL,
      [`PUT ${ALL_PATH}/${DISCUSSION}`]: (body) => {
        saves.push(body);
        return { ...ALL, boards: [ALL.boards[1]!], students: [] };
      },
    });
    const { notify } = renderScreen(BoardGradesScreen, { courseId: COURSE }, api);
    await screen.findByRole('grid', { name: 'Board grades' });
    const save = screen.getByRole('button', { name: 'Save grades' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await typeGrade('Lovelace, Ada', 5, '8.5');
    await typeGrade('Hope, Bob', 5, '');
    expect(cellsOf('Lovelace, Ada')[5]!.textContent).toBe('8.5 (not saved)');
    expect(screen.getByText('2 unsaved grades.')).toBeTruthy();
    await userEvent.setup().click(save);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: GRADING_MESSAGES.saved }));
    expect(saves).toEqual([
      {
        grades: [
          { student_id: BOB, grade: null, posts: 1, hidden: 0 },
          { student_id: ADA, grade: 8.5, posts: 3, hidden: 1 },
        ],
      },
    ]);
    expect(screen.getByText('No unsaved changes.')).toBeTruthy();
  });

  it("keeps a grade above the board's max score out, with part 3 §5's rule shown in the cell", async () => {
    renderScreen(BoardGradesScreen, { courseId: COURSE }, fakeApiClient({ [`GET ${ALL_PATH}`]: () => ALL }));
    await screen.findByRole('grid', { name: 'Board grades' });
    const { cell } = await typeGrade('Lovelace, Ada', 2, '6');
    expect(within(cell).getByRole('alert').textContent).toBe('A grade must be at most the max score (5).');
    expect(screen.getByRole('button', { name: 'Save grades' }).hasAttribute('disabled')).toBe(true);
  });

  it("says 'One or more grades could not be saved' when the server refuses, and keeps the typed grades", async () => {
    const api = fakeApiClient({
      [`GET ${ALL_PATH}`]: () => ALL,
      [`PUT ${ALL_PATH}/${ATOMS}`]: () => {
        throw new ApiError(409, 'conflict', 'The posts of a student changed since this grade was given: reload and check it again.');
      },
    });
    const { notify } = renderScreen(BoardGradesScreen, { courseId: COURSE }, api);
    await screen.findByRole('grid', { name: 'Board grades' });
    await typeGrade('Lovelace, Ada', 2, '4');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save grades' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: GRADING_MESSAGES.notSaved }));
    expect(screen.getByText('1 unsaved grade.')).toBeTruthy();
  });

  it('asks before leaving with unsaved grades: staying keeps them, leaving goes', async () => {
    const { host, navigations } = renderScreen(BoardGradesScreen, { courseId: COURSE }, fakeApiClient({ [`GET ${ALL_PATH}`]: () => ALL }));
    await screen.findByRole('grid', { name: 'Board grades' });
    act(() => host.navigate(`/${COURSE}`));
    expect(navigations).toEqual([`/${COURSE}`]);
    await typeGrade('Lovelace, Ada', 2, '3');
    act(() => host.navigate(`/${COURSE}/grading_center`));
    const dialog = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(navigations).toEqual([`/${COURSE}`]);
    expect(cellsOf('Lovelace, Ada')[2]!.textContent).toBe('3 (not saved)');
    act(() => host.navigate(`/${COURSE}/grading_center`));
    await userEvent.setup().click(within(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }));
    expect(navigations).toEqual([`/${COURSE}`, `/${COURSE}/grading_center`]);
  });

  it('grades one board at /grading_center/board/{componentId}', async () => {
    const api = fakeApiClient({ [`GET ${ALL_PATH}/${DISCUSSION}`]: () => ({ ...ALL, boards: [ALL.boards[1]!], students: ALL.students.map((one) => ({ ...one, boards: [one.boards[1]!] })) }) });
    renderScreen(BoardGradesScreen, { courseId: COURSE, componentId: DISCUSSION }, api);
    expect((await screen.findByRole('heading', { name: 'Grade the board: Discussion' })).tagName).toBe('H1');
    expect(cellsOf('Hope, Bob').map((cell) => cell.textContent)).toEqual(['1', '0', '4']);
    expect(api.get.mock.calls.map(([path]) => path)).toEqual([`${ALL_PATH}/${DISCUSSION}`]);
  });
});
