import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { fakeComponentHost, fakeApiClient, TestQueryCache, type createTestQueryClient } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient, type RouteName, type RouteParams, type ScreenProps, type WebSessionUser } from '@lms/sdk/web';
import type { Bundle, CodeAnswer } from '../../src/schemas/paymentTypes.ts';
import { BrowserLocationContext, type BrowserLocation } from '../../src/web/browserLocation.ts';

export const BUNDLE = '6b00000000000000000000b1';
export const COURSE_A = '6b0000000000000000000c01';
export const COURSE_B = '6b0000000000000000000c02';
export const ME = '6b00000000000000000000a1';
export const BUNDLE_GET = `GET bundle/get/${BUNDLE}`;


/** Answers `"METHOD path"` from `routes` (the SDK's fakeApiClient). */
export const fakeApi = fakeApiClient;

export const student: WebSessionUser = { mongoId: ME, name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', instructor: false, administrator: 0, program_administrator: false, accountType: 'standard' };

/** A two-course bundle of $49.99 that the caller has not paid, on a site that takes cards. */
export function bundle(overrides: Partial<Bundle> = {}, payment: Partial<Bundle['payment']> = {}): Bundle {
  return {
    _id: BUNDLE,
    title: 'Biology bundle',
    amount: 4999,
    courses: [COURSE_A, COURSE_B],
    course_details: [
      { _id: COURSE_A, title: 'Cells', subtitle: 'An introduction', startDate: '2030-03-01T12:00:00.000Z' },
      { _id: COURSE_B, title: 'Genetics', subtitle: null, startDate: null },
    ],
    payment: { paid_already: false, stripe_public_key: 'pk_test_1', card: true, ...payment },
    purchaser_email: 'ada@example.org',
    visitor_id: ME,
    display_all: false,
    payment_code: true,
    currency: 'usd',
    ...overrides,
  };
}

/** A one-course bundle: its id is the course's. */
export const oneCourse = (): Bundle =>
  bundle({ _id: COURSE_A, title: 'Cells', courses: [COURSE_A], course_details: [{ _id: COURSE_A, title: 'Cells', subtitle: null, startDate: null }], amount: 1500 });

export function codeAnswer(overrides: Partial<CodeAnswer> = {}): CodeAnswer {
  return { status: 'paid', user: { mongoId: ME }, amount: 4999, open_date: null, courses: [COURSE_A, COURSE_B], ...overrides };
}

/** A screen inside the host's services; `user: null` is a visitor who is not logged in; `cache` is the host's query cache. */
export function renderScreen<N extends RouteName>(
  Screen: ComponentType<ScreenProps<N>>,
  params: RouteParams<N>,
  api: ApiClient,
  user: WebSessionUser | null = student,
  cache?: ReturnType<typeof createTestQueryClient>,
) {
  const navigate = vi.fn<(path: string, options?: { replace?: boolean }) => void>();
  const notify = vi.fn();
  const browser = { assign: vi.fn<(url: string) => void>() } satisfies BrowserLocation;
  const { host } = fakeComponentHost(navigate);
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user, mode: 'presentation' }}>
      <TestQueryCache client={cache}>
        <ComponentHostContext.Provider value={host}>
          <BrowserLocationContext.Provider value={browser}>
            <Screen params={params} />
          </BrowserLocationContext.Provider>
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, navigate, notify, browser };
}
