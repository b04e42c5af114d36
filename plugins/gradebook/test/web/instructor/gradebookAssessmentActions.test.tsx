import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient } from '@lms/sdk/testing/web';
import { SUBMIT_MESSAGES, submitForStudent } from '../../../src/web/instructor/submitForStudent.ts';
import { OVERRIDE_SAVED } from '../../../src/web/instructor/OverrideDialog.tsx';
import { ADA, BOB, cell, COURSE, GRADEBOOK_PATH, gradebookAnswer, PARTICIPATION, QUIZ_1, QUIZ_2, renderGradebook, student } from './gradebookFixture.tsx';

const scoreCell = (studentId: string, columnId: string) => document.querySelector(`[data-gb-student="${studentId}"][data-gb-column="${columnId}"]`)!.closest<HTMLElement>('[role="gridcell"]')!;
const OVERRIDE_PATH = `assessment_override/${COURSE}/${QUIZ_1}/${ADA}`;
const TERMS = { open_date: null, due_date: null, close_date: null, time_limit: null, submission_attempts: null, policy: null };
const noWait = () => Promise.resolve();

describe('GradebookScreen: a student override from an assessment cell', () => {
  it("shows the student's terms, saves the changed ones (empty: the assessment's value) and says part 3 §8's words", async () => {
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`GET ${OVERRIDE_PATH}`]: () => ({ global: { ...TERMS, submission_attempts: 1, time_limit: 600 }, override: { ...TERMS, submission_attempts: 2 } }),
      [`POST ${OVERRIDE_PATH}`]: (body) => ({ ...TERMS, ...(body as object) }),
    });
    await screen.findByRole('grid', { name: 'Gradebook' });
    // Not for a custom column: it has no assessment behind it.
    await userEvent.click(scoreCell(ADA, PARTICIPATION));
    expect(screen.queryByRole('button', { name: 'Student override' })).toBeNull();

    await userEvent.click(scoreCell(ADA, QUIZ_1));
    await userEvent.click(screen.getByRole('button', { name: 'Student override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student override: Byron, Ada: Quiz 1' });
    const attempts = await within(dialog).findByRole('textbox', { name: 'Attempts' });
    expect((attempts as HTMLInputElement).value).toBe('2');
    expect(dialog.textContent).toContain("The assessment's: 10 minutes");

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Time limit (minutes)' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(within(dialog).getByText('Please verify the entered values.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Time limit (minutes)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Time limit (minutes)' }), '45');
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: OVERRIDE_SAVED }));
    expect(OVERRIDE_SAVED).toBe('Student override saved. Please click reload to get updated values');
    expect(api.post).toHaveBeenCalledWith(OVERRIDE_PATH, { ...TERMS, time_limit: 2700, submission_attempts: 3 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('GradebookScreen: submit-on-behalf from an assessment cell', () => {
  it('submits the running attempt, polls its job until done, says so and reads the student again', async () => {
    let polls = 0;
    const { api, notify } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => gradebookAnswer(),
      [`POST assessment/update/${COURSE}`]: () => ({ jobs: [{ reference: 'job-1', user_id: BOB, component_id: QUIZ_2 }] }),
      'POST assessment/job_poller': () => ({ jobs: [++polls < 2 ? { reference: 'job-1', status: 'pending' } : { reference: 'job-1', status: 'done', score: 9, max_score: 10 }] }),
      [`GET gradebook/${COURSE}/?users=${BOB}`]: () => gradebookAnswer({ students: [student(BOB, 'Bob', 'Carter', [cell(6, 'Done'), cell(null, 'Upcoming'), cell(9, 'Done')])] }),
    });
    await screen.findByRole('grid', { name: 'Gradebook' });
    await userEvent.click(scoreCell(BOB, QUIZ_2));
    await userEvent.click(screen.getByRole('button', { name: 'Submit attempt for student' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Submitted successfully. Score: 9 / 10' }), { timeout: 4000 });
    expect(api.post).toHaveBeenCalledWith(`assessment/update/${COURSE}`, { user_ids: [BOB], component_ids: [QUIZ_2] });
    expect(api.post).toHaveBeenCalledWith('assessment/job_poller', { references: ['job-1'] });
    expect(polls).toBe(2);
    await waitFor(() => expect(scoreCell(BOB, QUIZ_2).textContent).toBe('9Done'));
  }, 10_000);
});

describe('submitForStudent', () => {
  const api = (routes: Parameters<typeof fakeApiClient>[0]) => fakeApiClient(routes) as ApiClient & ReturnType<typeof fakeApiClient>;

  it("says 'No submissions found' when the student has no attempt running, and polls nothing", async () => {
    const client = api({ [`POST assessment/update/${COURSE}`]: () => ({ jobs: [] }) });
    expect(await submitForStudent(client, COURSE, ADA, QUIZ_1, noWait)).toEqual({ type: 'warning', message: SUBMIT_MESSAGES.noSubmissions, ended: false });
    expect(SUBMIT_MESSAGES.noSubmissions).toBe('No submissions found');
    expect(client.post).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 polls one second apart, a failed poll counting as one', async () => {
    let polls = 0;
    const waits: number[] = [];
    const client = api({
      [`POST assessment/update/${COURSE}`]: () => ({ jobs: [{ reference: 'job-2', user_id: ADA, component_id: QUIZ_1 }] }),
      'POST assessment/job_poller': () => {
        if (++polls === 3) throw new ApiError(500, 'internal', 'boom');
        return { jobs: [{ reference: 'job-2', status: 'pending' }] };
      },
    });
    const outcome = await submitForStudent(client, COURSE, ADA, QUIZ_1, async (ms) => void waits.push(ms));
    expect(outcome).toEqual({ type: 'warning', message: 'Timed out obtaining data. Please try again later.', ended: false });
    expect(polls).toBe(10);
    expect(waits).toEqual(Array(10).fill(1000));
  });

  it("says 'Submitted successfully -- but still waiting for scoring' when a person must score it, and the job's words when it failed", async () => {
    const done = (job: object) =>
      api({
        [`POST assessment/update/${COURSE}`]: () => ({ jobs: [{ reference: 'job-3', user_id: ADA, component_id: QUIZ_1 }] }),
        'POST assessment/job_poller': () => ({ jobs: [{ reference: 'job-3', ...job }] }),
      });
    expect(await submitForStudent(done({ status: 'done', score: null }), COURSE, ADA, QUIZ_1, noWait)).toEqual({ type: 'success', message: 'Submitted successfully -- but still waiting for scoring', ended: true });
    expect(await submitForStudent(done({ status: 'failed', message: 'There is no attempt in progress to submit.' }), COURSE, ADA, QUIZ_1, noWait)).toEqual({
      type: 'error',
      message: 'There is no attempt in progress to submit.',
      ended: true,
    });
  });
});
