import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import type { WebSessionUser } from '@lms/sdk/web';
import { createShell } from '../../web/src/app/createShell.ts';
import { LmsApp } from '../../web/src/app/LmsApp.tsx';
import { createWebPluginRegistry } from '../../web/src/plugins/webPluginRegistry.ts';
import { buildRoutes } from '../../web/src/router/buildRoutes.tsx';
import { COURSE_REFRESH_AFTER_MS, SESSION_CHECK_INTERVAL_MS } from '../../web/src/session/KeepAlive.ts';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';
import type { ShellTimers } from '../../web/src/session/shellTimers.ts';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { fakeServer, NOT_LOGGED, type FakeRoutes } from './support/fakeServer.ts';
import { resetBrowserState } from './support/renderApp.tsx';

/** A clock and interval timer that move only when the test says so. */
class ManualTimers implements ShellTimers {
  time = 0;
  readonly #intervals = new Map<number, { callback: () => void; ms: number; next: number }>();
  #lastId = 0;

  now = () => this.time;

  setInterval = (callback: () => void, ms: number) => {
    this.#lastId++;
    this.#intervals.set(this.#lastId, { callback, ms, next: this.time + ms });
    return this.#lastId;
  };

  clearInterval = (handle: unknown) => {
    this.#intervals.delete(handle as number);
  };

  get pending(): number {
    return this.#intervals.size;
  }

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.#intervals.values()].filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.callback();
    }
    this.time = end;
  }
}

const shells: { keepAlive: { stop(): void } }[] = [];
afterEach(() => {
  // A finished test's shell must not hear the next test's activity.
  for (const shell of shells.splice(0)) shell.keepAlive.stop();
  resetBrowserState();
});

const MINUTE = 60_000;

function renderWithTimers({ path, user, routes = {} }: { path: string; user: WebSessionUser | null; routes?: FakeRoutes }) {
  const timers = new ManualTimers();
  const server = fakeServer({
    'GET /server/sayhi/': user ? { body: user } : NOT_LOGGED,
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    'POST /server/logout/': { body: { status: 'ok' } },
    ...routes,
  });
  const registry = createWebPluginRegistry([]);
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [path] });
  const shell = createShell({
    registry,
    settings: DEFAULT_LABEL_BUNDLE,
    router,
    currentBuild: 'test-build',
    fetch: server.fetch,
    timers,
  });
  shells.push(shell);
  render(<LmsApp shell={shell} router={router} />);
  // The keep-alive carries where the user is as its query (issue 21): counted by path alone.
  const count = (path: string) => server.calls.filter((call) => call.method === 'GET' && call.path.split('?')[0] === `/server/${path}`).length;
  const loggedOut = () => server.calls.some((call) => call.method === 'POST' && call.path === '/server/logout/');
  return { timers, server, router, shell, count, loggedOut };
}

const signedIn = async (shell: { session: { state: { status: string } } }) => waitFor(() => expect(shell.session.state.status).toBe('signed-in'));

