import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import type { ImportPreview } from '../../../src/calls/gradebookCalls.ts';
import { ADA, BOB, cell, COURSE, GRADEBOOK_PATH, gradebookAnswer, PARTICIPATION, QUIZ_1, QUIZ_2, renderGradebook, student } from './gradebookFixture.tsx';

const grid = () => screen.findByRole('grid', { name: 'Gradebook' });
const scoreCell = (studentId: string, columnId: string) => document.querySelector(`[data-gb-student="${studentId}"][data-gb-column="${columnId}"]`)!.closest<HTMLElement>('[role="gridcell"]')!;
const gradebookReads = (api: { get: { mock: { calls: unknown[][] } } }) => api.get.mock.calls.filter(([path]) => path === GRADEBOOK_PATH).length;

describe('GradebookScreen tools', () => {
  it("adds a custom column (max 999 by default), says 'Added' and reads the gradebook again", async () => {
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`POST gradebook/${COURSE}/add_column/`]: () => ({ column: gradebookAnswer().columns[1] }),
    });
    await grid();
    const reads = gradebookReads(api);
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a column' });
    expect((within(dialog).getByRole('textbox', { name: 'Max score' }) as HTMLInputElement).value).toBe('999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add column' }));
    expect(within(dialog).getByText('A column needs a title.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Lab report');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Lesson' }), 'Genes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add column' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Added' }));
    expect(api.post).toHaveBeenCalledWith(`gradebook/${COURSE}/add_column/`, { title: 'Lab report', due_date: null, max_score: 999, show: true, type: 'custom', lesson: gradebookAnswer().lessons[1]!.id });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(gradebookReads(api)).toBeGreaterThan(reads));
  });

  it("removes a custom column after asking; says 'Failed to remove column' when it cannot", async () => {
    let fail = true;
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`POST gradebook/${COURSE}/remove_column/`]: () => {
        if (fail) throw new ApiError(500, 'internal', 'boom');
        return { removed: true };
      },
    });
    await grid();
    await userEvent.click(scoreCell(ADA, QUIZ_1));
    expect(screen.queryByRole('button', { name: 'Remove column' })).toBeNull();
    await userEvent.click(scoreCell(ADA, PARTICIPATION));
    await userEvent.click(screen.getByRole('button', { name: 'Remove column' }));
    const ask = screen.getByRole('alertdialog', { name: 'Remove this column?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Failed to remove column' }));
    expect(api.post).toHaveBeenCalledWith(`gradebook/${COURSE}/remove_column/`, { id: PARTICIPATION });

    fail = false;
    const reads = gradebookReads(api);
    await userEvent.click(scoreCell(ADA, PARTICIPATION));
    await userEvent.click(screen.getByRole('button', { name: 'Remove column' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(gradebookReads(api)).toBeGreaterThan(reads));
  });

  it('previews an import (every change, every refused row and why), says a conflict means previewing again, then applies', async () => {
    const preview: ImportPreview = {
      changes: [{ row: 2, student_id: ADA, student: 'Byron, Ada', activity_id: QUIZ_1, column: 'Quiz 1', from: 8, to: 9.5 }],
      refused: [{ row: 3, column: 'Quiz 9 [x]', reason: 'Unknown column' }],
      fingerprint: 'fp-1',
    };
    let conflict = true;
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`POST gradebook/${COURSE}/import/preview`]: () => preview,
      [`POST gradebook/${COURSE}/import`]: () => {
        if (conflict) throw new ApiError(409, 'conflict', 'changed');
        return { applied: 1 };
      },
    });
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import grades' });
    expect((within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    const csv = `Student id,Last name,First name,Email,Quiz 1 [${QUIZ_1}]\n${ADA},Byron,Ada,ada@example.com,9.5\n`;
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'grades.csv', { type: 'text/csv' }));
    const changes = await within(dialog).findByRole('table', { name: 'Changes' });
    expect(api.post).toHaveBeenCalledWith(`gradebook/${COURSE}/import/preview`, { csv });
    expect(within(changes).getAllByRole('row')[1]!.textContent).toBe('2Byron, AdaQuiz 189.5');
    expect(within(within(dialog).getByRole('table', { name: 'Refused' })).getAllByRole('row')[1]!.textContent).toBe('3Quiz 9 [x]Unknown column');
    expect(within(dialog).getByText('1 change, 1 refused')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The gradebook changed since this preview. Preview the file again before applying it.');
    expect(api.post).toHaveBeenCalledWith(`gradebook/${COURSE}/import`, { csv, fingerprint: 'fp-1' });
    expect(within(dialog).queryByRole('table')).toBeNull();

    conflict = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview again' }));
    await within(dialog).findByRole('table', { name: 'Changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: '1 grade imported.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('un-enrols the selected students after asking, warning over 10 that it could take a while', async () => {
    const many = Array.from({ length: 11 }, (_, index) => student(`6c00000000000000000001${String(index).padStart(2, '0')}`, `S${index}`, `Student ${String(index).padStart(2, '0')}`, [cell(null, 'Due'), cell(null, 'Due'), cell(null, 'Due')]));
    let fail = true;
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer({ students: many, total_students: 11 }),
      'POST unenroll_student/': () => {
        if (fail) throw new ApiError(500, 'internal', 'boom');
        return { removed: 11 };
      },
    });
    await grid();
    expect((screen.getByRole('button', { name: 'Un-enrol selected' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select S0 Student 00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Un-enrol selected (1)' }));
    expect(screen.getByRole('alertdialog', { name: 'Un-enrol 1 student?' }).textContent).not.toContain('could take a while');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Un-enrol selected (11)' }));
    const ask = screen.getByRole('alertdialog', { name: 'Un-enrol 11 students?' });
    expect(ask.textContent).toContain('Removing more than 10 students could take a while.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Un-enrol' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Could not unenroll students (server error).' }));

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Un-enrol selected (11)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Un-enrol' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Selected students have been removed.' }));
    expect(api.post).toHaveBeenLastCalledWith('unenroll_student/', { courseId: COURSE, students: many.map((row) => row.id) });
    expect(screen.getByRole('button', { name: 'Un-enrol selected' })).toBeTruthy();
  });

  it("on a live change reads only the changed student's row and merges it in, saying 'Updated'", async () => {
    const { api, socket } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`GET gradebook/${COURSE}/?users=${BOB}`]: () =>
        gradebookAnswer({ students: [student(BOB, 'Bob', 'Carter', [cell(6, 'Done'), cell(null, 'Upcoming'), cell(9, 'Done')], { percent: 75, below_cut_off: false })], total_students: 2 }),
    });
    await grid();
    await waitFor(() => expect(socket.sent.find((sent) => sent.event === 'gradebook:watch')?.payload).toEqual({ courseId: COURSE }));
    // The first join reads once more (a change may have come before it): let that settle.
    await waitFor(() => expect(gradebookReads(api)).toBe(2));
    const adaCell = scoreCell(ADA, QUIZ_2);

    act(() => socket.serverEmit('gradebook:changed', { courseId: 'another', userIds: [BOB], activityIds: [QUIZ_2] }));
    act(() => socket.serverEmit('gradebook:changed', { courseId: COURSE, userIds: [BOB], activityIds: [QUIZ_2] }));
    await waitFor(() => expect(scoreCell(BOB, QUIZ_2).textContent).toBe('9Done'));
    expect(scoreCell(BOB, 'total').textContent).toBe('75.00%');
    expect(screen.getByText('Updated').getAttribute('role')).toBe('status');
    expect(api.get.mock.calls.filter(([path]) => path === `gradebook/${COURSE}/?users=${BOB}`)).toHaveLength(1);
    expect(gradebookReads(api)).toBe(2);
    // Ada's row was left as it was (the same cell element, the same text).
    expect(scoreCell(ADA, QUIZ_2)).toBe(adaCell);
    expect(adaCell.textContent).toBe('7Pending');
  });

  it('reads everything again when a change concerns all students', async () => {
    const { api, socket } = renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    await grid();
    await waitFor(() => expect(gradebookReads(api)).toBe(2));
    act(() => socket.serverEmit('gradebook:changed', { courseId: COURSE, userIds: 'all', activityIds: 'all' }));
    await waitFor(() => expect(gradebookReads(api)).toBe(3));
  });
});

