import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@lms/sdk/web';
import type { JobState } from '../../src/calls/gradingCalls.ts';
import { JOB_POLL_INTERVAL_MS, JOB_POLL_TRIES, submitOnBehalf } from '../../src/web/grading/submitOnBehalf.ts';

const STUDENT = 'a'.repeat(24);
const COMPONENT = 'c'.repeat(24);

/** The calls, the job answering `states` one poll after another (the last one repeats), and the waits asked for. */
function world(states: (JobState['status'] | Partial<JobState> | Error)[]) {
  const waits: number[] = [];
  let poll = 0;
  const calls = {
    submitFor: vi.fn(async () => ({ jobs: [{ reference: 'job-1', user_id: STUDENT, component_id: COMPONENT }] })),
    pollJobs: vi.fn(async (references: string[]) => {
      const state = states[Math.min(poll++, states.length - 1)]!;
      if (state instanceof Error) throw state;
      const job = typeof state === 'string' ? { status: state } : state;
      return { jobs: [{ reference: references[0]!, status: 'pending' as const, ...job }] };
    }),
  };
  const wait = async (ms: number) => void waits.push(ms);
  return { calls, waits, run: () => submitOnBehalf(calls, STUDENT, wait) };
}

describe('submitOnBehalf (part 2 §9, part 3 §4 "Submit-on-behalf")', () => {
  it('submits the student, polls the job a second apart until done, and says the score', async () => {
    const { calls, waits, run } = world(['pending', 'pending', { status: 'done', score: 7.5, max_score: 10 }]);
    expect(await run()).toEqual({ failed: false, message: 'Submitted successfully. Score: 7.5 / 10' });
    expect(calls.submitFor).toHaveBeenCalledWith(STUDENT);
    expect(calls.pollJobs).toHaveBeenCalledTimes(3);
    expect(calls.pollJobs).toHaveBeenCalledWith(['job-1']);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it("says 'Submitted successfully -- but still waiting for scoring' when the job is done without a score", async () => {
    const { run } = world([{ status: 'done', score: null }]);
    expect(await run()).toEqual({ failed: false, message: 'Submitted successfully -- but still waiting for scoring' });
  });

  it("gives up after 10 polls with 'Timed out obtaining data. Please try again later.'", async () => {
    const { calls, waits, run } = world(['pending']);
    expect(await run()).toEqual({ failed: true, message: 'Timed out obtaining data. Please try again later.' });
    expect(calls.pollJobs).toHaveBeenCalledTimes(JOB_POLL_TRIES);
    expect(JOB_POLL_TRIES).toBe(10);
    expect(waits).toEqual(Array(10).fill(JOB_POLL_INTERVAL_MS));
  });

  it('counts a failed poll as a try and goes on', async () => {
    const { calls, run } = world([new ApiError(0, 'connection', 'Connection error. Try again later.'), { status: 'done', score: 3, max_score: 3 }]);
    expect(await run()).toEqual({ failed: false, message: 'Submitted successfully. Score: 3 / 3' });
    expect(calls.pollJobs).toHaveBeenCalledTimes(2);
  });

  it("says the job's own message when it failed", async () => {
    const { run } = world([{ status: 'failed', message: 'The attempt was already submitted.' }]);
    expect(await run()).toEqual({ failed: true, message: 'The attempt was already submitted.' });
  });

  it("says 'No submissions found' when the student had no running attempt, and the server's refusal as it is", async () => {
    const none = world(['done']);
    none.calls.submitFor.mockResolvedValueOnce({ jobs: [] });
    expect(await none.run()).toEqual({ failed: true, message: 'No submissions found' });
    expect(none.calls.pollJobs).not.toHaveBeenCalled();
    const refused = world(['done']);
    refused.calls.submitFor.mockRejectedValueOnce(new ApiError(403, 'access-denied', 'You do not teach this course.'));
    expect(await refused.run()).toEqual({ failed: true, message: 'You do not teach this course.' });
  });
});
