import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { defineWebPlugin, type ScreenProps } from '@lms/sdk/web';
import { COURSE_ID, INSTRUCTOR } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { courseRoutes, OVERVIEW, REDESIGN } from './ongoingCourseSupport.ts';

afterEach(resetBrowserState);

const PROGRAM_ID = '6b01345d00000000000000c1';
const LMS = `/ongoing-courses/${COURSE_ID}/lms`;
const ACTIVITY_SETTINGS = `/${PROGRAM_ID}/activity-settings/${COURSE_ID}`;

const paramsText = (params: ScreenProps<'lti_setup' | 'activity_settings'>['params']) => JSON.stringify(params);

/** Stand-ins for the LTI and activity-settings plugins: they show the parameters they were given. */
const ltiPlugin = defineWebPlugin({ id: 'test-lti', screens: { lti_setup: ({ params }: ScreenProps<'lti_setup'>) => <p>LTI setup {paramsText(params)}</p> } });
const activityPlugin = defineWebPlugin({ id: 'test-activity', screens: { activity_settings: ({ params }: ScreenProps<'activity_settings'>) => <p>Activity settings {paramsText(params)}</p> } });

describe('/ongoing-courses/{courseId}/lms', () => {
  it("shows the installed LTI setup screen for the course, inside the course's frame, and the overview links to it", async () => {
    const { unmount } = renderApp({ path: LMS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN, manifests: [ltiPlugin] });
    expect(await screen.findByText(`LTI setup ${paramsText({ courseId: COURSE_ID })}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LMS' }).getAttribute('aria-current')).toBe('page');
    unmount();
    renderApp({ path: OVERVIEW, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN, manifests: [ltiPlugin] });
    const tabs = within(await screen.findByRole('navigation', { name: 'Course sections' }));
    expect(tabs.getByRole('link', { name: 'LMS' }).getAttribute('href')).toBe(LMS);
  });

  it('is not found while no LTI setup screen is installed', async () => {
    renderApp({ path: LMS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/LTI setup/)).toBeNull();
  });
});

describe('/{programId}/activity-settings/{courseId}', () => {
  it("shows the installed activity settings screen for the course", async () => {
    renderApp({ path: ACTIVITY_SETTINGS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN, manifests: [activityPlugin] });
    expect(await screen.findByText(`Activity settings ${paramsText({ courseId: COURSE_ID })}`)).toBeTruthy();
  });

  it('starts its breadcrumbs at its program when the programs area is installed (issue 23 item 6)', async () => {
    const programsPlugin = defineWebPlugin({ id: 'test-programs', screens: { 'programs.detail': () => <p>Program detail</p> } });
    const { unmount } = renderApp({ path: ACTIVITY_SETTINGS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN, manifests: [activityPlugin, programsPlugin] });
    const crumbs = within(await screen.findByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Program' }).getAttribute('href')).toBe(`/programs/detail/${PROGRAM_ID}`);
    unmount();
    renderApp({ path: ACTIVITY_SETTINGS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN, manifests: [activityPlugin] });
    await screen.findByText(`Activity settings ${paramsText({ courseId: COURSE_ID })}`);
    expect(screen.queryByRole('link', { name: 'Program' })).toBeNull();
  });

  it('is not found while no activity settings screen is installed, or for a course id that is not one', async () => {
    const { unmount } = renderApp({ path: ACTIVITY_SETTINGS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    unmount();
    renderApp({ path: `/${PROGRAM_ID}/activity-settings/nope`, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN, manifests: [activityPlugin] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/Activity settings/)).toBeNull();
  });
});
