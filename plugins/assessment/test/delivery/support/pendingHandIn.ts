import { dropQueuedJobs, type TestKernel } from '@lms/sdk/testing';

/**
 * The student comes back before the kernel has handed their timed attempt in:
 * drops the queued `submit-expired` jobs, so a test moving the clock past a
 * deadline sees the attempt still running, not a hand-in racing the test.
 */
export async function beforeHandIn(tk: TestKernel): Promise<void> {
  await dropQueuedJobs(tk, 'assessment:submit-expired');
}
