import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { ComponentHostContext, LmsWebContext, withTypedCalls, type RawApiClient } from '@lms/sdk/web';
import { fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import type { CourseHomeView } from '@lms/sdk/calls';
import type { CalendarEntry, FeedState } from '../../src/calls/calendarCalls.ts';

export const COURSE = '6d0000000000000000000c01';
const LESSON = '6d0000000000000000000101';
const PAGE = '6d0000000000000000000201';

export const entry = (n: number, date: string, overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: `6d00000000000000000000${String(n).padStart(2, '0')}-due`,
  activity_id: `6d00000000000000000000${String(n).padStart(2, '0')}`,
  kind: 'due',
  date,
  status: 'open',
  lessonName: 'Numbers',
  quizName: `Quiz ${n}`,
  link: `/${COURSE}/${LESSON}/${PAGE}`,
  index: 1,
  ...overrides,
});

/** The course home answer (`GET courses/{courseId}/`), which says whether the course uses the calendar. */
const courseHome = (useCalendar: boolean): CourseHomeView => ({
  _id: COURSE,
  title: 'Calendar course',
  subtitle: null,
  lessons: [],
  thumbnailUrl: null,
  image: null,
  enable_numbering: false,
  enable_bookmarks: false,
  use_calendar: useCalendar,
  startDate: null,
  end_date: null,
});

/**
 * A stand-in for the calendar's server: the entries call answers `entries`
 * as the route does (range, offset, limit, page size 10); the feed calls keep
 * a subscription state; the course home says whether the course uses the
 * calendar (`useCalendar`). Every call is recorded.
 */
export function fakeCalendarServer(entries: CalendarEntry[], useCalendar = true) {
  const calls: string[] = [];
  let feed: FeedState = { active: false, created_at: null };
  const answer = async (method: string, path: string): Promise<unknown> => {
    calls.push(`${method} ${path}`);
    const url = new URL(path, 'http://test/');
    if (method === 'GET' && url.pathname === `/courses/${COURSE}/`) return courseHome(useCalendar);
    if (method === 'GET' && url.pathname === `/calendar/${COURSE}/entries`) {
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const inRange = entries.filter((e) => (!from || Date.parse(e.date) >= Date.parse(from)) && (!to || Date.parse(e.date) < Date.parse(to)));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { entries: inRange.slice(offset, offset + limit), total: inRange.length, page_size: 10 };
    }
    if (url.pathname === `/calendar/${COURSE}/feed`) {
      if (method === 'GET') return feed;
      if (method === 'POST') {
        feed = { active: true, created_at: '2030-03-10T12:00:00.000Z' };
        return { url: `https://lms.example/server/calendar/feed/${'t'.repeat(43)}/calendar.ics`, created_at: feed.created_at };
      }
      if (method === 'DELETE') {
        feed = { active: false, created_at: null };
        return undefined;
      }
    }
    throw new Error(`unexpected ${method} ${path}`);
  };
  const raw: RawApiClient = {
    get: <T,>(path: string) => answer('GET', path) as Promise<T>,
    post: <T,>(path: string) => answer('POST', path) as Promise<T>,
    put: <T,>(path: string) => answer('PUT', path) as Promise<T>,
    delete: <T,>(path: string) => answer('DELETE', path) as Promise<T>,
    upload: () => Promise.reject(new Error('no uploads')),
  };
  return { api: withTypedCalls(raw), calls };
}

export function renderWithServer<P extends object>(View: ComponentType<P>, props: P, entries: CalendarEntry[], useCalendar = true) {
  const server = fakeCalendarServer(entries, useCalendar);
  const { host, navigations } = fakeComponentHost(vi.fn());
  const view = render(
    <LmsWebContext.Provider value={{ api: server.api, notify: vi.fn(), user: null, mode: 'presentation', place: { courseId: COURSE } }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          <View {...props} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, calls: server.calls, navigations };
}

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser). */
export async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
