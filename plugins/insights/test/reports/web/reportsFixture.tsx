import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { ComponentHostContext, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import { fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';

export const COURSE = '6d0000000000000000000c01';
export const QUIZ = '6d00000000000000000000a1';
export const ADA = '6d00000000000000000000b1';

/** A screen inside the host's services. */
export function renderScreen<P>(Screen: ComponentType<{ params: P }>, params: P, api: ApiClient) {
  const { host } = fakeComponentHost(vi.fn());
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          <Screen params={params} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser). */
export async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export const histogram = (counts: number[]) => counts.map((count, index) => ({ from: index * 10, to: index * 10 + 10, label: `${index * 10}-${index * 10 + 10}%`, count }));
