import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { fakeApiClient, fakeComponentHost, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient, type CurrentPlace, type WebSessionUser } from '@lms/sdk/web';
import type { AnswerEvent, ChatMessage, Passage } from '../../src/calls/chatCalls.ts';

export const COURSE = '6b0000000000000000000c01';
export const LESSON = '6b0000000000000000000a01';
export const PAGE = '6b0000000000000000000b01';

export const ADMIN: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Alex Morgan', firstname: 'Alex', lastname: 'Morgan', email: 'admin@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };
export const INSTRUCTOR: WebSessionUser = { mongoId: '6b00000000000000000000a2', name: 'Dana Whitfield', firstname: 'Dana', lastname: 'Whitfield', email: 'dana@example.org', instructor: true, administrator: 0, program_administrator: false, accountType: 'standard' };
export const STUDENT: WebSessionUser = { mongoId: '6b00000000000000000000a3', name: 'Jamie Lee', firstname: 'Jamie', lastname: 'Lee', email: 'jamie@example.org', instructor: false, administrator: 0, program_administrator: false, accountType: 'standard' };

/** A screen or panel of the plugin inside the shell's services: the fake server's routes, the user, the place, a query cache and a navigator. */
export function renderAi(node: ReactNode, routes: Record<string, FakeApiHandler>, { user = ADMIN, place = {} as CurrentPlace } = {}) {
  const api = fakeApiClient(routes);
  const notify = vi.fn();
  const navigate = vi.fn<(path: string) => void>();
  const { host } = fakeComponentHost(navigate);
  const view = render(
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify, user, mode: 'presentation', place }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>{node}</ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, api, notify, navigate };
}

export const axeViolations = async (container: HTMLElement) =>
  (await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

export const coursePassage: Passage = { id: 'p1', kind: 'course', title: 'Newton’s laws', quote: 'A body stays at rest unless a force acts on it.', link: { course_id: COURSE, lesson_id: LESSON, page_id: PAGE }, source: null };
export const bookPassage: Passage = { id: 'p2', kind: 'source', title: 'Physics for all', quote: 'Force equals mass times acceleration.', link: null, source: { uuid: 'b1', title: 'Physics for all', author: 'R. Feyn', location: 'page 12' } };

export function answerMessage(over: Partial<ChatMessage> = {}): ChatMessage {
  return { _id: 'm2', role: 'assistant', text: '', mode: 'passages', passages: [], refusal: null, flagged: false, created_at: '2030-01-01T10:00:00.000Z', ...over };
}

/**
 * A streamed answer the test writes line by line: `fetch` (stubbed) answers
 * it to the first request; `send` writes events, `end` closes it.
 */
export function answerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Writes events; `split` cuts the bytes in the middle of a line, as a network may. */
    send(...events: AnswerEvent[]) {
      const text = events.map((event) => `${JSON.stringify(event)}\n`).join('');
      const half = Math.floor(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, half)));
      controller.enqueue(encoder.encode(text.slice(half)));
    },
    end: () => controller.close(),
  };
}

/** `fetch` answering a JSON error before any stream (a cap reached, the course off). */
export function failingAsk(status: number, errno: string, error: string) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errno, error }), { status, headers: { 'Content-Type': 'application/json' } })));
}
