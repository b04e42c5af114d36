import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DATE_FORMAT_MESSAGE, PASSWORD_RULE_MESSAGE } from '@lms/contract/rules';
import { COURSE_ID, INSTRUCTOR, OUTLINE } from './support/fixtures.ts';
import { errorOf } from './support/fieldError.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeAnswer, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const PASSWORD = 'LearnDemo-2026';
const OTHER_COURSE = '6b01345d00000000000000c3';
const COURSE_FIELDS = ['course_title', 'course_start_date', 'course_enrollment'];
const STATES = { body: { states: [{ abbr: 'NY', name: 'New York' }, { abbr: 'ON', name: 'Ontario' }, { abbr: 'Other', name: 'Other' }] } };

function professorRoutes(answer: FakeAnswer | ((body: unknown) => FakeAnswer), extra: FakeRoutes = {}): FakeRoutes {
  let signedIn = false;
  return {
    'GET /server/states': STATES,
    'POST /server/register_professor/': (body) => {
      const reply = typeof answer === 'function' ? answer(body) : answer;
      signedIn = (reply.body as { status?: string } | undefined)?.status === 'user registered';
      return reply;
    },
    'GET /server/sayhi/': () => (signedIn ? { body: INSTRUCTOR } : NOT_LOGGED),
    'GET /server/courses/': { body: { courses: [] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/get_title/${COURSE_ID}`]: { body: { _id: COURSE_ID, title: 'Demo Course' } },
    ...extra,
  };
}

const professorCall = (server: { calls: { path: string; body: unknown }[] }) => server.calls.find((call) => call.path === '/server/register_professor/');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create instructor account' }));

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Dana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Whitfield');
  await userEvent.type(screen.getByLabelText('Email'), 'dana@example.edu');
  await userEvent.type(screen.getByLabelText('Phone number'), '555 123 4567');
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await userEvent.type(screen.getByLabelText('Title/Role'), 'Professor');
  await userEvent.type(screen.getByLabelText('Institution'), 'State College');
  await userEvent.click(screen.getByLabelText('I confirm that I am an instructor at this institution'));
  await userEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
}

describe('/professor_registration/{id}', () => {
  it("shows every professor rule's message at its field and calls nothing", async () => {
    const { server } = renderApp({ path: `/professor_registration/${COURSE_ID}`, user: null, settings: { additional_fields: COURSE_FIELDS }, routes: professorRoutes({ body: {} }) });
    await screen.findByLabelText('First name');
    await submit();
    expect(errorOf('First name')).toBe('Missing first name');
    expect(errorOf('Last name')).toBe('Missing last name');
    expect(errorOf('Email')).toBe('Missing e-mail');
    expect(errorOf('Phone number')).toBe('Missing phone number');
    expect(errorOf('Password')).toBe('Missing password');
    expect(errorOf('Confirm password')).toBe('Missing password confirmation');
    expect(errorOf('Title/Role')).toBe('Missing Title/Role');
    expect(errorOf('Institution')).toBe('Missing institution');
    expect(errorOf('Course name and number')).toBe('Missing course name and number');
    expect(errorOf('Course start date (mm/dd/yyyy hh:mm)')).toBe('Missing course start date');
    expect(errorOf('Expected enrollment count')).toBe('Missing expected enrollment count');
    expect(errorOf('I confirm that I am an instructor at this institution')).toBe('Professors need additional confirmation');
    expect(errorOf('I accept the Terms and Conditions')).toBe('You have to accept the Terms and Conditions');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(professorCall(server)).toBeUndefined();
  });

  it('checks the password rule and the typed start date', async () => {
    renderApp({ path: `/professor_registration/${COURSE_ID}`, user: null, settings: { additional_fields: ['course_start_date'] }, routes: professorRoutes({ body: {} }) });
    await fillIn();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'weakpassword');
    await userEvent.type(screen.getByLabelText('Course start date (mm/dd/yyyy hh:mm)'), '02/31/2027 09:00');
    await submit();
    expect(errorOf('Password')).toBe(PASSWORD_RULE_MESSAGE);
    expect(errorOf('Confirm password')).toBe('Passwords are not the same');
    expect(errorOf('Course start date (mm/dd/yyyy hh:mm)')).toBe(DATE_FORMAT_MESSAGE);
    expect(screen.queryByLabelText('Course name and number')).toBeNull();
  });

  it('registers with the route course, the chosen state and the start date as ISO, then goes to `to`', async () => {
    const { router, server, shell } = renderApp({
      path: `/professor_registration/${COURSE_ID}`,
      user: null,
      settings: { additional_fields: COURSE_FIELDS },
      routes: professorRoutes({ body: { status: 'user registered', to: '/list' } }),
    });
    expect(await screen.findByText('Demo Course')).toBeTruthy();
    await fillIn();
    await userEvent.selectOptions(screen.getByLabelText('State or province'), 'ON');
    await userEvent.type(screen.getByLabelText('Course name and number'), 'BIO 101');
    await userEvent.type(screen.getByLabelText('Course start date (mm/dd/yyyy hh:mm)'), '09/01/2027 08:30');
    await userEvent.type(screen.getByLabelText('Expected enrollment count'), '120');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(shell.session.state.status).toBe('signed-in');
    expect(professorCall(server)?.body).toEqual({
      name: 'Dana',
      surname: 'Whitfield',
      email: 'dana@example.edu',
      phone: '555 123 4567',
      sms_notifications: false,
      password1: PASSWORD,
      password2: PASSWORD,
      role: 'Professor',
      university: 'State College',
      state: 'ON',
      professorTick: true,
      toc: true,
      course: COURSE_ID,
      course_title: 'BIO 101',
      course_start_date: new Date(2027, 8, 1, 8, 30).toISOString(),
      course_enrollment: '120',
    });
  });

  it('defaults the state to Other and keeps the built-in US/Canada list when the states call fails', async () => {
    renderApp({ path: `/professor_registration/${COURSE_ID}`, user: null, routes: professorRoutes({ body: {} }, { 'GET /server/states': { status: 500, body: {} } }) });
    const select = (await screen.findByLabelText('State or province')) as HTMLSelectElement;
    expect(select.value).toBe('Other');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Saskatchewan' })).toBeTruthy());
    expect(within(select).getByRole('option', { name: 'Texas' })).toBeTruthy();
  });

  it("uses the server's states when it answers", async () => {
    renderApp({ path: `/professor_registration/${COURSE_ID}`, user: null, routes: professorRoutes({ body: {} }) });
    const select = (await screen.findByLabelText('State or province')) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['New York', 'Ontario', 'Other']));
  });

  it.each([
    ['the course query parameter', `/professor_registration/demo?course=${OTHER_COURSE}`, undefined, OTHER_COURSE],
    ['the stored demo course', '/professor_registration/demo', OTHER_COURSE, OTHER_COURSE],
    ['no course at all', '/professor_registration/demo', undefined, undefined],
  ])('takes the course from %s when the route has none', async (_case, path, demo, expected) => {
    if (demo) window.sessionStorage.setItem('lms_demo_course', demo);
    const { server } = renderApp({ path, user: null, routes: professorRoutes({ status: 409, body: { errno: 'user-exists', error: 'An account with this email already exists. Please log in.' } }) });
    await fillIn();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists. Please log in.');
    expect((professorCall(server)?.body as { course?: string }).course).toBe(expected);
  });

  it("shows the server's field messages at the fields", async () => {
    const invalid = { status: 422, body: { errno: 'validation-failed', error: 'Missing institution', fields: [{ field: 'university', message: 'Missing institution' }] } };
    renderApp({ path: `/professor_registration/${COURSE_ID}`, user: null, routes: professorRoutes(invalid) });
    await fillIn();
    await submit();
    await waitFor(() => expect(errorOf('Institution')).toBe('Missing institution'));
    expect(document.activeElement).toBe(screen.getByLabelText('Institution'));
  });

  it('keeps the email and opens /validate when the account must be validated', async () => {
    const { router } = renderApp({
      path: `/professor_registration/${COURSE_ID}`,
      user: null,
      routes: professorRoutes({ body: { status: 'user-unverified', errno: 'user-unverified', to: '/validate', email: 'dana@example.edu' } }),
    });
    await fillIn();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/validate'));
    expect(window.sessionStorage.getItem('lms_unverified_email')).toBe('dana@example.edu');
  });
});
