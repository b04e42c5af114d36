import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { emitDataEvents, HOST_DATA_EVENTS } from '@lms/sdk/web';
import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import { INSTRUCTOR, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

const REDESIGN = { flags: { ...DEFAULT_LABEL_BUNDLE.flags, program_management_redesign: true } };
const COURSES = {
  'GET /server/courses/': {
    body: {
      courses: [
        { _id: '6b01345dd0f1c9a1b685f101', title: 'Algebra', subtitle: null, role: 'instructor', end_date: null },
        { _id: '6b01345dd0f1c9a1b685f102', title: 'Biology', subtitle: 'Spring', role: 'assistant', end_date: '2099-06-01T00:00:00.000Z' },
        { _id: '6b01345dd0f1c9a1b685f103', title: 'Chemistry', subtitle: null, role: 'instructor', end_date: '2020-06-01T00:00:00.000Z' },
        { _id: '6b01345dd0f1c9a1b685f104', title: 'Drawing', subtitle: null, role: 'student', end_date: null },
      ],
    },
  },
};
const titles = () => within(screen.getByRole('list')).getAllByRole('link').map((link) => link.querySelector('.course-card__title')?.textContent);

describe('course lists', () => {
  it("/list reads the courses again when a plugin emits 'courses.changed' (a purchase made in the payments plugin)", async () => {
    const bought = { _id: '6b01345dd0f1c9a1b685f109', title: 'Zoology', subtitle: null, role: 'student', end_date: null };
    let purchased = false;
    const { shell } = renderApp({ path: '/list', user: STUDENT, routes: { 'GET /server/courses/': () => ({ body: { courses: purchased ? [bought] : [] } }) } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(shell.queryClient.getQueryState(['courses'])?.status).toBe('success'));
    expect(screen.queryByRole('link', { name: /Zoology/ })).toBeNull();
    purchased = true;
    await act(() => emitDataEvents(shell.queryClient, [HOST_DATA_EVENTS.coursesChanged]));
    expect(await screen.findByRole('link', { name: /Zoology/ })).toBeTruthy();
  });

  it("/list shows every course with the user's role in it", async () => {
    renderApp({ path: '/list', user: INSTRUCTOR, routes: COURSES });
    const algebra = await screen.findByRole('link', { name: /Algebra/ });
    expect(within(algebra).getByText('Instructor')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Biology/ })).getByText('Assistant')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Drawing/ })).getByText('Student')).toBeTruthy();
  });

  it('with the redesign flag off, /courses and /ongoing-courses go to /list', async () => {
    const { router, unmount } = renderApp({ path: '/courses', user: STUDENT, routes: COURSES });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    unmount();
    const second = renderApp({ path: '/ongoing-courses', user: INSTRUCTOR, routes: COURSES });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/list'));
  });

  it('with the redesign flag on, /list sends students to /courses, which lists the courses they take', async () => {
    const { router } = renderApp({ path: '/list', user: STUDENT, routes: COURSES, settings: REDESIGN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    await screen.findByRole('link', { name: /Drawing/ });
    expect(titles()).toEqual(['Drawing']);
  });

  it('with the redesign flag on, /list sends professors to /ongoing-courses: taught courses not yet ended', async () => {
    const { router } = renderApp({ path: '/list', user: INSTRUCTOR, routes: COURSES, settings: REDESIGN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ongoing-courses'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing Courses' })).toBeTruthy();
    await screen.findByRole('link', { name: /Algebra/ });
    expect(titles()).toEqual(['Algebra', 'Biology']);
  });

  it('/archived-courses lists the taught courses whose end date has passed', async () => {
    renderApp({ path: '/archived-courses', user: INSTRUCTOR, routes: COURSES, settings: REDESIGN });
    await screen.findByRole('link', { name: /Chemistry/ });
    expect(titles()).toEqual(['Chemistry']);
  });

  it('/courses has an honest empty state with a way to join a course', async () => {
    renderApp({ path: '/courses', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } }, settings: REDESIGN });
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join a course' }).getAttribute('href')).toBe('/signup');
  });
});
