import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ApiError, LmsWebContext, withTypedCalls, RealtimeConnection, RealtimeConnectionContext, type ApiClient, type RawApiClient, type RouteName, type RouteParams, type ScreenProps } from '@lms/sdk/web';
import { FakeRealtimeSocket, TestQueryCache } from '@lms/sdk/testing/web';

export const COURSE = '6c0000000000000000000c01';
export const LESSON = '6c0000000000000000000101';
export const PAGE = '6c0000000000000000000201';
export const QUIZ = '6c00000000000000000000a0';
export const ADA = '6c00000000000000000000a1';
export const BOB = '6c00000000000000000000a2';
export const CY = '6c00000000000000000000a3';

type Handler = () => unknown;

/** An ApiClient answering `"GET path"` from `routes`; a handler that throws fails the call. */
export function fakeApi(routes: Record<string, Handler>) {
  const get = vi.fn(async (path: string) => {
    const handler = routes[`GET ${path}`];
    if (!handler) throw new ApiError(404, 'not-found', `unexpected GET ${path}`);
    return handler();
  });
  const refuse = vi.fn(async () => {
    throw new ApiError(405, 'not-allowed', 'the reports only read');
  });
  return withTypedCalls({ get, post: refuse, put: refuse, delete: refuse, upload: refuse } as unknown as RawApiClient) as unknown as ApiClient & { get: typeof get };
}

/** Renders a report screen in the host's services, with a realtime connection over a fake socket that admits the professors' room. */
export function renderScreen<N extends RouteName>(Screen: ComponentType<ScreenProps<N>>, params: RouteParams<N>, api: ApiClient, socket = new FakeRealtimeSocket()) {
  socket.answer('assessment:join_professors', () => ({ ok: true, data: { joined: true } }));
  const connection = new RealtimeConnection(() => socket, 50);
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <RealtimeConnectionContext.Provider value={connection}>
          <Screen params={params} />
        </RealtimeConnectionContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, socket };
}

/** Sets the address's query, as the link to a report screen does. */
export function atQuery(query: string) {
  window.history.replaceState(null, '', `/${COURSE}/report${query}`);
}
