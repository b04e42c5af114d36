import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { fakeComponentHost, fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient, type RouteName, type RouteParams, type ScreenProps, type WebSessionUser } from '@lms/sdk/web';
import type { ApiAdoptionRequest, ApiCatalogEntry } from '../../src/schemas/adoptionTypes.ts';

export const CATALOG_COURSE = '6b0000000000000000000c01';
export const NEW_COURSE = '6b0000000000000000000c02';
export const REQUEST = '6b00000000000000000000e1';


/** Answers `"METHOD path"` from `routes` (the SDK's fakeApiClient). */
export const fakeApi = fakeApiClient;

const user: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Pat Prof', firstname: 'Pat', lastname: 'Prof', email: 'pat@example.org', instructor: true, administrator: 3, program_administrator: true, accountType: 'standard' };

export function catalogEntry(overrides: Partial<ApiCatalogEntry> = {}): ApiCatalogEntry {
  return {
    _id: CATALOG_COURSE,
    title: 'Biology 101',
    subtitle: 'Cells and genes',
    startDate: '2031-09-01T00:00:00.000Z',
    thumbnailUrl: null,
    description: 'A full first-year course.',
    listed_at: '2030-01-01T10:00:00.000Z',
    request: null,
    ...overrides,
  };
}

export function adoptionRequest(overrides: Partial<ApiAdoptionRequest> = {}): ApiAdoptionRequest {
  return {
    _id: REQUEST,
    state: 'pending',
    user: { _id: user.mongoId, firstname: 'Pat', lastname: 'Prof', email: 'pat@example.org' },
    course: { _id: CATALOG_COURSE, title: 'Biology 101', subtitle: null, startDate: null, thumbnailUrl: null },
    course_title: 'BIO 101 Fall',
    course_start_date: '2031-09-01',
    course_enrollment: '120',
    created_course: null,
    decided_at: null,
    created_at: '2030-02-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A screen inside the host's services; `outside` stands for the shell around it (a header link). */
export function renderScreen<N extends RouteName>(Screen: ComponentType<ScreenProps<N>>, params: RouteParams<N>, api: ApiClient, outside?: ReactNode) {
  const navigate = vi.fn<(path: string) => void>();
  const { host } = fakeComponentHost(navigate);
  const notify = vi.fn();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          {outside}
          <Screen params={params} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, navigate, notify };
}
