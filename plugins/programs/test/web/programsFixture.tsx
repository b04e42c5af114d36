import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { fakeComponentHost, fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient, type RouteName, type RouteParams, type ScreenProps, type WebSessionUser } from '@lms/sdk/web';
import type { ApiProgram, ApiProgramDetail } from '../../src/calls/programCalls.ts';

export const PROGRAM = '6c00000000000000000000a1';
export const TEMPLATE = '6c0000000000000000000c01';
export const SECTION = '6c0000000000000000000c02';

export const fakeApi = fakeApiClient;

const user: WebSessionUser = { mongoId: '6c00000000000000000000b1', name: 'Paula Coord', firstname: 'Paula', lastname: 'Coord', email: 'paula@example.org', instructor: true, administrator: 0, program_administrator: true, accountType: 'standard' };

export function program(overrides: Partial<ApiProgram> = {}): ApiProgram {
  return {
    _id: PROGRAM,
    program_name: 'Biology',
    program_template: TEMPLATE,
    coordinators: [{ id: user.mongoId, name: 'Paula Coord', email: user.email }],
    created_at: '2030-01-01T10:00:00.000Z',
    locked: false,
    active: true,
    active_enrollment: true,
    enterprise_program: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<ApiProgram> = {}, studentCount = 0): ApiProgramDetail {
  return {
    program: program(overrides),
    template: {
      id: TEMPLATE,
      title: 'Biology template',
      sections: [{ id: SECTION, title: 'Section A', course_code: SECTION, student_count: studentCount, instructors: [{ id: 'i1', name: 'Ian Struct', email: 'ian@example.org' }] }],
    },
  };
}

/** A screen inside the host's services. */
export function renderScreen<N extends RouteName>(Screen: ComponentType<ScreenProps<N>>, params: RouteParams<N>, api: ApiClient) {
  const navigate = vi.fn<(path: string) => void>();
  const { host } = fakeComponentHost(navigate);
  const notify = vi.fn();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          <Screen params={params} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, navigate, notify };
}
