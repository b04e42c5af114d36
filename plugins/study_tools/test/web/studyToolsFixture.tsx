import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import axe from 'axe-core';
import { ComponentHostContext, LmsWebContext, type ApiClient, type CourseMode, type CurrentPlace, type WebSessionUser } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';

export const COURSE = '6d0000000000000000000c01';
export const LESSON = '6d00000000000000000001e1';
export const PAGE = '6d00000000000000000000a1';
export const OTHER_PAGE = '6d00000000000000000000a2';

const STUDENT: WebSessionUser = { mongoId: '6d0000000000000000000u01', name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', instructor: false, administrator: 0, program_administrator: false, accountType: 'student' };

export interface RenderOptions {
  place?: CurrentPlace;
  mode?: CourseMode;
}

/** A plugin view inside the shell's services: the fake server's routes, the current place, a query cache. */
export function renderWithShell(view: ReactNode, routes: Record<string, FakeApiHandler>, { place = { courseId: COURSE, lessonId: LESSON, pageId: PAGE }, mode = 'presentation' }: RenderOptions = {}) {
  const api = fakeApiClient(routes);
  const notify = vi.fn();
  const { host, navigations } = fakeComponentHost();
  const wrap = (node: ReactNode, at: CurrentPlace = place) => (
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify, user: STUDENT, mode, place: at }}>
      <ComponentHostContext.Provider value={host}>
        <TestQueryCache>{node}</TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>
  );
  const rendered = render(wrap(view));
  /** The reader goes to another place (the shell's panels stay open). */
  const moveTo = (at: CurrentPlace) => rendered.rerender(wrap(view, at));
  return { ...rendered, api, notify, navigations, moveTo };
}

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser journeys). */
export async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
