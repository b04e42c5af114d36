import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { LmsWebContext, withTypedCalls, type ApiClient, type LmsWebServices } from '@lms/sdk/web';
import { TestQueryCache } from '@lms/sdk/testing/web';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ItemToAnswer, Responses, RunningAttempt, SubmitResult } from '../../src/calls/deliveryCalls.ts';
import type { FlowProps } from '../../src/web/delivery/flowProps.ts';
import { useAttempt } from '../../src/web/delivery/useAttempt.ts';

export const COURSE = '6b0000000000000000000001';
export const COMPONENT = '6c0000000000000000000001';
export const A = 'a'.repeat(24);
export const B = 'b'.repeat(24);
export const C = 'c'.repeat(24);

const base = { title: '', prompt: '' };
/** Three Questions: a single choice, a true/false and a short text. */
export const ITEMS: Record<string, ItemToAnswer> = {
  [A]: { ...base, id: A, points: 2, prompt: '<p>Capital of France?</p>', type: 'single_choice', content: { choices: [{ id: 'lyon', text: 'Lyon' }, { id: 'paris', text: 'Paris' }] } },
  [B]: { ...base, id: B, points: 1, prompt: '<p>The sun is a star.</p>', type: 'true_false', content: {} },
  [C]: { ...base, id: C, points: 3, prompt: '<p>Powerhouse of the cell?</p>', type: 'short_text', content: {} },
};

export const SUBMITTED: SubmitResult = { _id: 'attempt-1', number: 1, status: 'graded', submitted_at: '2030-01-01T00:00:00.000Z', late_seconds: 0, timed_out: false, score: 3, max_score: 6 };

export function runningAttempt(items: ItemToAnswer[], overrides: Partial<RunningAttempt> = {}): RunningAttempt {
  return { _id: 'attempt-1', number: 1, preview: false, opens: 1, started_at: '2030-01-01T00:00:00.000Z', deadline: null, now: '2030-01-01T00:00:00.000Z', items, responses: {}, saved_at: null, hints_used: {}, hints: {}, confidence: {}, path: null, ...overrides };
}

type Handler = (path: string, body: unknown) => unknown;

/**
 * The delivery routes of one attempt as a test sets them: each call is
 * recorded (`calls`, in order) and answered by `answer`, which a test gives
 * per method and path end ("attempt/next/", "submit/"...).
 */
export function fakeApi(answers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const call = (method: string) =>
    vi.fn(async (path: string, body?: unknown) => {
      calls.push({ method, path, body });
      const route = Object.keys(answers).find((key) => key.startsWith(`${method} `) && path.endsWith(key.slice(method.length + 1)));
      if (!route) throw new Error(`No answer for ${method} ${path}`);
      return answers[route]!(path, body);
    });
  const api: ApiClient = withTypedCalls({ get: call('GET') as ApiClient['get'], post: call('POST') as ApiClient['post'], put: call('PUT') as ApiClient['put'], delete: call('DELETE') as ApiClient['delete'], upload: vi.fn() });
  return { api, calls };
}

/** Merges saved responses as the server does. */
export const saving = (store: { responses: Responses }) => (_path: string, body: unknown) => {
  store.responses = { ...store.responses, ...(body as { responses: Responses }).responses };
  return { saved_at: '2030-01-01T00:00:01.000Z' };
};

/** A flow (video or branching) over useAttempt, as AttemptFlow mounts it. */
export function renderFlow(Flow: (props: FlowProps) => ReactNode, api: ApiClient, initial: RunningAttempt, config: Partial<AssessmentConfig>) {
  const onSubmitted = vi.fn<(result: SubmitResult) => void>();
  const services: LmsWebServices = { api, notify: vi.fn(), user: null, mode: 'student' };
  const fullConfig = { ...DEFAULT_ASSESSMENT_CONFIG, ...config };
  function Harness() {
    const attempt = useAttempt(COURSE, COMPONENT, initial);
    if (!attempt.attempt) return null;
    return <Flow courseId={COURSE} componentId={COMPONENT} config={fullConfig} attempt={attempt} onSubmitted={onSubmitted} />;
  }
  render(
    <LmsWebContext.Provider value={services}>
      <TestQueryCache>
        <Harness />
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { onSubmitted };
}
