import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { accountRefs } from '../../src/index.ts';
import { DATE_FORMAT_MESSAGE, PASSWORD_RULE_MESSAGE, PHONE_MESSAGES } from '@lms/contract/rules';
import { clearBundle, freshEmail, professorPayload, setBundle, STRONG, studentPayload, tokenIn } from './support.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel();
});

afterAll(() => tk?.close());

afterEach(() => clearBundle(tk));

const count = async (table: string) => Number((await tk.kernel.knex(table).count({ n: '*' }).first())?.n);

describe('POST register/ (email validation on, the default)', () => {
  it('creates an unvalidated account, queues the validation email and logs nobody in', async () => {
    const client = tk.client();
    const payload = studentPayload();
    const response = await client.post('register/', payload);
    expect(response).toMatchObject({ status: 200, body: { status: 'user-unverified', errno: 'user-unverified', to: '/validate', email: payload.email } });
    expect(client.cookie('lms_session')).toBeUndefined();
    const row = await tk.kernel.knex('users').whereRaw('lower(email) = lower(?)', [payload.email as string]).first();
    expect(row).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', validated: false, instructor: false });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const [mail] = await tk.mailTo(payload.email as string);
    expect(mail).toMatchObject({ kind: 'validation', user_id: row.id });
    expect(mail!.subject).toBe('Please confirm your email for Learning Platform');
    expect(mail!.text).toContain(`${tk.url}/validate/`);
    expect(mail!.text).toContain(`${tk.url}/unsubscribe/`);
    expect(mail!.html).toContain('/validate/');
    expect(mail!.html).toContain('/unsubscribe/');
    expect(tokenIn(mail, '/validate/')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the requested course and enrols in it at the validating login', async () => {
    const course = await tk.createCourse();
    const payload = studentPayload({ course: course.courseId });
    await tk.client().post('register/', payload);
    const user = await tk.kernel.knex('users').where({ email: payload.email }).first();
    expect(user.pending_course_id).toBe(course.courseId);
    expect(await tk.kernel.knex('enrollments').where({ user_id: user.id })).toHaveLength(0);

    const validation = tokenIn((await tk.mailTo(payload.email as string))[0], '/validate/');
    const client = tk.client();
    const login = await client.post('login/', { email: payload.email, password: STRONG, validation });
    expect(login).toMatchObject({ status: 200, body: { status: 'ok', validated: true, to: `/${course.courseId}`, mongoId: user.id } });
    expect(await tk.kernel.knex('enrollments').where({ user_id: user.id, course_id: course.courseId })).toHaveLength(1);
    expect((await tk.kernel.knex('users').where({ id: user.id }).first()).pending_course_id).toBeNull();
    expect((await client.get('sayhi/')).status).toBe(200);
  });

  it('answers every missing field with the spec messages and stores nothing', async () => {
    const before = await count('users');
    const response = await tk.client().post('register/', { name: ' ', surname: '', email: '', password1: '', password2: '' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('Missing first name');
    expect(response.body.fields).toEqual([
      { field: 'name', message: 'Missing first name' },
      { field: 'surname', message: 'Missing last name' },
      { field: 'email', message: 'Missing e-mail' },
      { field: 'password1', message: 'Missing password' },
      { field: 'password2', message: 'Missing password confirmation' },
    ]);
    expect(await count('users')).toBe(before);
  });

  it('refuses a malformed email, a weak password, different passwords and a bad course id', async () => {
    const response = await tk.client().post('register/', studentPayload({ email: 'not-an-email', password1: 'weak', password2: 'other', course: 'nope' }));
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual([
      { field: 'email', message: 'Email adress invalid' },
      { field: 'password1', message: PASSWORD_RULE_MESSAGE },
      { field: 'password2', message: 'Passwords are not the same' },
      { field: 'course', message: 'That is not a valid course id' },
    ]);
  });

  it('checks the SMS phone rules', async () => {
    const noPhone = await tk.client().post('register/', studentPayload({ sms_notifications: true }));
    expect(noPhone.body.fields).toEqual([{ field: 'phone', message: PHONE_MESSAGES.neededForSms }]);
    const foreign = await tk.client().post('register/', studentPayload({ sms_notifications: true, phone: '+44 20 7946 0958' }));
    expect(foreign.body.fields).toEqual([{ field: 'phone', message: 'Notifications are only available for US phone numbers at this time.' }]);
    const letters = await tk.client().post('register/', studentPayload({ phone: 'call me' }));
    expect(letters.body.fields).toEqual([{ field: 'phone', message: PHONE_MESSAGES.format() }]);
    const ok = studentPayload({ sms_notifications: true, phone: '(555) 123-4567' });
    expect((await tk.client().post('register/', ok)).status).toBe(200);
    expect(await tk.kernel.knex('users').where({ email: ok.email }).first()).toMatchObject({ phone_number: '+15551234567', sms_notifications: true });
  });

  it('rejects unknown fields of the payload', async () => {
    const response = await tk.client().post('register/', studentPayload({ administrator: 2 }));
    expect(response).toMatchObject({ status: 422, body: { fields: [{ field: 'administrator', message: 'Unknown field "administrator"' }] } });
  });

  it('answers user-exists for a registered email, in any case', async () => {
    const existing = await tk.createUser('student');
    const before = await count('users');
    const response = await tk.client().post('register/', studentPayload({ email: existing.email.toUpperCase() }));
    expect(response).toMatchObject({ status: 409, body: { errno: 'user-exists' } });
    expect(await count('users')).toBe(before);
  });

  it("requires the label bundle's student fields ('Missing {label}') and stores them", async () => {
    await setBundle(tk, { student_fields: { university: 'School', student_id: 'Student number' } });
    const missing = await tk.client().post('register/', studentPayload());
    // jsonb keeps object keys in its own order: compare as a set.
    expect(missing.body.fields).toHaveLength(2);
    expect(missing.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'fields/university', message: 'Missing School' },
        { field: 'fields/student_id', message: 'Missing Student number' },
      ]),
    );
    const unknown = await tk.client().post('register/', studentPayload({ fields: { university: 'MIT', student_id: '42', shoe_size: '9' } }));
    expect(unknown.body.fields).toEqual([{ field: 'fields/shoe_size', message: 'Unknown field "shoe_size"' }]);
    const payload = studentPayload({ fields: { university: ' MIT ', student_id: '42' } });
    expect((await tk.client().post('register/', payload)).status).toBe(200);
    expect(await tk.kernel.knex('users').where({ email: payload.email }).first()).toMatchObject({ university: 'MIT', profile_fields: { student_id: '42' } });
  });
});

