import type { CallName } from './calls.ts';
import type { RecordedQuery } from './queryRecorder.ts';

/**
 * The queries of each call, in the order the kernel issues them. The baseline runs
 * the kernel's own SQL text (captured from knex) under these names; when the
 * kernel's queries change, the capture no longer fits and the run stops here.
 */
export const BASELINE_STEPS = {
  // The access row carries the course-load hold facts (part 2 §8), so a page costs no gate query;
  // the course home reads the course's dates and settings after the hold check.
  page: ['session', 'access', 'page'],
  outline: ['session', 'access', 'settings', 'course', 'lessons', 'pages'],
} as const satisfies Record<CallName, readonly string[]>;

export type PageStep = (typeof BASELINE_STEPS.page)[number];
export type OutlineStep = (typeof BASELINE_STEPS.outline)[number];

export interface BaselineStatements {
  page: Record<PageStep, string>;
  outline: Record<OutlineStep, string>;
}

function describe(queries: RecordedQuery[]): string {
  return queries.map((query, n) => `  ${n + 1}. ${query.sql}`).join('\n');
}

export function statementsOf<S extends string>(call: CallName, steps: readonly S[], queries: RecordedQuery[]): Record<S, string> {
  if (queries.length !== steps.length) {
    throw new Error(
      `The kernel's ${call} call ran ${queries.length} queries; the baseline knows ${steps.length} (${steps.join(', ')}). ` +
        `Bring bench/page-view/baselineWork.ts in line with the kernel's queries:\n${describe(queries)}`,
    );
  }
  return Object.fromEntries(steps.map((step, n) => [step, queries[n]!.sql])) as Record<S, string>;
}
