import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import type { CallName } from './calls.ts';
import { captureKernelCall } from './kernelCapture.ts';
import type { RecordedQuery } from './queryRecorder.ts';
import { sessionToken } from './baselineServer.ts';
import type { BaselineWork, QueryFn } from './baselineWork.ts';
import type { PageAddress } from './seedCourse.ts';

export interface Sample {
  call: CallName;
  address: PageAddress;
  cookie: string;
}

/** Bindings match when equal, and clock readings (Dates) match any Date: the two sides read the clock apart. */
function sameBinding(kernel: unknown, baseline: unknown): boolean {
  return kernel instanceof Date ? baseline instanceof Date : isDeepStrictEqual(kernel, baseline);
}

function sameQueries(kernel: RecordedQuery[], baseline: RecordedQuery[]): boolean {
  return (
    kernel.length === baseline.length &&
    kernel.every(
      (query, n) =>
        query.sql === baseline[n]!.sql &&
        query.bindings.length === baseline[n]!.bindings.length &&
        query.bindings.every((value, i) => sameBinding(value, baseline[n]!.bindings[i])),
    )
  );
}

function show(queries: RecordedQuery[]): string {
  return queries.map((q, n) => `  ${n + 1}. ${q.sql}  ${JSON.stringify(q.bindings)}`).join('\n');
}

/**
 * Before anything is measured: for each sample the kernel and the baseline must run
 * the same statements with the same values, and answer the same JSON.
 */
export async function verifyBaseline(
  knex: Knex,
  kernelUrl: string,
  query: QueryFn,
  makeWork: (query: QueryFn) => BaselineWork,
  samples: Sample[],
): Promise<void> {
  for (const { call, address, cookie } of samples) {
    const kernel = await captureKernelCall(knex, kernelUrl, call, address, cookie);
    const recorded: RecordedQuery[] = [];
    const work = makeWork((sql, params) => {
      recorded.push({ sql, bindings: params });
      return query(sql, params);
    });
    const token = sessionToken(cookie);
    const body = call === 'page' ? await work.page(token, address.courseId, address.lessonId, address.pageId) : await work.outline(token, address.courseId);
    if (!sameQueries(kernel.queries, recorded)) {
      throw new Error(`The baseline's ${call} call does not run the kernel's queries.\nKernel:\n${show(kernel.queries)}\nBaseline:\n${show(recorded)}`);
    }
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(body)), kernel.answer.body)) {
      throw new Error(`The baseline's ${call} answer differs from the kernel's.\nKernel:   ${JSON.stringify(kernel.answer.body)}\nBaseline: ${JSON.stringify(body)}`);
    }
  }
}