describe('POST register/ with email validation off', () => {
  it('logs the user in and sends them to the course they asked for', async () => {
    await setBundle(tk, { email_validation: false });
    const course = await tk.createCourse();
    const client = tk.client();
    const payload = studentPayload({ course: course.courseId, toc: true });
    const response = await client.post('register/', payload);
    expect(response).toMatchObject({ status: 200, body: { status: 'user registered', to: `/${course.courseId}` } });
    expect(response.body.sub_error).toBeUndefined();
    const me = await client.get('sayhi/');
    expect(me.body).toMatchObject({ email: payload.email, firstname: 'Ada' });
    expect(await tk.kernel.knex('enrollments').where({ user_id: me.body.mongoId, course_id: course.courseId })).toHaveLength(1);
    const row = await tk.kernel.knex('users').where({ id: me.body.mongoId }).first();
    expect(row.validated).toBe(true);
    expect(row.toc_accepted_at).not.toBeNull();
    expect(await tk.mailTo(payload.email as string)).toHaveLength(0);
  });

  it('registers anyway when the course refuses, with the sub_error', async () => {
    await setBundle(tk, { email_validation: false });
    const locked = await tk.createCourse({ settings: { enrollment_locked: true } });
    const response = await tk.client().post('register/', studentPayload({ course: locked.courseId }));
    expect(response.body).toEqual({ status: 'user registered', to: '/list', sub_error: 'Unable to complete enrollment in the course' });
    const unknown = await tk.client().post('register/', studentPayload({ course: 'f'.repeat(24) }));
    expect(unknown.body).toEqual({ status: 'user registered', to: '/list', sub_error: 'Unable to complete enrollment in the course' });
  });

  it('sends a bundle buyer to the bundle, others to the list', async () => {
    await setBundle(tk, { email_validation: false });
    expect((await tk.client().post('register/', studentPayload({ bundle: 'spring-bundle' }))).body).toEqual({ status: 'user registered', to: '/list/bundle/spring-bundle' });
    expect((await tk.client().post('register/', studentPayload())).body).toEqual({ status: 'user registered', to: '/list' });
  });
});

