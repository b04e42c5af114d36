import { ledgerAttempts, withProcessKernel, type LedgerRecord } from '@lms/sdk/testing';
import assessmentPlugin from '../../../src/server/index.ts';

/**
 * The ledger attempts of `userId` at an assessment of the database `env`
 * names, read through a kernel of this process that is closed again (an
 * embedded database has one owner at a time: call it while no server runs).
 */
export function processLedgerAttempts(env: Record<string, string>, componentId: string, userId: string): Promise<LedgerRecord[]> {
  return withProcessKernel(env, [assessmentPlugin], (kernel) => ledgerAttempts(kernel, componentId, userId));
}
