import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, RealtimeConnection, RealtimeConnectionContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, FakeRealtimeSocket, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import { encodeCells, type GradebookAnswer, type GradebookCell, type GradebookColumn, type StudentRow } from '../../../src/calls/gradebookCalls.ts';
import GradebookScreen from '../../../src/web/instructor/GradebookScreen.tsx';

export const COURSE = '6c0000000000000000000c01';
export const LESSON_1 = '6c0000000000000000000101';
export const LESSON_2 = '6c0000000000000000000102';
export const QUIZ_1 = '6c00000000000000000000a0';
export const QUIZ_2 = '6c00000000000000000000a1';
export const PARTICIPATION = '6c00000000000000000000c0';
export const ADA = '6c00000000000000000000e1';
export const BOB = '6c00000000000000000000e2';
export const GROUP = '6c00000000000000000000f1';

/** The first page read (the rest of a class of more than 50 is read after it). */
export const GRADEBOOK_PATH = `gradebook/${COURSE}/?limit=50`;

function column(id: string, title: string, lesson: string | null, overrides: Partial<GradebookColumn> = {}): GradebookColumn {
  return {
    id,
    activity_id: id,
    component_id: id,
    report_title: title,
    max_score: 10,
    type: 'assessment',
    custom: false,
    show: true,
    open_date: null,
    due_date: null,
    close_date: null,
    link: null,
    lesson,
    rollup_id: null,
    color: null,
    graded: true,
    time_limit: null,
    submission_attempts: 1,
    scoring_method: 'highest',
    ...overrides,
  };
}

export const cell = (score: number | null, label: GradebookCell['label'], states?: GradebookCell['states']): GradebookCell => ({ score, label, ...(states ? { states } : {}) });

export function student(id: string, firstname: string, lastname: string, cells: GradebookCell[], overrides: Partial<StudentRow> = {}): StudentRow {
  return {
    id,
    name: `${firstname} ${lastname}`,
    firstname,
    lastname,
    email: `${firstname.toLowerCase()}@example.com`,
    percent: 80,
    score: 16,
    max_score: 20,
    attempted: 2,
    submittedLate: 0,
    final_override: null,
    below_cut_off: false,
    ...encodeCells(cells),
    groups: [{ id: GROUP, score_to_date: 8, score_to_date_attempted: 10, score_to_date_obtained: 8, percent: 80 }],
    ...overrides,
  };
}

/** Two lessons (Quiz 1 and a custom Participation column; Quiz 2), one rollup group, Ada and Bob. */
export function gradebookAnswer(overrides: Partial<GradebookAnswer> = {}): GradebookAnswer {
  return {
    course: { id: COURSE, title: 'Biology', course_max_score: 1019, score_cut_off: 60, no_total_column: false, block_total_scores: false, suppress_practice_in_grade_center: false, has_rollup: true },
    lessons: [
      { id: LESSON_1, title: 'Cells' },
      { id: LESSON_2, title: 'Genes' },
    ],
    groups: [{ id: GROUP, title: 'Quizzes', color: '#3b82f6', weight: 60, drop_lowest: 0 }],
    columns: [
      column(QUIZ_1, 'Quiz 1', LESSON_1, { rollup_id: GROUP, color: '#3b82f6' }),
      column(PARTICIPATION, 'Participation', LESSON_1, { component_id: null, type: 'custom', custom: true, max_score: 999 }),
      column(QUIZ_2, 'Quiz 2', LESSON_2, { rollup_id: GROUP, color: '#3b82f6' }),
    ],
    students: [
      student(BOB, 'Bob', 'Carter', [cell(6, 'Done'), cell(null, 'Upcoming'), cell(null, 'Overdue', ['contains_overdue'])], { percent: 30, below_cut_off: true }),
      student(ADA, 'Ada', 'Byron', [cell(8, 'Done'), cell(5, 'Done', ['instructor_graded_this']), cell(7, 'Pending', ['needs_grading'])]),
    ],
    total_students: 2,
    offset: 0,
    generated_at: '2026-11-27T20:00:00.000Z',
    ...overrides,
  };
}

/** Renders the gradebook in the host's services: a fake API answering `routes`, a realtime connection over a fake socket admitting the watch. */
export function renderGradebook(routes: Record<string, FakeApiHandler>, socket = new FakeRealtimeSocket()) {
  socket.answer('gradebook:watch', () => ({ ok: true, data: {} }));
  const api = fakeApiClient({ 'GET noop': () => ({ status: 'ok' }), ...routes });
  const notify = vi.fn();
  const { host, navigations } = fakeComponentHost();
  const connection = new RealtimeConnection(() => socket, 50);
  const view = render(
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify, user: null, mode: 'presentation' }}>
      <ComponentHostContext.Provider value={host}>
        <TestQueryCache>
          <RealtimeConnectionContext.Provider value={connection}>
            <GradebookScreen params={{ courseId: COURSE }} />
          </RealtimeConnectionContext.Provider>
        </TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>,
  );
  return { ...view, api, notify, socket, navigations };
}
