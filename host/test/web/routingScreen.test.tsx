import { afterEach, describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, defineWebPlugin, useApi } from '@lms/sdk/web';
import { createWebPluginRegistry } from '../../web/src/plugins/webPluginRegistry.ts';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';
import { INSTRUCTOR, STUDENT } from './support/fixtures.ts';
import { NOT_LOGGED } from './support/fakeServer.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

/** A routing element as the auto-bundler starts: it reads its saved routing state. */
function GroupSetUp() {
  const api = useApi();
  const [text, setText] = useState('Loading');
  useEffect(() => {
    api.get('routing/group_set_up').then(
      () => setText('Group your courses'),
      (error: unknown) => setText(error instanceof ApiError ? error.errno : 'Failed'),
    );
  }, [api]);
  return <h1>{text}</h1>;
}

const bundler = defineWebPlugin({ id: 'bundler', routingElements: { group_set_up: GroupSetUp } });
const SAVED = { 'GET /server/routing/group_set_up': { body: { state: {}, params: {}, message: '' } }, 'GET /server/courses/': { body: { courses: [] } } };

describe('/routing/{route} (part 1 §2)', () => {
  it('stores the redirect cookie and mounts the element mapped to the route', async () => {
    renderApp({ path: '/routing/group_set_up?from=list', user: INSTRUCTOR, manifests: [bundler], routes: SAVED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group your courses' })).toBeTruthy();
    expect(readRedirect()).toBe('/routing/group_set_up?from=list');
  });

  it('sends a visitor to log in, remembering the route', async () => {
    const { router } = renderApp({ path: '/routing/group_set_up', user: null, manifests: [bundler] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe('/routing/group_set_up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('sends a user whose routing call answers not-logged (the session ended) to log in, remembering the route', async () => {
    const { router, server } = renderApp({ path: '/routing/group_set_up', user: INSTRUCTOR, manifests: [bundler], routes: { 'GET /server/routing/group_set_up': NOT_LOGGED } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls.some((call) => call.path === '/server/routing/group_set_up')).toBe(true);
    expect(readRedirect()).toBe('/routing/group_set_up');
  });

  it('shows the not-found screen for a route no plugin maps, storing nothing', async () => {
    renderApp({ path: '/routing/elsewhere', user: STUDENT, manifests: [bundler] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(readRedirect()).toBeUndefined();
  });

  it('is reachable from the course list for professors', async () => {
    renderApp({ path: '/list', user: INSTRUCTOR, manifests: [bundler], routes: SAVED });
    const link = await screen.findByRole('link', { name: 'Group your courses into a bundle' });
    expect(link.getAttribute('href')).toBe('/routing/group_set_up');
  });

  it('refuses two plugins mapping one route', () => {
    const twin = defineWebPlugin({ id: 'twin', routingElements: { group_set_up: GroupSetUp } });
    expect(() => createWebPluginRegistry([bundler, twin])).toThrow(/twin.*routingElements\.group_set_up.*already provided by plugin "bundler"/);
  });
});
