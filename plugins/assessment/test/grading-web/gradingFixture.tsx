import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, type ApiClient, type ScreenProps } from '@lms/sdk/web';
import type { ItemWithAnswers } from '../../src/calls/deliveryCalls.ts';
import type { GradingAttempt, GradingList, RegradeSession } from '../../src/calls/gradingCalls.ts';
import type { LiveView } from '../../src/calls/reportCalls.ts';
import { row } from '../reports/liveRowFixture.ts';
import type { ApiItemSummary } from '../../src/schemas/itemTypes.ts';

export const COURSE = '6c0000000000000000000c01';
export const QUIZ = '6c00000000000000000000f1';
export const ACTIVITY = '6c00000000000000000000ac';
export const ADA = '6c00000000000000000000a1';
export const BOB = '6c00000000000000000000a2';
export const CY = '6c00000000000000000000a3';
export const ESSAY = '6c00000000000000000000e1';
export const CAPITAL = '6c00000000000000000000e2';

export const ESSAY_ITEM: ItemWithAnswers = { id: ESSAY, type: 'longtext', points: 4, title: 'Osmosis', prompt: '<p>Explain osmosis.</p>', content: {} };
export const CAPITAL_ITEM: ItemWithAnswers = {
  id: CAPITAL,
  type: 'single_choice',
  points: 1,
  title: '',
  prompt: '<p>The capital of France?</p>',
  content: { choices: [{ id: 'a', text: 'Lyon' }, { id: 'b', text: 'Paris' }], correct: 'b' },
};

const person = (id: string, name: string, surname: string) => ({ _id: id, name, surname });

/** Ada and Cy wait for a person (their essays); Bob's essay was scored. Attempt ids are the sessions'. */
export const ATTEMPTS: GradingAttempt[] = [
  { _id: 'attempt-cy', user: person(CY, 'Cy', 'Young'), number: 2, submitted_at: '2030-03-11T10:00:00.000Z', late_seconds: 7200, status: 'needs_grading', score: 1, max_score: 5, ungraded: [ESSAY] },
  { _id: 'attempt-bob', user: person(BOB, 'Bob', 'Hope'), number: 1, submitted_at: '2030-03-10T12:00:00.000Z', late_seconds: 0, status: 'graded', score: 4, max_score: 5, ungraded: [] },
  { _id: 'attempt-ada', user: person(ADA, 'Ada', 'Lovelace'), number: 1, submitted_at: '2030-03-09T09:00:00.000Z', late_seconds: 0, status: 'needs_grading', score: 0, max_score: 5, ungraded: [ESSAY] },
];

export const GRADING_LIST: GradingList = {
  items: [
    { id: ESSAY, title: 'Osmosis', type: 'longtext', points: 4, manual: true },
    { id: CAPITAL, title: '', type: 'single_choice', points: 1, manual: false },
  ],
  attempts: ATTEMPTS,
};

function session(attempt: GradingAttempt, essay: string, capital: string, essayScore: { score: number; person: boolean }): RegradeSession {
  return {
    user_id: attempt.user._id,
    activity_id: ACTIVITY,
    session_id: attempt._id,
    submitted_at: attempt.submitted_at,
    score: attempt.score,
    max_score: attempt.max_score,
    status: attempt.status,
    items: [ESSAY_ITEM, CAPITAL_ITEM],
    responses: [
      { response_id: ESSAY, question_type: 'longtext', attempted: true, response: essay, score: essayScore.score, max_score: 4, manual: true, person_scored: essayScore.person },
      { response_id: CAPITAL, question_type: 'single_choice', attempted: true, response: capital, score: capital === 'b' ? 1 : 0, max_score: 1, manual: false, person_scored: false },
    ],
  };
}

export const SESSIONS: RegradeSession[] = [
  session(ATTEMPTS[0]!, 'Water moves across a membrane.', 'b', { score: 0, person: false }),
  session(ATTEMPTS[1]!, 'Diffusion of water.', 'b', { score: 3, person: true }),
  session(ATTEMPTS[2]!, 'Solvent crosses toward the solute.', 'a', { score: 0, person: false }),
];

export const ROSTER: LiveView = {
  title: 'Cell biology quiz',
  total_items: 2,
  now: '2030-01-01T00:00:00.000Z',
  students: [
    row(ADA, 'Ada', 'Lovelace', { state: 'submitted', attempt_number: 1 }),
    row(BOB, 'Bob', 'Hope', { state: 'in_progress', attempt_number: 2 }),
    row('d'.repeat(24), 'Dee', 'Ray'),
  ],
};

export const bankItem = (id: string, reference: string, mine: boolean, title = ''): ApiItemSummary => ({
  _id: id,
  reference,
  title,
  type: 'single_choice',
  points: 1,
  tags: [],
  owned_by: mine ? 'me' : 'someone',
  mine,
  updated_at: '2030-01-01T00:00:00.000Z',
});

type Handler = (body?: unknown) => unknown;

/** Answers `"METHOD path"` from `routes` (the SDK's fakeApiClient). */
export const fakeApi = fakeApiClient;

/** The routes every grading screen reads, answered from the samples; `routes` adds or replaces some. */
export function gradingRoutes(routes: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET components/${COURSE}/${QUIZ}/`]: () => ({ _id: QUIZ, title: 'Cell biology quiz' }),
    [`GET assessment/grading/${COURSE}/${QUIZ}/`]: () => GRADING_LIST,
    [`GET assessment/liveview/${COURSE}/${QUIZ}`]: () => ROSTER,
    'POST regrade/get': (body) => {
      const ids = (body as { session_ids?: string[] }).session_ids;
      return { sessions: ids ? SESSIONS.filter((candidate) => ids.includes(candidate.session_id)) : SESSIONS };
    },
    [`GET assessment/items/?course=${COURSE}`]: () => ({ items: [] }),
    ...routes,
  };
}

/** A grading screen inside the host's services, at its route's parameters. */
export function renderScreen(Screen: ComponentType<ScreenProps<'grading_center.bystudent' | 'grading_center.byquestion'>>, api: ApiClient) {
  const navigate = vi.fn();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={{ Component: () => null, navigate }}>
          <Screen params={{ courseId: COURSE, componentId: QUIZ }} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, navigate };
}
