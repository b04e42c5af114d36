import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import { useEffect } from 'react';
import { defineWebPlugin, useApi, type ScreenProps } from '@lms/sdk/web';
import { ADOPTION_FOR_INSTRUCTORS } from '../../web/src/screens/list/MyCoursesScreen.tsx';
import { INSTRUCTOR, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

const COURSES = {
  'GET /server/courses/': { body: { courses: [{ _id: '6b01345dd0f1c9a1b685f104', title: 'Drawing', subtitle: null, role: 'student', end_date: null }] } },
};
/** Stand-ins for the payments and adoptions plugins' screens: what the shell mounts, and with which params. */
const sellingPlugin = defineWebPlugin({
  id: 'selling',
  screens: {
    'list.bundle': ({ params }: ScreenProps<'list.bundle'>) => <div role="dialog" aria-label="Bundle">Bundle {params.id}</div>,
    catalog_courses: () => <h1>Course catalog</h1>,
  },
});

/** The catalog as the adoptions plugin reads it: a call only professors may make. */
function CatalogReader() {
  const api = useApi();
  useEffect(() => {
    api.get('adoptions/catalog').catch(() => undefined);
  }, [api]);
  return <h1>Course catalog</h1>;
}

describe('the list default\'s children', () => {
  it('/list/bundle/{id} shows the course list with the bundle modal on top', async () => {
    renderApp({ path: '/list/bundle/6b01345dd0f1c9a1b685f1aa', user: STUDENT, routes: COURSES, manifests: [sellingPlugin] });
    expect((await screen.findByRole('dialog', { name: 'Bundle' })).textContent).toBe('Bundle 6b01345dd0f1c9a1b685f1aa');
    expect(await screen.findByRole('link', { name: /Drawing/ })).toBeTruthy();
  });

  it('/list/bundle/{id} is not found when no plugin sells bundles', async () => {
    renderApp({ path: '/list/bundle/6b01345dd0f1c9a1b685f1aa', user: STUDENT, routes: COURSES });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/list?adoption=true is the adoption list: the catalog, whatever the redesign flag', async () => {
    renderApp({ path: '/list?adoption=true', user: INSTRUCTOR, routes: COURSES, manifests: [sellingPlugin] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course catalog' })).toBeTruthy();
    const redesign = { flags: { ...DEFAULT_LABEL_BUNDLE.flags, program_management_redesign: true } };
    const second = renderApp({ path: '/list?adoption=true', user: INSTRUCTOR, routes: COURSES, manifests: [sellingPlugin], settings: redesign });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/list'));
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Course catalog' })).length).toBe(2);
  });

  it('/list without adoption stays the list, and shows professors the way to the adoption list', async () => {
    const { router } = renderApp({ path: '/list?adoption=false', user: INSTRUCTOR, routes: COURSES, manifests: [sellingPlugin] });
    expect(await screen.findByRole('link', { name: /Drawing/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Course catalog' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Adopt a course from the catalog' }));
    await waitFor(() => expect(router.state.location.search).toBe('?adoption=true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Course catalog' })).toBeTruthy();
  });

  it('gives a student who opens the adoption list their own courses with a message, never the catalog, and keeps the session', async () => {
    const catalogRefused = { 'GET /server/adoptions/catalog': { status: 403, body: { errno: 'access-denied', error: 'You do not have access to this.' } }, 'POST /server/logout/': { body: {} } };
    const adoptions = defineWebPlugin({ id: 'adoptions', screens: { catalog_courses: CatalogReader } });
    const { router, server } = renderApp({ path: '/list?adoption=true', user: STUDENT, routes: { ...COURSES, ...catalogRefused }, manifests: [adoptions] });
    expect(await screen.findByRole('link', { name: /Drawing/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ADOPTION_FOR_INSTRUCTORS);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).not.toContain('GET /server/adoptions/catalog');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).not.toContain('POST /server/logout/');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('shows students no way to the adoption list', async () => {
    renderApp({ path: '/list', user: STUDENT, routes: COURSES, manifests: [sellingPlugin] });
    expect(await screen.findByRole('link', { name: /Drawing/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Adopt a course from the catalog' })).toBeNull();
  });

  it('shows professors no way to an adoption list no plugin provides', async () => {
    renderApp({ path: '/list', user: INSTRUCTOR, routes: COURSES });
    expect(await screen.findByRole('link', { name: /Drawing/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Adopt a course from the catalog' })).toBeNull();
  });
});
