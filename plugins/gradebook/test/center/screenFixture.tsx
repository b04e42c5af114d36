import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import { fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';

export const COURSE = '6d0000000000000000000c01';

/** A screen inside the host's services and a host that asks before leaving unsaved changes. */
export function renderScreen<P>(Screen: ComponentType<{ params: P }>, params: P, api: ApiClient) {
  const notify = vi.fn();
  const navigate = vi.fn();
  const { host, navigations } = fakeComponentHost(navigate);
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          <Screen params={params} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify, navigations, host };
}
