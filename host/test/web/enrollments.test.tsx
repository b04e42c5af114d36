import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { COURSE_ID, INSTRUCTOR } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { ADA, AMY, BOB, courseRoutes, SETTINGS, UNENROL } from './ongoingCourseSupport.ts';

afterEach(resetBrowserState);

const PATH = `/${COURSE_ID}/enrollments`;
const ENROLLMENTS = `GET /server/stats/enrollments/${COURSE_ID}`;
const SAVE = `PUT /server/collection/courses/${COURSE_ID}/`;

const enrolled = (entry: typeof ADA, details: { date: string; paid?: string | null; access?: string | null }) => ({
  ...entry,
  enrolled: { days_since: entry.enrolled.days_since, date: details.date },
  paid: Boolean(details.paid),
  paid_at: details.paid ?? null,
  ccpayment: Boolean(details.paid),
  access_end_date: details.access ?? '2026-06-30T12:00:00.000Z',
  payment_due_date: details.paid ? null : details.date,
});

const ADA_E = enrolled(ADA, { date: '2026-02-01T12:00:00.000Z', paid: '2026-02-02T12:00:00.000Z' });
const AMY_E = enrolled(AMY, { date: '2026-02-12T12:00:00.000Z' });
const BOB_E = enrolled(BOB, { date: '2026-02-13T12:00:00.000Z' });

const answer = (students = [ADA_E, AMY_E, BOB_E], over: Record<string, unknown> = {}) => ({
  body: { students, enrollment_locked: true, invite_only: false, payment_required: true, may_unenroll: true, may_change_lock: true, ...over },
});

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none: contrast is the journeys'). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const rowNames = () =>
  within(screen.getByRole('grid', { name: /Enrolled students/ }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/{courseId}/enrollments', () => {
  it('lists the students with email, enrolment date and days since, paid and access end date', async () => {
    renderApp({ path: PATH, user: INSTRUCTOR, routes: courseRoutes('instructor', { [ENROLLMENTS]: answer() }) });
    expect(await screen.findByRole('heading', { name: 'Enrollments', level: 1 })).toBeTruthy();
    expect(rowNames()).toEqual(['Adams, Ada', 'Brown, Amy', 'Brown, Bob']);
    const ada = screen.getByRole('row', { name: /Adams, Ada/ });
    expect(within(ada).getByText('ada@example.org')).toBeTruthy();
    expect(within(ada).getByText('Feb 1, 2026 (12 days)')).toBeTruthy();
    expect(within(ada).getByText('Yes, Feb 2, 2026')).toBeTruthy();
    expect(within(ada).getByText('Jun 30, 2026')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Brown, Amy/ })).getByText('No')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Course' })).getByRole('link', { name: 'Enrollments' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('checkbox', { name: 'By invitation only' });
    expect(await violations(document.body)).toEqual([]);
  });

  it('searches by name or email', async () => {
    renderApp({ path: PATH, user: INSTRUCTOR, routes: courseRoutes('instructor', { [ENROLLMENTS]: answer() }) });
    await userEvent.type(await screen.findByLabelText('Search by name or email'), 'brown');
    expect(rowNames()).toEqual(['Brown, Amy', 'Brown, Bob']);
    expect(screen.getByText('2 of 3 students shown')).toBeTruthy();
  });

  it('un-enrols the selected students after a confirmation, then reloads the list', async () => {
    let removed = false;
    const routes = courseRoutes('instructor', {
      [ENROLLMENTS]: () => answer(removed ? [BOB_E] : [ADA_E, AMY_E, BOB_E]),
      [UNENROL]: () => {
        removed = true;
        return { body: { removed: 2 } };
      },
    });
    const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Adams' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Amy Brown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Un-enroll selected (2)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove from course?' });
    expect(within(dialog).getByText('Ada Adams (ada@example.org)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Selected students have been removed.')).toBeTruthy();
    expect(server.calls.filter((call) => `${call.method} ${call.path}` === UNENROL).map((call) => call.body)).toEqual([{ courseId: COURSE_ID, students: [ADA._id, AMY._id] }]);
    await waitFor(() => expect(rowNames()).toEqual(['Brown, Bob']));
  });

  it("says 'Could not unenroll students (server error).' when the removal fails", async () => {
    const routes = courseRoutes('instructor', { [ENROLLMENTS]: answer(), [UNENROL]: { status: 500, body: { errno: 'internal-error', error: 'Internal error' } } });
    renderApp({ path: PATH, user: INSTRUCTOR, routes });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Bob Brown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Un-enroll selected (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Could not unenroll students (server error).')).toBeTruthy();
    expect(rowNames()).toEqual(['Adams, Ada', 'Brown, Amy', 'Brown, Bob']);
  });

  it('toggles the lock with the rule: invitation only locks, unlocking ends invitation only', async () => {
    let stored = { enrollment_locked: false, invite_only: false };
    const routes = courseRoutes('instructor', {
      [ENROLLMENTS]: () => answer(undefined, stored),
      [SETTINGS]: () => ({ body: { settings: { _id: COURSE_ID, title: 'Demo', ...stored } } }),
      [SAVE]: (body) => {
        stored = { ...stored, ...(body as typeof stored) };
        return { body: { status: 'Course settings updated', settings: { _id: COURSE_ID, title: 'Demo', ...stored } } };
      },
    });
    const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes });
    const inviteOnly = (await screen.findByRole('checkbox', { name: 'By invitation only' })) as HTMLInputElement;
    expect(screen.getByText('Open', { selector: '.badge' })).toBeTruthy();
    await userEvent.click(inviteOnly);
    await waitFor(() => expect(screen.getByText('By invitation only', { selector: '.badge' })).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: 'Enrolment locked' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Enrolment locked' }) as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enrolment locked' }));
    await waitFor(() => expect(screen.getByText('Open', { selector: '.badge' })).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: 'By invitation only' }) as HTMLInputElement).checked).toBe(false);
    expect(server.calls.filter((call) => `${call.method} ${call.path}` === SAVE).map((call) => call.body)).toEqual([
      { enrollment_locked: true, invite_only: true },
      { enrollment_locked: false, invite_only: false },
    ]);
  });

  it('shows an assistant without manager rights the list and the lock read-only, without un-enrolling', async () => {
    renderApp({ path: PATH, user: INSTRUCTOR, routes: courseRoutes('assistant', { [ENROLLMENTS]: answer(undefined, { may_unenroll: false, may_change_lock: false }) }) });
    await screen.findByRole('grid', { name: /Enrolled students/ });
    expect(screen.getByText('Locked', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Enrolment locked' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Un-enroll/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Ada Adams' })).toBeNull();
  });

  it('sends a student to the course root without asking for the enrolments', async () => {
    const { server, router } = renderApp({ path: PATH, user: INSTRUCTOR, routes: courseRoutes('student', { [ENROLLMENTS]: answer() }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(server.calls.some((call) => call.path.includes('stats/enrollments'))).toBe(false);
  });
});
