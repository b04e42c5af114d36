import { Kernel, kernelConfigFromEnv } from '@lms/core';
import { coreServices, type LedgerAttempt } from '@lms/sdk';
import assessmentPlugin from '../../../src/server/index.ts';

/**
 * The ledger attempts of `userId` at an assessment of the database `env`
 * names, read through a kernel of this process that is closed again (an
 * embedded database has one owner at a time: call it while no server runs).
 */
export async function ledgerAttempts(env: Record<string, string>, courseId: string, componentId: string, userId: string): Promise<LedgerAttempt[]> {
  const kernel = await Kernel.create({ config: kernelConfigFromEnv({ ...env, LOG_LEVEL: 'silent' }), plugins: [{ manifest: assessmentPlugin }], runJobs: false });
  try {
    const ledger = kernel.resolveFor('assessment', coreServices.grading);
    const activityId = await ledger.activityOf(courseId, componentId);
    if (activityId === null) throw new Error('the assessment has no ledger activity');
    return await ledger.attempts(activityId, userId);
  } finally {
    await kernel.stop();
  }
}
