import type { Knex } from 'knex';
import type { CallName } from './calls.ts';
import { captureKernelCall } from './kernelCapture.ts';
import { BASELINE_STEPS, statementsOf, type BaselineStatements } from './baselineStatements.ts';
import type { QueryCount } from './report.ts';
import type { PageAddress } from './seedCourse.ts';

/**
 * Counts the queries of each call on a page of the small course and of the full
 * one (they must be equal), and keeps the full course's SQL for the baseline.
 */
export async function countQueries(
  knex: Knex,
  kernelUrl: string,
  cookie: string,
  pages: { small: PageAddress; full: PageAddress },
): Promise<{ counts: QueryCount[]; statements: BaselineStatements }> {
  const counts: QueryCount[] = [];
  const captured = {} as Record<CallName, Awaited<ReturnType<typeof captureKernelCall>>>;
  for (const call of ['page', 'outline'] as const) {
    const small = await captureKernelCall(knex, kernelUrl, call, pages.small, cookie);
    captured[call] = await captureKernelCall(knex, kernelUrl, call, pages.full, cookie);
    counts.push({ call, small: small.queries.length, full: captured[call].queries.length });
  }
  return {
    counts,
    statements: {
      page: statementsOf('page', BASELINE_STEPS.page, captured.page.queries),
      outline: statementsOf('outline', BASELINE_STEPS.outline, captured.outline.queries),
    },
  };
}