describe('POST register_professor/', () => {
  it('creates a professor account and keeps what was entered, state defaulting to Other', async () => {
    const course = await tk.createCourse();
    const payload = professorPayload({ course: course.courseId });
    const response = await tk.client().post('register_professor/', payload);
    expect(response.body).toEqual({ status: 'user-unverified', errno: 'user-unverified', to: '/validate', email: payload.email });
    const user = await tk.kernel.knex('users').where({ email: payload.email }).first();
    expect(user).toMatchObject({ instructor: true, validated: false, role_title: 'Professor of Mathematics', university: 'State University', state: 'Other', phone_number: '+15551234567' });
    expect(user.toc_accepted_at).not.toBeNull();
    const details = await tk.kernel.knex('professor_registrations').where({ user_id: user.id }).first();
    expect(details).toMatchObject({ role: 'Professor of Mathematics', university: 'State University', state: 'Other', course_id: course.courseId, course_title: null });
    expect((await tk.mailTo(payload.email as string))[0]?.kind).toBe('validation');
  });

  it('answers the professor messages and stores nothing', async () => {
    const before = await count('professor_registrations');
    const response = await tk.client().post('register_professor/', { name: 'Grace', surname: 'Hopper', email: freshEmail(), password1: STRONG, password2: STRONG });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual([
      { field: 'phone', message: 'Missing phone number' },
      { field: 'role', message: 'Missing Title/Role' },
      { field: 'university', message: 'Missing institution' },
      { field: 'professorTick', message: 'Professors need additional confirmation' },
      { field: 'toc', message: 'You have to accept the Terms and Conditions' },
    ]);
    expect(await count('professor_registrations')).toBe(before);
  });

  it("asks for the course fields the bundle's additional_fields demand, and checks the date", async () => {
    await setBundle(tk, { additional_fields: ['course_title', 'course_start_date', 'course_enrollment'] });
    const missing = await tk.client().post('register_professor/', professorPayload());
    expect(missing.body.fields).toEqual([
      { field: 'course_title', message: 'Missing course name and number' },
      { field: 'course_start_date', message: 'Missing course start date' },
      { field: 'course_enrollment', message: 'Missing expected enrollment count' },
    ]);
    const badDate = await tk.client().post('register_professor/', professorPayload({ course_title: 'MATH 101', course_start_date: '2027-02-30', course_enrollment: '40' }));
    expect(badDate.body.fields).toEqual([{ field: 'course_start_date', message: DATE_FORMAT_MESSAGE }]);
    const payload = professorPayload({ course_title: 'MATH 101', course_start_date: '2027-01-18', course_enrollment: '40', state: 'TX' });
    expect((await tk.client().post('register_professor/', payload)).status).toBe(200);
    const user = await tk.kernel.knex('users').where({ email: payload.email }).first();
    const details = await tk.kernel.knex('professor_registrations').where({ user_id: user.id }).first();
    expect(details).toMatchObject({ state: 'TX', course_title: 'MATH 101', course_enrollment: '40' });
    expect(details.course_start_date).not.toBeNull();
  });

  it('logs the professor in when the brand does not validate emails', async () => {
    await setBundle(tk, { email_validation: false });
    const client = tk.client();
    const response = await client.post('register_professor/', professorPayload());
    expect(response.body).toEqual({ status: 'user registered', to: '/list' });
    expect((await client.get('sayhi/')).body).toMatchObject({ instructor: true, firstname: 'Grace' });
  });

  it('answers user-exists', async () => {
    const existing = await tk.createUser('instructor');
    expect((await tk.client().post('register_professor/', professorPayload({ email: existing.email }))).body.errno).toBe('user-exists');
  });
});

