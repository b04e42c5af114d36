import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Layers, NotebookPen } from 'lucide-react';
import { ApiError, defineWebPlugin, pluginRoute, useApi, type RouteScreenProps } from '@lms/sdk/web';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

/** A plugin of its own screen, panel and header entries, as a third party would write it. */
const decksRoute = pluginRoute('flashcards.decks', '/:courseId/decks', 'user');

function DecksScreen({ params }: RouteScreenProps<typeof decksRoute>) {
  const api = useApi();
  const [text, setText] = useState('Loading');
  useEffect(() => {
    api.get(`flashcards/${params.courseId}/decks`).then(
      () => setText('Your decks'),
      (error: unknown) => setText(error instanceof ApiError ? error.message : 'Failed'),
    );
  }, [api, params.courseId]);
  return <h1>{text}</h1>;
}

const flashcards = (handledErrnos: string[] = ['decks-closed']) =>
  defineWebPlugin({
    id: 'flashcards',
    routes: [decksRoute],
    screens: { 'flashcards.decks': DecksScreen },
    panels: { glossary: { title: 'Glossary', icon: NotebookPen, Panel: () => <p>Terms of the course</p> } },
    headerEntries: [
      { id: 'glossary', label: 'Glossary', icon: NotebookPen, opens: { panel: 'glossary' } },
      { id: 'decks', label: 'Flashcard decks', icon: Layers, opens: { route: 'flashcards.decks' } },
    ],
    handledErrnos,
  });

const courseRoutes = (decks: FakeRoutes[string]): FakeRoutes => ({
  'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
  [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
  [`GET /server/flashcards/${COURSE_ID}/decks`]: decks,
  'POST /server/logout/': { body: {} },
});
const loggedOut = (server: { calls: { method: string; path: string }[] }) => server.calls.some((call) => call.method === 'POST' && call.path === '/server/logout/');
const closed = { status: 403, body: { errno: 'decks-closed', error: 'The decks of this course are closed.' } };

describe("a plugin's own screens, panels and header entries", () => {
  it("mounts the plugin's route with its params, and its header entries open its panel and its route", async () => {
    renderApp({ path: `/${COURSE_ID}/decks`, user: STUDENT, manifests: [flashcards()], routes: courseRoutes({ body: { decks: [] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your decks' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Flashcard decks' }).getAttribute('href')).toBe(`/${COURSE_ID}/decks`);
    await userEvent.click(within(header).getByRole('button', { name: 'Glossary' }));
    expect(screen.getByRole('complementary', { name: 'Glossary' }).textContent).toContain('Terms of the course');
  });

  it("draws a panel entry's count (HeaderEntry.useCount) on its icon and reads it with the label; none at 0", async () => {
    let count = 3;
    const counted = defineWebPlugin({
      id: 'counted',
      panels: { studyCenter: { title: 'Study center', icon: Layers, Panel: () => <p>Buckets</p> } },
      headerEntries: [{ id: 'studyCenter', label: 'Study center', icon: Layers, opens: { panel: 'studyCenter' }, useCount: () => count }],
    });
    const { unmount } = renderApp({ path: '/404', user: STUDENT, manifests: [counted] });
    const [button] = await screen.findAllByRole('button', { name: /^Study center,\s*3$/ });
    expect(button!.querySelector('.icon-button__count')?.textContent).toBe(', 3');
    unmount();
    count = 0;
    renderApp({ path: '/404', user: STUDENT, manifests: [counted] });
    const [plain] = await screen.findAllByRole('button', { name: 'Study center' });
    expect(plain!.querySelector('.icon-button__count')).toBeNull();
  });

  it('leaves out an entry whose useShown hook says no', async () => {
    const hidden = defineWebPlugin({
      id: 'hidden',
      panels: { studyCenter: { title: 'Study center', icon: Layers, Panel: () => <p>Buckets</p> } },
      headerEntries: [
        { id: 'studyCenter', label: 'Study center', icon: Layers, opens: { panel: 'studyCenter' }, useShown: () => false },
        { id: 'glossary', label: 'Glossary', icon: NotebookPen, opens: { panel: 'studyCenter' }, useShown: () => true },
      ],
    });
    renderApp({ path: '/404', user: STUDENT, manifests: [hidden] });
    await screen.findByRole('button', { name: 'Glossary' });
    expect(screen.queryByRole('button', { name: 'Study center' })).toBeNull();
  });

  it('leaves out a route entry outside a course (its path needs the course)', async () => {
    renderApp({ path: '/404', user: STUDENT, manifests: [flashcards()] });
    await screen.findByRole('button', { name: 'Glossary' });
    expect(screen.queryByRole('link', { name: 'Flashcard decks' })).toBeNull();
  });
});

describe("a plugin's handled errnos and the global error rule", () => {
  it('keeps the session when a read fails with an errno the plugin handles, the screen showing the message', async () => {
    const { router, server } = renderApp({ path: `/${COURSE_ID}/decks`, user: STUDENT, manifests: [flashcards()], routes: courseRoutes(closed) });
    expect(await screen.findByRole('heading', { level: 1, name: 'The decks of this course are closed.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${COURSE_ID}/decks`);
    expect(loggedOut(server)).toBe(false);
  });

  it('ends the session for the same 403 when no plugin declares it handled', async () => {
    const { router, server } = renderApp({ path: `/${COURSE_ID}/decks`, user: STUDENT, manifests: [flashcards([])], routes: courseRoutes(closed) });
    await waitFor(() => expect(loggedOut(server)).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
