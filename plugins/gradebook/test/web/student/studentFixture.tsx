import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ApiError, ComponentHostContext, LmsWebContext, withTypedCalls, type ApiClient, type NotifyOptions } from '@lms/sdk/web';
import { TestQueryCache } from '@lms/sdk/testing/web';
import { encodeCells, type GradebookAnswer, type GradebookCell, type GradebookColumn, type StudentRow } from '../../../src/calls/gradebookCalls.ts';

export const COURSE = '6b0000000000000000000c01';
export const STUDENT = '6b0000000000000000000501';
export const LESSON_1 = '6b0000000000000000000101';
export const LESSON_2 = '6b0000000000000000000102';
export const GRADEBOOK_PATH = `stats/studentgradebook/${COURSE}`;

type Handler = (body?: unknown) => unknown;

/** An ApiClient answering `"METHOD path"` from `routes`; anything else is a 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const call = (method: string) =>
    vi.fn(async (path: string, body?: unknown) => {
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new ApiError(404, 'not-found', `unexpected ${method} ${path}`);
      return handler(body);
    });
  const spies = { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE'), upload: vi.fn() };
  return withTypedCalls(spies as unknown as ApiClient) as ApiClient & Record<'get' | 'put', ReturnType<typeof vi.fn>>;
}

export function renderWithApi(node: ReactNode, api: ApiClient) {
  const notify = vi.fn<(options: NotifyOptions) => void>();
  const navigate = vi.fn<(to: string) => void>();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={{ Component: () => null, navigate }}>{node}</ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify, navigate };
}

export function column(id: string, overrides: Partial<GradebookColumn> = {}): GradebookColumn {
  return {
    id,
    activity_id: id,
    component_id: id,
    report_title: `Activity ${id}`,
    max_score: 10,
    type: 'assessment',
    custom: false,
    show: true,
    open_date: null,
    due_date: null,
    close_date: null,
    link: null,
    lesson: LESSON_1,
    rollup_id: null,
    color: null,
    graded: true,
    time_limit: null,
    submission_attempts: 1,
    scoring_method: 'highest',
    ...overrides,
  };
}

export const cell = (overrides: Partial<GradebookCell> = {}): GradebookCell => ({ score: null, label: 'Upcoming', ...overrides });

export function studentRow(cells: GradebookCell[], overrides: Partial<StudentRow> = {}): StudentRow {
  return {
    id: STUDENT,
    name: 'Ada Lovelace',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    percent: null,
    score: null,
    max_score: null,
    attempted: 0,
    submittedLate: 0,
    final_override: null,
    below_cut_off: false,
    ...encodeCells(cells),
    groups: [],
    ...overrides,
  };
}

export function gradebookAnswer(overrides: Partial<GradebookAnswer> = {}): GradebookAnswer {
  return {
    course: { id: COURSE, title: 'Biology', course_max_score: 100, score_cut_off: 60, no_total_column: false, block_total_scores: false, suppress_practice_in_grade_center: false, has_rollup: false },
    lessons: [
      { id: LESSON_1, title: 'Cells' },
      { id: LESSON_2, title: 'Genes' },
    ],
    groups: [],
    columns: [],
    students: [],
    total_students: 1,
    offset: 0,
    generated_at: '2030-03-01T10:00:00.000Z',
    ...overrides,
  };
}
