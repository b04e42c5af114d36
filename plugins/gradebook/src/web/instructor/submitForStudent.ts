import { ApiError, type ApiClient } from '@lms/sdk/web';
import { pollJobs, submitOnBehalf, type JobState } from '../../calls/assessmentCalls.ts';

/** Part 3 §4 "Submit-on-behalf": polls the job until completed, up to 10 polls one second apart. */
export const JOB_POLL_INTERVAL_MS = 1000;
export const JOB_POLL_TRIES = 10;

/** Part 3 §8 "Gradebook" and "Drilldown and grading", quoted exactly; `submitted` and `failed` are ours. */
export const SUBMIT_MESSAGES = {
  noSubmissions: 'No submissions found',
  waiting: 'Submitted successfully -- but still waiting for scoring',
  timedOut: 'Timed out obtaining data. Please try again later.',
  submitted: (score: number, max: number | null | undefined) => `Submitted successfully. Score: ${score}${max === null || max === undefined ? '' : ` / ${max}`}`,
  failed: 'Unexpected problem occurred.',
} as const;

export interface SubmitOutcome {
  type: 'success' | 'warning' | 'error';
  message: string;
  /** The job ended (done or failed): the student's scores are read again. */
  ended: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls one job until it is no longer pending; null after the last poll. A failed poll counts as one. */
async function pollJob(api: ApiClient, reference: string, wait: (ms: number) => Promise<void>): Promise<JobState | null> {
  for (let poll = 0; poll < JOB_POLL_TRIES; poll++) {
    await wait(JOB_POLL_INTERVAL_MS);
    const answer = await api.call(pollJobs, { body: { references: [reference] } }).catch(() => null);
    const job = answer?.jobs.find((candidate) => candidate.reference === reference);
    if (job && job.status !== 'pending') return job;
  }
  return null;
}

/**
 * Submits a student's running attempt at one assessment on their behalf (the assessment plugin's
 * `POST assessment/update/{courseId}` with user_ids and component_ids), then polls its job with
 * `POST assessment/job_poller` and says how it ended.
 */
export async function submitForStudent(api: ApiClient, courseId: string, studentId: string, componentId: string, wait = sleep): Promise<SubmitOutcome> {
  let reference: string | undefined;
  try {
    const { jobs } = await api.call(submitOnBehalf, { params: { courseId }, body: { user_ids: [studentId], component_ids: [componentId] } });
    reference = jobs.find((job) => job.user_id === studentId && job.component_id === componentId)?.reference;
  } catch (error) {
    return { type: 'error', message: error instanceof ApiError && error.message ? error.message : SUBMIT_MESSAGES.failed, ended: false };
  }
  if (reference === undefined) return { type: 'warning', message: SUBMIT_MESSAGES.noSubmissions, ended: false };
  const job = await pollJob(api, reference, wait);
  if (job === null) return { type: 'warning', message: SUBMIT_MESSAGES.timedOut, ended: false };
  if (job.status === 'failed') return { type: 'error', message: job.message ?? SUBMIT_MESSAGES.failed, ended: true };
  if (job.score === null || job.score === undefined) return { type: 'success', message: SUBMIT_MESSAGES.waiting, ended: true };
  return { type: 'success', message: SUBMIT_MESSAGES.submitted(job.score, job.max_score), ended: true };
}
