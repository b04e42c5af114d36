import type { Knex } from 'knex';
import { callPath, getJson, type CallAnswer, type CallName } from './calls.ts';
import { recordQueries, type RecordedQuery } from './queryRecorder.ts';
import type { PageAddress } from './seedCourse.ts';

export interface KernelCapture {
  answer: CallAnswer;
  queries: RecordedQuery[];
}

/** One call to the (otherwise idle) kernel with the queries it ran; anything but 200 stops the run. */
export async function captureKernelCall(knex: Knex, baseUrl: string, call: CallName, address: PageAddress, cookie: string): Promise<KernelCapture> {
  const path = callPath(call, address);
  const { result, queries } = await recordQueries(knex, () => getJson(baseUrl, path, cookie));
  if (result.status !== 200) throw new Error(`The kernel answered ${result.status} to GET ${path}: ${JSON.stringify(result.body)}`);
  return { answer: result, queries };
}
