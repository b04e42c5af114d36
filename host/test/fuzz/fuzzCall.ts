import type { TestClient } from '@lms/sdk/testing';
import { serialiseBody } from './adversarialValues.ts';
import type { FuzzBody } from './schemaArbitrary.ts';

/** What one fuzzed call answered: a status, or that it hung (no answer in time) or the connection dropped. */
export interface FuzzAnswer {
  status: number | 'hung' | 'dropped';
  errno?: string;
  error?: string;
}

/** Sends one fuzzed call with a time limit; never throws. */
export async function sendFuzzed(client: TestClient, method: string, address: string, body: FuzzBody, timeoutMs: number, headers: Record<string, string> = {}): Promise<FuzzAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const init =
    body.kind === 'json'
      ? { raw: serialiseBody(body.value), headers: { ...headers, 'content-type': 'application/json' }, signal }
      : body.kind === 'raw'
        ? { raw: body.text, headers: { ...headers, 'content-type': body.contentType }, signal }
        : { headers, signal };
  try {
    const answer = await client.request(method, address, undefined, init);
    const json = answer.body && typeof answer.body === 'object' ? (answer.body as { errno?: unknown; error?: unknown }) : {};
    return { status: answer.status, errno: typeof json.errno === 'string' ? json.errno : undefined, error: typeof json.error === 'string' ? json.error : undefined };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: signal.aborted ? 'hung' : 'dropped', error: [(error as Error).message, cause?.code, cause?.message].filter(Boolean).join(': ') };
  }
}

/** A body as a failure report shows it: its start and its length. */
export function describeBody(body: FuzzBody): string {
  if (body.kind === 'none') return '(no body)';
  const text = body.kind === 'json' ? serialiseBody(body.value) : body.text;
  const type = body.kind === 'raw' ? ` as ${body.contentType}` : '';
  const shown = JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text);
  return `${shown}${type} (${text.length} chars)`;
}
