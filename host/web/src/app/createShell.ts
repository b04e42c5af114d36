import { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { createApiClient, type ApiClient } from '@lms/sdk/web';
import type { LabelBundle } from '@lms/theme-kit';
import type { WebPluginRegistry } from '../plugins/webPluginRegistry.ts';
import { NotificationStore } from '../notifications/NotificationStore.ts';
import { PanelStore } from '../panels/PanelStore.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { rememberRedirect } from '../session/redirectCookie.ts';
import { ReleaseWatcher } from '../release/ReleaseWatcher.ts';
import { CourseModeStore } from '../course/CourseModeStore.ts';

/** Everything the shell's screens share, created once per page load. */
export interface Shell {
  registry: WebPluginRegistry;
  settings: LabelBundle;
  queryClient: QueryClient;
  /** The API client for screens and plugins: a `not-logged` answer sends the user to log in. */
  api: ApiClient;
  /** For the session calls themselves (probe, login, logout), whose failures the screen handles. */
  sessionApi: ApiClient;
  session: SessionStore;
  notifications: NotificationStore;
  panels: PanelStore;
  release: ReleaseWatcher;
  courseModes: CourseModeStore;
}

export interface ShellOptions {
  registry: WebPluginRegistry;
  settings: LabelBundle;
  router: DataRouter;
  /** The build this page belongs to (`__LMS_BUILD__`). */
  currentBuild: string;
  fetch?: typeof fetch;
  storage?: Storage;
}

export function createShell({ registry, settings, router, currentBuild, fetch, storage }: ShellOptions): Shell {
  const notifications = new NotificationStore();
  const session = new SessionStore();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

  // Part 1 §8: an answer saying the session is gone remembers where the user was and sends them to log in.
  const sendToLogin = (): void => {
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    rememberRedirect(pathname + search);
    session.signOut();
    void router.navigate('/login', { replace: true });
  };

  let lastPathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === lastPathname) return;
    lastPathname = state.location.pathname;
    notifications.clear();
  });

  return {
    registry,
    settings,
    queryClient,
    api: createApiClient({ fetch, onError: (error) => error.errno === 'not-logged' && sendToLogin() }),
    sessionApi: createApiClient({ fetch }),
    session,
    notifications,
    panels: new PanelStore(),
    release: new ReleaseWatcher({ currentBuild, notify: notifications.show, fetch }),
    courseModes: new CourseModeStore(storage ?? window.sessionStorage),
  };
}
