import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { INSTRUCTOR, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

const NEW_ID = '6b01345dd0f1c9a1b685f1aa';
const COURSES = {
  'GET /server/courses/': {
    body: {
      courses: [
        { _id: '6b01345dd0f1c9a1b685f101', title: 'Algebra', subtitle: null, role: 'instructor', end_date: null },
        { _id: '6b01345dd0f1c9a1b685f102', title: 'Biology', subtitle: null, role: 'assistant', end_date: null },
      ],
    },
  },
};
const allowed = (choose_instructor: boolean) => ({ 'GET /server/course_creation/': { body: { allowed: true, choose_instructor } } });
const axeViolations = async () =>
  (await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

describe('New course on /list (issue 24 item 3)', () => {
  it('creates a copy of a taught course with its dates, then opens it', async () => {
    const { server, router } = renderApp({
      path: '/list',
      user: INSTRUCTOR,
      routes: { ...COURSES, ...allowed(false), 'POST /server/courses/': { body: { message: 'Course created.', course: { _id: NEW_ID, title: 'Algebra 2027' } } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    expect(within(dialog).queryByLabelText("Instructor's email")).toBeNull();
    // Only taught courses can be copied (an assisted one cannot be edited).
    const from = within(dialog).getByLabelText('Start from') as HTMLSelectElement;
    expect([...from.options].map((option) => option.text)).toEqual(['An empty course', 'A copy of Algebra']);
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Algebra 2027');
    await userEvent.type(within(dialog).getByLabelText('Start date'), '2027-01-10');
    await userEvent.type(within(dialog).getByLabelText('End date'), '2027-05-30');
    await userEvent.selectOptions(from, 'A copy of Algebra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${NEW_ID}`));
    const sent = server.calls.find((call) => call.method === 'POST' && call.path.endsWith('/courses/'));
    expect(sent?.body).toEqual({ title: 'Algebra 2027', startDate: '2027-01-10T00:00:00.000Z', end_date: '2027-05-30T00:00:00.000Z', copy_of: '6b01345dd0f1c9a1b685f101' });
  });

  it('checks the title and the dates before sending, and shows the server’s refusal at its field', async () => {
    const { server } = renderApp({
      path: '/list',
      user: SITE_ADMIN,
      routes: {
        ...COURSES,
        ...allowed(true),
        'POST /server/courses/': { status: 422, body: { errno: 'validation-failed', error: 'No account has this email.', fields: [{ field: 'instructor_email', message: 'No account has this email.' }] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await userEvent.type(within(dialog).getByLabelText('Start date'), '2027-05-01');
    await userEvent.type(within(dialog).getByLabelText('End date'), '2027-04-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(await within(dialog).findByText('Please enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('The end date must be after the start date.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('End date'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'For someone');
    await userEvent.type(within(dialog).getByLabelText("Instructor's email"), 'nobody@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(await within(dialog).findByText('No account has this email.')).toBeTruthy();
    expect(within(dialog).getByLabelText("Instructor's email").getAttribute('aria-invalid')).toBe('true');
  });

  it('is not offered when the server says no, nor asked for by a student', async () => {
    const refused = renderApp({ path: '/list', user: INSTRUCTOR, routes: { ...COURSES, 'GET /server/course_creation/': { body: { allowed: false, choose_instructor: false, reason: 'off' } } } });
    await screen.findByRole('link', { name: /Algebra/ });
    await waitFor(() => expect(refused.server.calls.some((call) => call.path.endsWith('course_creation/'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'New course' })).toBeNull();
    refused.unmount();
    const student = renderApp({ path: '/list', user: STUDENT, routes: COURSES });
    await screen.findByRole('link', { name: /Algebra/ });
    expect(screen.queryByRole('button', { name: 'New course' })).toBeNull();
    expect(student.server.calls.some((call) => call.path.endsWith('course_creation/'))).toBe(false);
  });
});
