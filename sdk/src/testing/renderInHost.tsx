import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import { LmsWebContext, RealtimeConnection, RealtimeConnectionContext, type ApiClient, type CourseMode, type WebSessionUser } from '../web/index.ts';
import { FakeRealtimeSocket } from './FakeRealtimeSocket.ts';
import { TestQueryCache } from './testQueryCache.tsx';

/** The host's services for a view in a jsdom test: the api, a notify spy, the session user, and a realtime connection over a fake socket. */
export function renderInHost(
  node: ReactNode,
  options: { api: ApiClient; viewer: WebSessionUser; socket?: FakeRealtimeSocket; mode?: CourseMode },
): RenderResult & { notify: Mock; socket: FakeRealtimeSocket } {
  const notify = vi.fn();
  const socket = options.socket ?? new FakeRealtimeSocket();
  const connection = new RealtimeConnection(() => socket, 50);
  const view = render(
    <LmsWebContext.Provider value={{ api: options.api, notify, user: options.viewer, mode: options.mode ?? 'presentation' }}>
      <TestQueryCache>
        <RealtimeConnectionContext.Provider value={connection}>{node}</RealtimeConnectionContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify, socket };
}
