import { ApiError, CLIENT_API_VERSION } from '@lms/sdk/web';
import { callPath } from '@lms/sdk/calls';
import type { AnswerEvent } from '../../calls/chatCalls.ts';

function xsrfToken(): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : undefined;
}

/**
 * POSTs a question to a streamed-answer call (ask, agent preview) and hands
 * each NDJSON line to `onEvent` as it arrives (docs/api.md "Streamed
 * answers"). The SDK's api client reads whole JSON answers only, so this sends
 * the same headers it does (API version, XSRF token, session cookie) through
 * fetch and reads the body with a ReadableStream reader. A failure before the
 * stream starts throws the server's ApiError; aborting `signal` closes the
 * socket and the server stops the provider call.
 */
export async function readAnswerStream(path: string, body: unknown, onEvent: (event: AnswerEvent) => void, signal?: AbortSignal): Promise<void> {
  const headers: Record<string, string> = { 'X-Api-Version': CLIENT_API_VERSION, 'Content-Type': 'application/json', Accept: 'application/x-ndjson, application/json' };
  const xsrf = xsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let response: Response;
  try {
    response = await fetch(`/server/${path}`, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'connection', 'Connection error. Try again later.');
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { errno?: string; error?: string; fields?: { field: string; message: string }[] };
    throw new ApiError(response.status, answer.errno ?? 'unknown', answer.error ?? (response.statusText || 'Unknown error.'), answer.fields ?? []);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = done ? '' : lines.pop()!;
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as AnswerEvent);
    if (done) return;
  }
}

/** The path of a call with its params, for readAnswerStream. */
export const streamPath = (path: string, params: Record<string, string>) => callPath(path, params);
