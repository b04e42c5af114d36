import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { NotifyOptions } from '@lms/sdk/web';
import {
  NEW_RELEASE_MESSAGE,
  RELEASE_CHECK_INTERVAL_MS,
  RELEASE_NOTICE_INTERVAL_MS,
  ReleaseWatcher,
} from '../../web/src/release/ReleaseWatcher.ts';
import { readBuildId } from '../../web/src/release/readBuildId.ts';
import { STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

const page = (build: string) => `<!doctype html><html><head><meta name="lms-build" content="${build}" /></head><body></body></html>`;

function servedBuild(build: string) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(page(build), { status: 200 }));
}

function watcher(fetch: typeof globalThis.fetch, now: () => number, visible = true) {
  const notices: NotifyOptions[] = [];
  const release = new ReleaseWatcher({ currentBuild: 'build-1', notify: (notice) => notices.push(notice), fetch, now, isVisible: () => visible });
  return { release, notices };
}

describe('release detection', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetBrowserState();
  });

  it('reads the build id of a served page', () => {
    expect(readBuildId(page('2026-05-01T10:00:00Z'))).toBe('2026-05-01T10:00:00Z');
    expect(readBuildId('<html></html>')).toBeUndefined();
  });

  it('fetches / without the cache and stays quiet while the build is the same', async () => {
    const fetch = servedBuild('build-1');
    const { release, notices } = watcher(fetch, () => 0);
    await release.check();
    expect(fetch).toHaveBeenCalledWith('/', { cache: 'no-store' });
    expect(release.state.updateAvailable).toBe(false);
    expect(notices).toEqual([]);
  });

  it('marks an update available when the served build differs, with an info notice shown for 180 s', async () => {
    const { release, notices } = watcher(servedBuild('build-2'), () => 0);
    await release.check();
    expect(release.state.updateAvailable).toBe(true);
    expect(notices).toEqual([{ type: 'info', message: NEW_RELEASE_MESSAGE, timeout: 180_000 }]);
    expect(NEW_RELEASE_MESSAGE).toBe('A new version of the software has been released. Please refresh your browser to continue.');
  });

  it('notifies at most once every 15 minutes', async () => {
    let now = 0;
    const { release, notices } = watcher(servedBuild('build-2'), () => now);
    await release.check();
    now = RELEASE_NOTICE_INTERVAL_MS - 1;
    await release.check();
    expect(notices).toHaveLength(1);
    now = RELEASE_NOTICE_INTERVAL_MS;
    await release.check();
    expect(notices).toHaveLength(2);
    expect(RELEASE_NOTICE_INTERVAL_MS).toBe(15 * 60 * 1000);
  });

  it('uses the browser fetch when none is given', async () => {
    const browserFetch = servedBuild('build-2');
    vi.stubGlobal('fetch', browserFetch);
    try {
      const release = new ReleaseWatcher({ currentBuild: 'build-1', notify: () => undefined, fetch: undefined, isVisible: () => true });
      await release.check();
      expect(browserFetch).toHaveBeenCalledWith('/', { cache: 'no-store' });
      expect(release.state.updateAvailable).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not check while the tab is hidden', async () => {
    const fetch = servedBuild('build-2');
    const { release } = watcher(fetch, () => 0, false);
    await release.check();
    expect(fetch).not.toHaveBeenCalled();
    expect(release.state.updateAvailable).toBe(false);
  });

  it('checks every 60 s once started', async () => {
    vi.useFakeTimers();
    const fetch = servedBuild('build-1');
    const { release } = watcher(fetch, () => 0);
    const stop = release.start();
    await vi.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(RELEASE_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it("shows 'New Release Available' in the header, opening a modal with a Reload button", async () => {
    const { shell } = renderApp({ path: '/404', user: STUDENT, routes: { 'GET /': { text: page('newer-build') } } });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.queryByRole('button', { name: 'New Release Available' })).toBeNull();
    await act(() => shell.release.check());
    expect(screen.getByRole('status').textContent).toContain(NEW_RELEASE_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'New Release Available' }));
    const dialog = screen.getByRole('dialog', { name: 'New Release Available' });
    expect(dialog.textContent).toContain(NEW_RELEASE_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBe(document.activeElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