describe('POST lti_register', () => {
  const lti = () => tk.kernel.resolve(accountRefs.ltiRegistrations);

  it('completes a pending registration with a password, logs in and answers the deeplink', async () => {
    const pending = await lti().createPending({ ltiUserId: 'platform-user-1', deeplink: '/abc/lesson' });
    const client = tk.client();
    const payload = { lti_registration: pending.id, name: 'Lin', surname: 'Ti', email: freshEmail('lti'), password1: STRONG, password2: STRONG, university: 'LTI College', toc: true, role_id: 'Learner' };
    const response = await client.post('lti_register', payload);
    expect(response).toMatchObject({ status: 200, body: { status: 'user registered', deeplink: 'abc/lesson' } });
    const me = await client.get('sayhi/');
    expect(me.body).toMatchObject({ email: payload.email, lti_user_id: 'platform-user-1', ltinopwd: false, university: 'LTI College', instructor: false });
    expect(await tk.kernel.knex('users').where({ id: me.body.mongoId }).first()).toMatchObject({ validated: true, role_title: 'Learner' });
    expect((await tk.client().post('login/', { email: payload.email, password: STRONG })).status).toBe(200);

    const again = await tk.client().post('lti_register', { ...payload, email: freshEmail('lti') });
    expect(again).toMatchObject({ status: 404, body: { errno: 'lti-registration-invalid', error: "Couldn't find your lti cookie..." } });
  });

  it("makes a password-less account when the passwords are '-' (it cannot log in with a password)", async () => {
    const pending = await lti().createPending({ ltiUserId: 'platform-teacher', deeplink: 'course/x', instructor: true });
    const client = tk.client();
    const email = freshEmail('lti');
    const response = await client.post('lti_register', { lti_registration: pending.id, name: 'No', surname: 'Password', email, password1: '-', password2: '-', university: 'LTI College', toc: true });
    expect(response.body).toEqual({ status: 'user registered', deeplink: 'course/x' });
    expect((await client.get('sayhi/')).body).toMatchObject({ ltinopwd: true, instructor: true });
    expect((await tk.kernel.knex('users').where({ email }).first()).password_hash).toBeNull();
    expect((await tk.client().post('login/', { email, password: '-' })).body.errno).toBe('invalid-credentials');
  });

  it('answers the LTI messages, and lti-registration-invalid for an unknown or expired registration', async () => {
    const pending = await lti().createPending({ ltiUserId: 'platform-user-2', deeplink: 'x' });
    const invalid = await tk.client().post('lti_register', { lti_registration: pending.id, name: 'A', surname: 'B', email: freshEmail(), password1: STRONG, password2: STRONG, university: '', toc: false, sms_notifications: true });
    expect(invalid.body.fields).toEqual([
      { field: 'university', message: 'Missing institution' },
      { field: 'toc', message: 'You have to accept the Terms and Conditions' },
      { field: 'phone', message: 'Please enter a phone number if you wish to receive SMS notifications' },
    ]);
    const payload = { name: 'A', surname: 'B', email: freshEmail(), password1: '-', password2: '-', university: 'U', toc: true };
    expect((await tk.client().post('lti_register', { ...payload, lti_registration: 'a'.repeat(24) })).body.errno).toBe('lti-registration-invalid');
    expect((await tk.client().post('lti_register', payload)).body.errno).toBe('lti-registration-invalid');
    tk.clock.advance(2 * 3600 * 1000 + 1000);
    try {
      expect((await tk.client().post('lti_register', { ...payload, lti_registration: pending.id })).body.errno).toBe('lti-registration-invalid');
    } finally {
      tk.clock.reset();
    }
    expect(await tk.kernel.knex('users').where({ email: payload.email })).toHaveLength(0);
  });

  it('refuses a deeplink to another site', async () => {
    await expect(lti().createPending({ ltiUserId: 'u', deeplink: 'https://evil.example/' })).rejects.toThrow(/path of this site/);
    expect((await lti().createPending({ ltiUserId: 'u', deeplink: '//evil.example/x' })).id).toMatch(/^[0-9a-f]{24}$/);
    expect(await tk.kernel.knex('lti_registrations').where({ lti_user_id: 'u' }).first('deeplink')).toEqual({ deeplink: 'evil.example/x' });
  });
});

describe('GET states and get_title/{courseId}', () => {
  it('lists the US states and Canadian provinces, then Other', async () => {
    const { body } = await tk.client().get('states');
    expect(body.states).toContainEqual({ abbr: 'TX', name: 'Texas' });
    expect(body.states).toContainEqual({ abbr: 'ON', name: 'Ontario' });
    expect(body.states.at(-1)).toEqual({ abbr: 'Other', name: 'Other' });
    expect(body.states).toHaveLength(52 + 13 + 1);
  });

  it("answers a course's title to anyone, not-found otherwise", async () => {
    const course = await tk.createCourse({ title: 'Biology 101' });
    expect((await tk.client().get(`get_title/${course.courseId}`)).body).toEqual({ _id: course.courseId, title: 'Biology 101' });
    expect((await tk.client().get(`get_title/${'0'.repeat(24)}`)).status).toBe(404);
    expect((await tk.client().get('get_title/nope')).status).toBe(404);
  });
});
