import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import { fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import type { ApiRubric } from '../../src/schemas/rubricTypes.ts';
import { criterionDraft } from '../rubricDrafts.ts';

export const COURSE = '6d0000000000000000000c01';
export const TESS = '6d00000000000000000000a1';
export const OTTO = '6d00000000000000000000a2';

export const teacher: WebSessionUser = { mongoId: TESS, name: 'Tess Teacher', firstname: 'Tess', lastname: 'Teacher', email: 'tess@example.org', instructor: true, administrator: 0, program_administrator: false, accountType: 'standard' };

export function apiRubric(n: number, overrides: Partial<ApiRubric> = {}): ApiRubric {
  const criteria = [criterionDraft(n * 10 + 1, 10, [10, 6, 0]), criterionDraft(n * 10 + 2, 5, [5, 0])];
  return {
    _id: `6d0000000000000000000${(0xf00 + n).toString(16)}`,
    title: `Rubric ${n}`,
    description: `About rubric ${n}`,
    criteria,
    total_points: 15,
    archived: false,
    owned_by: TESS,
    owner_name: 'Tess Teacher',
    course_id: COURSE,
    updated_at: '2030-01-01T00:00:00.000Z',
    revision: 1,
    used_by: 0,
    graded: 0,
    ...overrides,
  };
}

/** A screen with the host's services: the api, a notify spy, the teacher as the session user. */
export function renderWithHost(node: ReactNode, api: ApiClient) {
  const notify = vi.fn();
  const { host } = fakeComponentHost();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: teacher, mode: 'edit' }}>
      <ComponentHostContext.Provider value={host}>
        <TestQueryCache>{node}</TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify };
}

export const AXE_RULES = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } };
