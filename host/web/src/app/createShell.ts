import { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { createApiClient, withTypedCalls, type ApiClient, type ApiError } from '@lms/sdk/web';
import type { LabelBundle } from '@lms/theme-kit';
import type { WebPluginRegistry } from '../plugins/webPluginRegistry.ts';
import { NotificationStore } from '../notifications/NotificationStore.ts';
import { PanelStore } from '../panels/PanelStore.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { rememberRedirect } from '../session/redirectCookie.ts';
import { endsSession, type CallKind } from '../session/globalErrorRule.ts';
import { currentPlace, currentRouteName } from '../session/currentPlace.ts';
import { KeepAlive } from '../session/KeepAlive.ts';
import { SESSION_ERROR_NOTICE, sessionNotRecognised } from '../session/sessionMessages.ts';
import { withNotice } from '../notifications/routeNotice.ts';
import { browserTimers, type ShellTimers } from '../session/shellTimers.ts';
import { ReleaseWatcher } from '../release/ReleaseWatcher.ts';
import { CourseModeStore } from '../course/CourseModeStore.ts';
import { tabStorage } from './tabStorage.ts';

/** Everything the shell's screens share, created once per page load. */
export interface Shell {
  registry: WebPluginRegistry;
  settings: LabelBundle;
  queryClient: QueryClient;
  /** The API client for screens and plugins, under the global error rule (session/globalErrorRule.ts). */
  api: ApiClient;
  /** For the session calls themselves (probe, login, logout), whose failures the screen handles. */
  sessionApi: ApiClient;
  session: SessionStore;
  notifications: NotificationStore;
  panels: PanelStore;
  release: ReleaseWatcher;
  courseModes: CourseModeStore;
  /** The hourly session check and the in-course keep-alive; they follow the session and the route by themselves. */
  keepAlive: KeepAlive;
}

export interface ShellOptions {
  registry: WebPluginRegistry;
  settings: LabelBundle;
  router: DataRouter;
  /** The build this page belongs to (`__LMS_BUILD__`). */
  currentBuild: string;
  fetch?: typeof fetch;
  storage?: Storage;
  /** The keep-alive's clock and timer (the browser's by default). */
  timers?: ShellTimers;
}

export function createShell({ registry, settings, router, currentBuild, fetch, storage, timers = browserTimers }: ShellOptions): Shell {
  const notifications = new NotificationStore();
  const session = new SessionStore();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

  // Part 1 §4 and §8: the session is gone; remember where the user was and log out (which then shows the login screen).
  // When the server no longer knew the session, the login screen says so (part 1 §8 "Session not recognised").
  const endSession = (notRecognised: boolean): void => {
    const { pathname, search } = router.state.location;
    if (pathname === '/logout' || pathname === '/login') return;
    rememberRedirect(pathname + search);
    void router.navigate('/logout', { replace: true, ...(notRecognised ? { state: withNotice(SESSION_ERROR_NOTICE) } : {}) });
  };
  const applyGlobalRule = (kind: CallKind) => (error: ApiError) => {
    const signedIn = session.state.status === 'signed-in';
    if (endsSession({ kind, error, routeName: currentRouteName(router), signedIn, handledErrnos: registry.handledErrnos })) endSession(sessionNotRecognised(error, signedIn));
  };
  const reads = createApiClient({ fetch, onError: applyGlobalRule('read') });
  const writes = createApiClient({ fetch, onError: applyGlobalRule('write') });
  const sessionApi = createApiClient({ fetch });

  const keepAlive = new KeepAlive({ api: sessionApi, timers, activityTarget: document, onSessionLost: endSession });
  const followPlace = () => keepAlive.update(currentPlace(router, session.state, registry.route));
  router.subscribe(followPlace);
  session.subscribe(followPlace);

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
    api: withTypedCalls({ get: reads.get, post: writes.post, put: writes.put, delete: writes.delete, upload: writes.upload }),
    sessionApi,
    session,
    notifications,
    panels: new PanelStore(),
    release: new ReleaseWatcher({ currentBuild, notify: notifications.show, fetch }),
    courseModes: new CourseModeStore(storage ?? tabStorage()),
    keepAlive,
  };
}
