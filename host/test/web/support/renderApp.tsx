import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_LABEL_BUNDLE, type LabelBundle } from '@lms/theme-kit';
import { RealtimeConnectionContext, type RealtimeConnection, type WebPluginManifest, type WebSessionUser } from '@lms/sdk/web';
import { createShell } from '../../../web/src/app/createShell.ts';
import { LmsApp } from '../../../web/src/app/LmsApp.tsx';
import { createWebPluginRegistry } from '../../../web/src/plugins/webPluginRegistry.ts';
import { buildRoutes } from '../../../web/src/router/buildRoutes.tsx';
import { fakeServer, NOT_LOGGED, type FakeRoutes } from './fakeServer.ts';

// The shell's screens load on first use (router/lazyScreen.ts). Loading their modules with this file, as the
// eager imports once did, keeps a test's first findBy from racing a cold transform on a busy machine.
import.meta.glob('../../../web/src/screens/**/*.tsx', { eager: true });

export interface RenderAppOptions {
  path: string;
  /** The session user, or null for nobody logged in. */
  user: WebSessionUser | null;
  routes?: FakeRoutes;
  manifests?: WebPluginManifest[];
  settings?: Partial<LabelBundle>;
  /** The tab's realtime connection (a FakeRealtimeSocket's); the shared one otherwise. */
  realtime?: RealtimeConnection;
}

/** The whole shell on a memory router, talking to a fake server. */
export function renderApp({ path, user, routes = {}, manifests = [], settings = {}, realtime }: RenderAppOptions) {
  const server = fakeServer({ 'GET /server/sayhi/': user ? { body: user } : NOT_LOGGED, ...routes });
  const registry = createWebPluginRegistry(manifests);
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [path] });
  const shell = createShell({
    registry,
    settings: { ...DEFAULT_LABEL_BUNDLE, ...settings },
    router,
    currentBuild: 'test-build',
    fetch: server.fetch,
  });
  const view = render(
    <RealtimeConnectionContext.Provider value={realtime ?? null}>
      <LmsApp shell={shell} router={router} />
    </RealtimeConnectionContext.Provider>,
  );
  return { ...view, router, shell, server };
}

/** Forgets what a previous test left in the browser's storage. */
export function resetBrowserState(): void {
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
