import { ApiError } from '@lms/sdk/web';
import { GRADING_MESSAGES, GRADING_OWN_MESSAGES } from './gradingMessages.ts';
import type { GradingCalls } from './gradingApi.ts';
import type { JobState, SubmitJob } from '../../calls/gradingCalls.ts';
import { scoreText } from './scoreText.ts';
import type { Outcome } from './StatusMessage.tsx';

/** Part 2 §9 "Job poller retries every 1 s, up to 10 tries". */
export const JOB_POLL_INTERVAL_MS = 1000;
export const JOB_POLL_TRIES = 10;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls one job until it is no longer pending; null after the last try. A failed poll counts as a try. */
async function pollJob(calls: Pick<GradingCalls, 'pollJobs'>, reference: string, wait: (ms: number) => Promise<void>): Promise<JobState | null> {
  for (let attempt = 0; attempt < JOB_POLL_TRIES; attempt++) {
    await wait(JOB_POLL_INTERVAL_MS);
    const answer = await calls.pollJobs([reference]).catch(() => null);
    const job = answer?.jobs.find((candidate) => candidate.reference === reference);
    if (job && job.status !== 'pending') return job;
  }
  return null;
}

function outcomeOf(job: JobState | null): Outcome {
  if (job === null) return { failed: true, message: GRADING_MESSAGES.pollTimedOut };
  if (job.status === 'failed') return { failed: true, message: job.message ?? GRADING_OWN_MESSAGES.submitFailed };
  if (job.score === null || job.score === undefined) return { failed: false, message: GRADING_MESSAGES.submittedWaiting };
  return { failed: false, message: GRADING_OWN_MESSAGES.submitted(scoreText(job.score, job.max_score)) };
}

/**
 * Part 3 §4 "Submit-on-behalf": submits the student's running attempt as it
 * stands, then polls the job every second, 10 times at most, and says how it
 * ended ('Timed out obtaining data. Please try again later.' after the tenth).
 */
export async function submitOnBehalf(calls: Pick<GradingCalls, 'submitFor' | 'pollJobs'>, studentId: string, wait: (ms: number) => Promise<void> = sleep): Promise<Outcome> {
  let job: SubmitJob | undefined;
  try {
    job = (await calls.submitFor(studentId)).jobs.find((candidate) => candidate.user_id === studentId);
  } catch (error) {
    return { failed: true, message: error instanceof ApiError ? error.message : String(error) };
  }
  if (!job) return { failed: true, message: GRADING_MESSAGES.noSubmissions };
  return outcomeOf(await pollJob(calls, job.reference, wait));
}
