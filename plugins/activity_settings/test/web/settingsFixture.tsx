import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { CallAnswer } from '@lms/sdk/calls';
import { ComponentHostContext, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { ActivityRow, listActivities } from '../../src/calls/activitySettingsCalls.ts';
import ActivitySettingsScreen from '../../src/web/ActivitySettingsScreen.tsx';

export const COURSE = '6c0000000000000000000c01';
export const QUIZ_1 = '6c00000000000000000000a0';
export const QUIZ_3 = '6c00000000000000000000a3';
export const PARTICIPATION = '6c00000000000000000000c0';
export const ROLLUP = 'quizzes';

export const LIST_PATH = `stats/activities/${COURSE}?page=1`;
export const SAVE_PATH = `stats/activities/${COURSE}`;

const QUIZ_FIELDS: ActivityRow['fields'] = [
  'open_date',
  'due_date',
  'close_date',
  'time_limit',
  'submission_attempts',
  'resume_attempts',
  'lock_back_button',
  'scramble',
  'confidence',
  'pickx',
  'policy',
  'show_responses',
  'show_correct_answers',
  'inline_check',
  'rollup_id',
  'suppress_until_available',
];

export function quiz(id: string, title: string, values: Partial<ActivityRow['values']> = {}): ActivityRow {
  return {
    id,
    activity_id: id,
    component_id: id,
    type: 'assessment',
    report_title: title,
    lesson: '6c0000000000000000000101',
    lessonName: 'Cells',
    link: `/${COURSE}/6c0000000000000000000101/6c0000000000000000000201`,
    max_score: 10,
    fields: QUIZ_FIELDS,
    values: {
      open_date: null,
      due_date: '2026-12-01T23:59:00.000Z',
      close_date: null,
      time_limit: 900,
      submission_attempts: 0,
      resume_attempts: null,
      lock_back_button: false,
      scramble: false,
      confidence: false,
      studycenter: false,
      pickx: 0,
      policy: null,
      show_responses: 'immediately',
      show_correct_answers: 'after_due_date',
      inline_check: 'never',
      graded: true,
      rollup_id: null,
      show: true,
      suppress_until_available: false,
      ...values,
    },
  };
}

/** A custom column: only its due date, rollup and visibility change. */
export const participation: ActivityRow = {
  ...quiz(PARTICIPATION, 'Participation', { time_limit: null, submission_attempts: null, pickx: null, show_responses: null, show_correct_answers: null, inline_check: null, lock_back_button: null, scramble: null, confidence: null, studycenter: null }),
  component_id: null,
  link: null,
  type: 'custom',
  fields: ['due_date', 'rollup_id', 'show'],
};

type ListAnswer = CallAnswer<typeof listActivities>;

export function listAnswer(overrides: Partial<ListAnswer> = {}, course: Partial<ListAnswer['course']> = {}): ListAnswer {
  return {
    activities: [quiz(QUIZ_1, 'Quiz 1'), quiz(QUIZ_3, 'Quiz 3', { time_limit: 3600, submission_attempts: 2 }), participation],
    total: 3,
    page: 1,
    page_size: 1000,
    lessons: [{ id: '6c0000000000000000000101', title: 'Cells' }],
    rollups: [{ id: ROLLUP, title: 'Quizzes', color: '#3b82f6' }],
    course: { mock: false, section_template_warning: false, defaults: { global_time: null, policy: null, resume_max_attempts: null, submission_attempt_override: null }, ...course },
    ...overrides,
  };
}

/** Renders the screen in the host's services: a fake API answering `routes`, the fake host's unsaved-changes rule. */
export function renderSettings(routes: Record<string, FakeApiHandler>) {
  const api = fakeApiClient(routes);
  const notify = vi.fn();
  const { host, navigations } = fakeComponentHost();
  const view = render(
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify, user: null, mode: 'presentation' }}>
      <ComponentHostContext.Provider value={host}>
        <TestQueryCache>
          <ActivitySettingsScreen params={{ courseId: COURSE }} />
        </TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>,
  );
  return { ...view, api, notify, host, navigations };
}
