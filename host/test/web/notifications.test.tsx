import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  NOTIFICATION_TICK_MS,
  NOTIFICATION_TIMEOUT_MS,
  NotificationStore,
  notificationProgress,
} from '../../web/src/notifications/NotificationStore.ts';
import { errorNotice, VALIDATION_NOTICE } from '../../web/src/notifications/errorNotice.ts';
import { ApiError, defineWebPlugin, useNotify } from '@lms/sdk/web';
import { STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

describe('notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: 7 s by default, progress ticks of 20 ms', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(7000);
    expect(NOTIFICATION_TICK_MS).toBe(20);
  });

  it('advances progress one 20 ms tick at a time', () => {
    const store = new NotificationStore();
    store.show({ type: 'info', message: 'Saved' });
    vi.advanceTimersByTime(19);
    expect(notificationProgress(store.state[0]!)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(notificationProgress(store.state[0]!)).toBeCloseTo((20 / 7000) * 100);
    vi.advanceTimersByTime(3480);
    expect(notificationProgress(store.state[0]!)).toBeCloseTo(50);
  });

  it('stays open at 100 % and closes on the tick that passes 100', () => {
    const store = new NotificationStore();
    store.show({ type: 'success', message: 'Component updated' });
    vi.advanceTimersByTime(7000);
    expect(store.state).toHaveLength(1);
    expect(notificationProgress(store.state[0]!)).toBe(100);
    vi.advanceTimersByTime(20);
    expect(store.state).toHaveLength(0);
  });

  it('honours a custom timeout', () => {
    const store = new NotificationStore();
    store.show({ type: 'info', message: 'Long notice', timeout: 180_000 });
    vi.advanceTimersByTime(90_000);
    expect(notificationProgress(store.state[0]!)).toBeCloseTo(50);
    vi.advanceTimersByTime(90_020);
    expect(store.state).toHaveLength(0);
  });

  it('re-opens the same message with its progress reset instead of adding a duplicate', () => {
    const store = new NotificationStore();
    store.show({ type: 'error', message: 'Connection error.' });
    vi.advanceTimersByTime(5000);
    store.show({ type: 'error', message: 'Connection error.' });
    expect(store.state).toHaveLength(1);
    expect(notificationProgress(store.state[0]!)).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(store.state).toHaveLength(1);
  });

  it('re-opens a message that had already closed', () => {
    const store = new NotificationStore();
    store.show({ type: 'info', message: 'Hello' });
    vi.advanceTimersByTime(7020);
    expect(store.state).toHaveLength(0);
    store.show({ type: 'info', message: 'Hello' });
    expect(store.state).toHaveLength(1);
    expect(notificationProgress(store.state[0]!)).toBe(0);
  });

  it('keeps different messages apart and clears them all at once', () => {
    const store = new NotificationStore();
    store.show({ type: 'info', message: 'One' });
    store.show({ type: 'warning', message: 'Two' });
    expect(store.state.map((n) => n.message)).toEqual(['One', 'Two']);
    store.clear();
    expect(store.state).toHaveLength(0);
  });
});

describe('notification text for failed calls', () => {
  it("uses the spec's text for a 422 and the server's text otherwise", () => {
    expect(errorNotice(new ApiError(422, 'validation-failed', 'title is too long', [{ field: 'title', message: 'too long' }]))).toBe(
      "We couldn't validate this data. Please make sure all fields are filled out correctly.",
    );
    expect(VALIDATION_NOTICE).toBe("We couldn't validate this data. Please make sure all fields are filled out correctly.");
    expect(errorNotice(new ApiError(403, 'access-denied', 'Access denied'))).toBe('Access denied');
  });
});

describe('notifications in the shell', () => {
  afterEach(resetBrowserState);

  it('shows each type with the right role, closes on the close button, and clears on a route change', async () => {
    const { shell, router } = renderApp({ path: '/404', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => {
      shell.notifications.show({ type: 'error', message: 'Something failed' });
      shell.notifications.show({ type: 'success', message: 'Component updated' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Something failed');
    expect(screen.getAllByRole('status').some((element) => element.textContent?.includes('Component updated'))).toBe(true);

    await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => router.navigate('/list'));
    await waitFor(() => expect(shell.notifications.state).toHaveLength(0));
    expect(screen.queryByText('Component updated')).toBeNull();
  });

  it('reaches plugins through LmsWebContext.notify', async () => {
    function NotifyingScreen() {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify({ type: 'warning', message: 'From a plugin' })}>
          Notify
        </button>
      );
    }
    const plugin = defineWebPlugin({ id: 'notifier', screens: { explainer: NotifyingScreen } });
    const { shell } = renderApp({ path: '/explainer', user: null, manifests: [plugin] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify' }));
    expect(shell.notifications.state.map((n) => [n.type, n.message])).toEqual([['warning', 'From a plugin']]);
  });
});
