import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import { defineWebPlugin, type ScreenProps } from '@lms/sdk/web';
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