describe('GradebookScreen group rules', () => {
  it("sets a group's weight and how many lowest scores it drops; a wrong weight is said at its field", async () => {
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`PUT gradebook/${COURSE}/groups`]: () => ({ groups: [{ ...gradebookAnswer().groups[0]!, weight: 50, drop_lowest: 1 }] }),
    });
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Group rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Group rules' });
    const weight = within(dialog).getByRole('textbox', { name: 'Weight of Quizzes (%)' });
    expect((weight as HTMLInputElement).value).toBe('60');
    await userEvent.clear(weight);
    await userEvent.type(weight, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    expect(within(dialog).getByText('Enter a percent from 0 to 100, or nothing to count by points.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.clear(weight);
    await userEvent.type(weight, '50');
    const drop = within(dialog).getByRole('textbox', { name: 'Lowest scores of Quizzes to drop' });
    await userEvent.clear(drop);
    await userEvent.type(drop, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'New grouping saved.' }));
    expect(api.put).toHaveBeenCalledWith(`gradebook/${COURSE}/groups`, { groups: [{ id: gradebookAnswer().groups[0]!.id, weight: 50, drop_lowest: 1 }] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('GradebookScreen leaving', () => {
  it("leaves the course's gradebook room when it closes", async () => {
    const { socket, unmount } = renderGradebook({ [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer() });
    socket.answer('gradebook:unwatch', () => ({ ok: true, data: { watching: false } }));
    await grid();
    await waitFor(() => expect(socket.sent.some((sent) => sent.event === 'gradebook:watch')).toBe(true));
    unmount();
    await waitFor(() => expect(socket.sent.find((sent) => sent.event === 'gradebook:unwatch')?.payload).toEqual({ courseId: COURSE }));
  });
});
