import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ApiError, ComponentHostContext, LmsWebContext, withTypedCalls, type ApiClient } from '@lms/sdk/web';
import { componentFixture, TestQueryCache } from '@lms/sdk/testing/web';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ItemToAnswer, RunningAttempt } from '../../src/calls/deliveryCalls.ts';

export const COURSE = '6b0000000000000000000c01';
export const LESSON = '6b0000000000000000000101';
export const PAGE = '6b0000000000000000000201';
export const COMPONENT = '6b00000000000000000000a5';
export const PATH = `assessment/delivery/${COURSE}/${COMPONENT}/`;

const base = (id: string, prompt: string) => ({ id, points: 1, title: '', prompt: `<p>${prompt}</p>`, hints_total: 0 });

/** One item of every type as GET attempt/ answers it (no right answers). */
export const ITEMS = {
  single: { ...base('i-single', 'Capital of France?'), type: 'single_choice', content: { choices: [{ id: 'a', text: 'Lyon' }, { id: 'b', text: 'Paris' }] } },
  multiple: { ...base('i-multiple', 'Primes?'), type: 'multiple_response', content: { choices: [{ id: 'a', text: '2' }, { id: 'b', text: '4' }, { id: 'c', text: '5' }] } },
  truth: { ...base('i-truth', 'The sky is blue.'), type: 'true_false', content: {} },
  short: { ...base('i-short', 'Powerhouse of the cell?'), type: 'short_text', content: {} },
  numeric: { ...base('i-numeric', 'g in m/s²?'), type: 'numeric', content: {} },
  blanks: { ...base('i-blanks', 'Fill in.'), type: 'fill_blanks', content: { template: 'Water boils at {{temp}} and freezes at {{cold}}.', blanks: [{ id: 'temp' }, { id: 'cold' }] } },
  ordering: { ...base('i-ordering', 'Order the planets.'), type: 'ordering', content: { entries: [{ id: 'e', text: 'Earth' }, { id: 'm', text: 'Mercury' }, { id: 'v', text: 'Venus' }] } },
  matching: {
    ...base('i-matching', 'Match the capitals.'),
    type: 'matching',
    content: { prompts: [{ id: 'fr', text: 'France' }, { id: 'it', text: 'Italy' }], options: [{ id: 'paris', text: 'Paris' }, { id: 'rome', text: 'Rome' }] },
  },
  essay: { ...base('i-essay', 'Explain.'), type: 'longtext', content: { max_length: 20 } },
  plain: { ...base('i-plain', 'Describe.'), type: 'plaintext', content: {} },
  essay2: { ...base('i-essay2', 'Argue.'), type: 'longtextV2', content: {} },
  audio: { ...base('i-audio', 'Say it.'), type: 'audio', content: { max_seconds: 3 } },
  video: { ...base('i-video', 'Show it.'), type: 'video', content: {} },
  file: { ...base('i-file', 'Send your essay.'), type: 'fileupload', content: { extensions: ['pdf', 'docx'] } },
} satisfies Record<string, ItemToAnswer>;

export const NOW = '2030-03-01T10:00:00.000Z';

export function runningAttempt(overrides: Partial<RunningAttempt> = {}): RunningAttempt {
  return {
    _id: '6b00000000000000000000f1',
    number: 1,
    preview: false,
    opens: 1,
    started_at: NOW,
    deadline: null,
    now: NOW,
    items: [ITEMS.single, ITEMS.short, ITEMS.essay],
    responses: {},
    saved_at: null,
    hints_used: {},
    hints: {},
    confidence: {},
    path: null,
    ...overrides,
  };
}

type Handler = (body?: unknown) => unknown;

/** An ApiClient answering `"METHOD path"` from `routes` (a handler that throws fails the call); uploads answer `upload`. */
export function fakeApi(routes: Record<string, Handler>, upload: Handler = () => { throw new ApiError(404, 'not-found', 'unexpected upload'); }) {
  const call = (method: string) =>
    vi.fn(async (path: string, body?: unknown) => {
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new ApiError(404, 'not-found', `unexpected ${method} ${path}`);
      return handler(body);
    });
  const spies = {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    upload: vi.fn(async (path: string, form: FormData) => upload({ path, form })),
  };
  // Typed calls go through the spies: a test answers `'GET assessment/delivery/…'` whichever way the screen called it.
  return withTypedCalls(spies as unknown as ApiClient) as ApiClient & Record<'get' | 'post' | 'put' | 'delete' | 'upload', ReturnType<typeof vi.fn>>;
}

export function renderWithApi(node: ReactNode, api: ApiClient) {
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={{ Component: () => null, navigate: vi.fn() }}>{node}</ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

export const assessmentComponent = (overrides: Partial<AssessmentConfig> = {}) =>
  componentFixture<AssessmentConfig>('assessment', { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: 'i-single', points: 1 }], ...overrides }, { _id: COMPONENT, course_id: COURSE, title: 'Quiz 1' });

/** A promise settled from outside: a server answer the test releases when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
