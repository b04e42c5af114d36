import type { TestClient } from '@lms/sdk/testing';
import type { AnswerEvent, ChatMessage } from '../../src/calls/chatCalls.ts';

/** A streamed answer as the web reads it: the status, the Content-Type and the events in order (or the JSON error). */
export interface ReadAnswer {
  status: number;
  contentType: string | null;
  events: AnswerEvent[];
  /** The JSON error of a call refused before the answer started. */
  error: { errno: string; error: string } | null;
  /** The text deltas joined. */
  text: string;
  /** The `done` event's stored message, if any. */
  message: ChatMessage | null;
}

/** POSTs to a streamed-answer call as the web does and splits the NDJSON body into its events. */
export async function readAnswer(client: TestClient, path: string, body: unknown): Promise<ReadAnswer> {
  const response = await client.request('POST', path, body);
  const contentType = response.headers.get('content-type');
  if (response.status !== 200) return { status: response.status, contentType, events: [], error: response.body, text: '', message: null };
  const events = (response.body as string)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AnswerEvent);
  const text = events.map((event) => (event.type === 'text' ? event.delta : '')).join('');
  const done = events.find((event) => event.type === 'done');
  return { status: response.status, contentType, events, error: null, text, message: done?.type === 'done' ? done.message : null };
}