describe('the hourly session check (part 1 §4, §9)', () => {
  it('asks GET noop every 3,600,000 ms while on a logged-in page', async () => {
    const { timers, shell, count, loggedOut } = renderWithTimers({ path: '/list', user: STUDENT, routes: { 'GET /server/noop': { body: { status: 'ok' } } } });
    await signedIn(shell);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(3_600_000);
    timers.advance(SESSION_CHECK_INTERVAL_MS - 1);
    expect(count('noop')).toBe(0);
    timers.advance(1);
    await waitFor(() => expect(count('noop')).toBe(1));
    timers.advance(SESSION_CHECK_INTERVAL_MS);
    await waitFor(() => expect(count('noop')).toBe(2));
    expect(loggedOut()).toBe(false);
  });

  it('logs out, remembering the path, when the check fails', async () => {
    const { timers, shell, router, loggedOut } = renderWithTimers({ path: '/list', user: STUDENT, routes: { 'GET /server/noop': NOT_LOGGED } });
    await signedIn(shell);
    timers.advance(SESSION_CHECK_INTERVAL_MS);
    await waitFor(() => expect(loggedOut()).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe('/list');
  });

  it('logs out when the reply is not ok', async () => {
    const { timers, shell, loggedOut } = renderWithTimers({ path: '/list', user: STUDENT, routes: { 'GET /server/noop': { body: { status: 'expired' } } } });
    await signedIn(shell);
    timers.advance(SESSION_CHECK_INTERVAL_MS);
    await waitFor(() => expect(loggedOut()).toBe(true));
  });

  it('logs out when the server cannot be reached', async () => {
    const { timers, shell, loggedOut } = renderWithTimers({
      path: '/list',
      user: STUDENT,
      routes: {
        'GET /server/noop': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await signedIn(shell);
    timers.advance(SESSION_CHECK_INTERVAL_MS);
    await waitFor(() => expect(loggedOut()).toBe(true));
  });

  it('does not check while nobody is logged in', async () => {
    const { timers, shell, count } = renderWithTimers({ path: '/login', user: null });
    await waitFor(() => expect(shell.session.state.status).toBe('anonymous'));
    timers.advance(3 * SESSION_CHECK_INTERVAL_MS);
    expect(timers.pending).toBe(0);
    expect(count('noop')).toBe(0);
  });

  it('does not check on a page that needs no login', async () => {
    const { timers, shell, count } = renderWithTimers({ path: '/passwordrecovery', user: STUDENT });
    await signedIn(shell);
    timers.advance(2 * SESSION_CHECK_INTERVAL_MS);
    expect(count('noop')).toBe(0);
  });

  it('stops once the user has logged out', async () => {
    const { timers, shell, router, count } = renderWithTimers({ path: '/list', user: STUDENT });
    await signedIn(shell);
    expect(timers.pending).toBe(1);
    await router.navigate('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(timers.pending).toBe(0);
    timers.advance(2 * SESSION_CHECK_INTERVAL_MS);
    expect(count('noop')).toBe(0);
  });
});

describe('the in-course keep-alive (part 1 §7 Monitoring, §9)', () => {
  const inCourse = () => renderWithTimers({ path: `/${COURSE_ID}`, user: STUDENT, routes: { [`GET /server/refresh?course=${COURSE_ID}`]: { body: { status: 'ok' } } } });

  it('sends GET refresh once 10 minutes of activity have passed in a course, then again 10 minutes later', async () => {
    const { timers, shell, count, server } = inCourse();
    await signedIn(shell);
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    expect(COURSE_REFRESH_AFTER_MS).toBe(10 * MINUTE);
    timers.advance(5 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    timers.advance(5 * MINUTE - 1);
    fireEvent.pointerDown(document.body);
    expect(count('refresh')).toBe(0);
    timers.advance(1);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(count('refresh')).toBe(1));
    // Issue 21: it says which course the user is active in (the course home: no lesson, no page).
    expect(server.calls.filter((call) => call.path.startsWith('/server/refresh')).map((call) => call.path)).toEqual([`/server/refresh?course=${COURSE_ID}`]);
    timers.advance(2 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'b' });
    timers.advance(8 * MINUTE);
    fireEvent.wheel(document.body);
    await waitFor(() => expect(count('refresh')).toBe(2));
  });

  it('sends nothing while the user is idle', async () => {
    const { timers, shell, count } = inCourse();
    await signedIn(shell);
    timers.advance(30 * MINUTE);
    expect(count('refresh')).toBe(0);
  });

  it('logs out when the refresh fails', async () => {
    const { timers, shell, router, loggedOut } = renderWithTimers({ path: `/${COURSE_ID}`, user: STUDENT, routes: { [`GET /server/refresh?course=${COURSE_ID}`]: NOT_LOGGED } });
    await signedIn(shell);
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    timers.advance(COURSE_REFRESH_AFTER_MS);
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(loggedOut()).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(`/${COURSE_ID}`);
  });

  it('does not listen outside a course', async () => {
    const { timers, shell, count } = renderWithTimers({ path: '/list', user: STUDENT, routes: { 'GET /server/refresh': { body: { status: 'ok' } } } });
    await signedIn(shell);
    expect(shell.keepAlive.running).toEqual({ hourly: true, inCourse: false });
    timers.advance(COURSE_REFRESH_AFTER_MS);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(count('refresh')).toBe(0);
  });
});
