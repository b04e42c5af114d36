import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ASSISTANT, COURSE_ID, INSTRUCTOR } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { courseRoutes, OVERVIEW, REDESIGN, ROSTER, SETTINGS } from './ongoingCourseSupport.ts';

afterEach(() => {
  resetBrowserState();
  vi.unstubAllGlobals();
});

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('/ongoing-courses/{courseId}', () => {
  it("shows the course's title, dates and student count, with links to its places", async () => {
    renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Course' })).toBeTruthy();
    expect(screen.getByText('A short tour')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
    expect(screen.getByText('Jun 30, 2026')).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Course sections' }));
    expect(tabs.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Students' }).getAttribute('href')).toBe(`/ongoing-courses/${COURSE_ID}/students`);
    expect(tabs.getByRole('link', { name: 'Course home' }).getAttribute('href')).toBe(`/${COURSE_ID}`);
    expect(tabs.getByRole('link', { name: 'Course settings' }).getAttribute('href')).toBe(`/${COURSE_ID}/course_settings`);
    // No LTI setup screen is installed: no LMS tab leading to a page that does not exist.
    expect(tabs.queryByRole('link', { name: 'LMS' })).toBeNull();
    expect(hrefOf('View students')).toBe(`/ongoing-courses/${COURSE_ID}/students`);
    expect(document.title).toMatch(/^Overview · Demo Course/);
  });

  it('shows the enrolment link students use and the lock state, with its toggles and a way to the course settings', async () => {
    renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    const link = (await screen.findByLabelText('Enrolment link')) as HTMLInputElement;
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/signup/${COURSE_ID}`);
    expect(await screen.findByText('Locked')).toBeTruthy();
    expect(screen.getByText('No new student can join with the enrolment link.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Enrolment locked' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'By invitation only' }) as HTMLInputElement).checked).toBe(false);
    expect(hrefOf('All course settings')).toBe(`/${COURSE_ID}/course_settings`);
  });

  it('tells an invitation-only course apart from an open one', async () => {
    const inviteOnly = { [SETTINGS]: { body: { settings: { _id: COURSE_ID, title: 'Demo Course', enrollment_locked: true, invite_only: true } } } };
    const { unmount } = renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor', inviteOnly), settings: REDESIGN });
    expect(await screen.findByText('By invitation only', { selector: '.badge' })).toBeTruthy();
    unmount();
    const open = { [SETTINGS]: { body: { settings: { _id: COURSE_ID, title: 'Demo Course', enrollment_locked: false, invite_only: false } } } };
    renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor', open), settings: REDESIGN });
    expect(await screen.findByText('Open')).toBeTruthy();
    expect(screen.getByText('Anyone with the enrolment link can join.')).toBeTruthy();
  });

  it('copies the enrolment link and says so; says how to copy it by hand when the browser cannot', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup/${COURSE_ID}`);
    expect(await screen.findByText('Enrolment link copied.')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy the link. Select it and copy it yourself.')).toBeTruthy();
  });

  it('never asks for the settings of a course the user only assists (that read is for instructors)', async () => {
    const { server } = renderApp({ path: OVERVIEW, user: ASSISTANT, routes: courseRoutes('assistant'), settings: REDESIGN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Course' })).toBeTruthy();
    expect(screen.getByText("The course's instructors decide whether the enrolment link is open.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Course settings' })).toBeNull();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(server.calls.some((call) => call.path === SETTINGS.replace('GET ', ''))).toBe(false);
  });

  it('is not found for a professor who does not teach the course, without asking for its roster', async () => {
    const { server } = renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes(null), settings: REDESIGN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(server.calls.some((call) => call.path === ROSTER.replace('GET ', ''))).toBe(false);
  });

  it('is not found for an address whose course id is not one', async () => {
    renderApp({ path: '/ongoing-courses/not-a-course', user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('redirects to /list with the redesign flag off', async () => {
    const { router } = renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });
});

describe('course cards', () => {
  it("/ongoing-courses cards open the course's overview; /list cards still open the course home", async () => {
    const { unmount } = renderApp({ path: '/ongoing-courses', user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    expect((await screen.findByRole('link', { name: /Demo Course/ })).getAttribute('href')).toBe(`/ongoing-courses/${COURSE_ID}`);
    unmount();
    renderApp({ path: '/list', user: INSTRUCTOR, routes: courseRoutes('instructor') });
    expect((await screen.findByRole('link', { name: /Demo Course/ })).getAttribute('href')).toBe(`/${COURSE_ID}`);
  });
});
