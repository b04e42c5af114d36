import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ASSISTANT, COURSE_ID, INSTRUCTOR, OUTLINE } from './support/fixtures.ts';
import type { FakeRoutes } from './support/fakeServer.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

const SETTINGS = { _id: COURSE_ID, title: 'Demo Course', subtitle: null, professors: [], assistants: [], all_instructors: [] };
const course = (id: string, title: string, archived: boolean, role = 'instructor') => ({ _id: id, title, subtitle: null, role, end_date: null, archived });

function settingsRoutes(archived: boolean, role = 'instructor', extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [course(COURSE_ID, 'Demo Course', archived, role)] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/get_course_settings_info/${COURSE_ID}`]: { body: { settings: { ...SETTINGS, archived } } },
    ...extra,
  };
}
const axeViolations = async () =>
  (await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

describe('archiving a course (issue 24 item 8)', () => {
  it('asks first, then archives from the course settings with the server’s message', async () => {
    const { server } = renderApp({
      path: `/${COURSE_ID}/course_settings`,
      user: INSTRUCTOR,
      routes: settingsRoutes(false, 'instructor', { [`PUT /server/courses/${COURSE_ID}/archive`]: { body: { message: 'Course archived', archived: true } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive course' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this course?' });
    expect(await axeViolations()).toEqual([]);
    expect(server.calls.some((call) => call.path.endsWith('/archive'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive course' }));
    expect(await screen.findByText('Course archived')).toBeTruthy();
    expect(server.calls.find((call) => call.path.endsWith('/archive'))?.body).toEqual({ archived: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('restores an archived course in one click', async () => {
    const { server } = renderApp({
      path: `/${COURSE_ID}/course_settings`,
      user: INSTRUCTOR,
      routes: settingsRoutes(true, 'instructor', { [`PUT /server/courses/${COURSE_ID}/archive`]: { body: { message: 'Course restored', archived: false } } }),
    });
    expect(await screen.findByRole('heading', { name: 'This course is archived' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Restore course' }));
    expect(await screen.findByText('Course restored')).toBeTruthy();
    expect(server.calls.find((call) => call.path.endsWith('/archive'))?.body).toEqual({ archived: false });
  });

  it('is not offered to an assistant (no edit rights)', async () => {
    renderApp({ path: `/${COURSE_ID}/course_settings`, user: ASSISTANT, routes: settingsRoutes(false, 'assistant') });
    await screen.findByRole('heading', { level: 1, name: 'Course settings' });
    expect(screen.queryByRole('button', { name: 'Archive course' })).toBeNull();
  });

  it('/list leaves archived courses out of the list, folded below it', async () => {
    renderApp({
      path: '/list',
      user: INSTRUCTOR,
      routes: { 'GET /server/courses/': { body: { courses: [course('6b01345dd0f1c9a1b685f101', 'Algebra', false), course('6b01345dd0f1c9a1b685f102', 'Old Biology', true)] } } },
    });
    await screen.findByRole('link', { name: /Algebra/ });
    const folded = screen.getByText('Archived courses (1)').closest('details')!;
    expect(folded.open).toBe(false);
    const lists = screen.getAllByRole('list', { hidden: true });
    expect(within(lists[0]!).queryByText('Old Biology')).toBeNull();
    expect(within(folded).getByText('Old Biology')).toBeTruthy();
  });
});
