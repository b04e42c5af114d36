import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { newId } from '../../src/index.ts';
import { PASSWORD_RULE_MESSAGE, PHONE_MESSAGES } from '@lms/contract/rules';
import { clearBundle, setBundle } from './support.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel();
});

afterAll(() => tk?.close());

afterEach(() => clearBundle(tk));

describe('GET sayhi/', () => {
  it('answers every field of the spec session user', async () => {
    const user = await tk.createUser('student', { firstname: 'Sam', lastname: 'Doe' });
    const { body } = await (await tk.loginAs(user)).get('sayhi/');
    expect(body).toEqual({
      mongoId: user.id,
      name: 'Sam Doe',
      firstname: 'Sam',
      lastname: 'Doe',
      email: user.email,
      instructor: false,
      administrator: 0,
      program_administrator: false,
      university: null,
      accountType: 'standard',
      phoneNumber: null,
      email_notifications: true,
      sms_notifications: false,
      thumbnailUrl: null,
      description: null,
      ltinopwd: false,
      lti_user_id: null,
      badges: [],
      credits: 0,
    });
  });
});

describe('POST update_profile/', () => {
  it('saves names, university, description and notifications and answers the session user', async () => {
    const user = await tk.createUser('student');
    const client = await tk.loginAs(user);
    const response = await client.post('update_profile/', { firstname: ' Alex ', lastname: 'Kim', university: 'Tech', description: 'Hi', email_notifications: false });
    expect(response.body).toMatchObject({ mongoId: user.id, name: 'Alex Kim', firstname: 'Alex', university: 'Tech', description: 'Hi', email_notifications: false });
    expect((await client.get('sayhi/')).body).toMatchObject({ firstname: 'Alex', lastname: 'Kim' });
  });

  it("answers 'Please fill in all profile fields' and stores nothing", async () => {
    const user = await tk.createUser('student', { firstname: 'Keep' });
    const client = await tk.loginAs(user);
    const response = await client.post('update_profile/', { firstname: '', lastname: 'X' });
    expect(response).toMatchObject({ status: 422, body: { error: 'Please fill in all profile fields', fields: [{ field: 'firstname', message: 'Please fill in all profile fields' }] } });
    expect((await client.post('update_profile/', { firstname: 'A' })).body.fields).toEqual([{ field: 'lastname', message: 'Please fill in all profile fields' }]);
    expect((await client.get('sayhi/')).body.firstname).toBe('Keep');
  });

  it('requires a university of 2 characters when the brand asks for one', async () => {
    await setBundle(tk, { student_fields: { university: 'School' } });
    const client = await tk.loginAs(await tk.createUser('student'));
    expect((await client.post('update_profile/', { firstname: 'A', lastname: 'B', university: 'X' })).body.fields).toEqual([{ field: 'university', message: 'Please fill in all profile fields' }]);
    expect((await client.post('update_profile/', { firstname: 'A', lastname: 'B', university: 'XY' })).status).toBe(200);
  });

  it('refuses a name change on a Google account (name-locked), but saves its other fields', async () => {
    const user = await tk.createUser('student', { firstname: 'Goo', lastname: 'Gle' });
    await tk.kernel.knex('users').where({ id: user.id }).update({ account_type: 'google' });
    const client = await tk.loginAs(user);
    const refused = await client.post('update_profile/', { firstname: 'Other', lastname: 'Gle' });
    expect(refused).toMatchObject({ status: 403, body: { errno: 'name-locked' } });
    const saved = await client.post('update_profile/', { firstname: 'Goo', lastname: 'Gle', description: 'Still me' });
    expect(saved.body).toMatchObject({ firstname: 'Goo', description: 'Still me' });
  });

  it('needs a session', async () => {
    expect((await tk.client().post('update_profile/', { firstname: 'A', lastname: 'B' })).body.errno).toBe('not-logged');
  });
});

describe('POST update_password/', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await tk.createUser('student');
    const here = await tk.loginAs(user);
    const elsewhere = await tk.loginAs(user);
    const response = await here.post('update_password/', { current_password: user.password, new_password: 'Changed-passw0rd!' });
    expect(response.body).toEqual({ status: 'ok' });
    expect((await here.get('noop')).status).toBe(200);
    expect((await elsewhere.get('noop')).status).toBe(401);
    expect((await tk.client().post('login/', { email: user.email, password: 'Changed-passw0rd!' })).status).toBe(200);
  });

  it("answers password-incorrect ('Incorrect password') and the password rule", async () => {
    const user = await tk.createUser('student');
    const client = await tk.loginAs(user);
    expect(await client.post('update_password/', { current_password: 'Wrong-passw0rd!', new_password: 'Changed-passw0rd!' })).toMatchObject({
      status: 403,
      body: { errno: 'password-incorrect', error: 'Incorrect password' },
    });
    expect((await client.post('update_password/', { current_password: user.password, new_password: 'short' })).body.fields).toEqual([{ field: 'new_password', message: PASSWORD_RULE_MESSAGE }]);
    expect((await client.post('update_password/', { new_password: 'Changed-passw0rd!' })).body.fields).toEqual([{ field: 'current_password', message: 'Please enter your password' }]);
    expect((await tk.client().post('login/', { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('POST verify_phone/ and update_phone/', () => {
  it('answers the canonical number without storing it', async () => {
    const user = await tk.createUser('student');
    const client = await tk.loginAs(user);
    expect((await client.post('verify_phone/', { number: '555.123.4567', sms_notifications: true })).body).toEqual({ status: 'ok', number: '+15551234567' });
    expect((await client.post('verify_phone/', { number: '+44 20 7946 0958', sms_notifications: false })).body).toEqual({ status: 'ok', number: '+442079460958' });
    expect((await client.post('verify_phone/', { number: '+44 20 7946 0958', sms_notifications: true })).body.fields).toEqual([{ field: 'number', message: PHONE_MESSAGES.usOnly }]);
    expect((await client.post('verify_phone/', { number: '12345', sms_notifications: false })).body.fields).toEqual([{ field: 'number', message: PHONE_MESSAGES.format() }]);
    expect((await client.get('sayhi/')).body.phoneNumber).toBeNull();
  });

  it('stores, then removes, the number and the SMS flag', async () => {
    const user = await tk.createUser('student');
    const client = await tk.loginAs(user);
    expect((await client.post('update_phone/', { number: '(555) 123-4567', sms_notifications: true })).body).toMatchObject({ phoneNumber: '+15551234567', sms_notifications: true });
    expect((await client.post('update_phone/', { number: '', sms_notifications: true })).body.fields).toEqual([{ field: 'number', message: 'Please enter a phone number if you wish to receive SMS notifications' }]);
    expect((await client.post('update_phone/', { number: 'abc', sms_notifications: false })).status).toBe(422);
    expect((await client.get('sayhi/')).body.phoneNumber).toBe('+15551234567');
    expect((await client.post('update_phone/', { number: '', sms_notifications: false })).body).toMatchObject({ phoneNumber: null, sms_notifications: false });
  });
});

describe('GET account/paid_courses/', () => {
  it("lists the caller's payments, newest first, amounts in cents", async () => {
    const user = await tk.createUser('student');
    const other = await tk.createUser('student');
    const first = await tk.createCourse({ title: 'Chemistry', settings: { professorsPictureUrl: 'https://cdn.example/prof.png', altText: 'Dr. Curie' } });
    const second = await tk.createCourse({ title: 'Physics' });
    await tk.kernel.knex('payments').insert([
      { id: newId(), user_id: user.id, course_id: first.courseId, amount: 4999, paid_at: new Date('2026-01-10T10:00:00Z'), payment_type: 'card', provider_ref: 'pi_1' },
      { id: newId(), user_id: user.id, course_id: second.courseId, amount: 0, paid_at: new Date('2026-02-01T10:00:00Z'), payment_type: 'code' },
      { id: newId(), user_id: other.id, course_id: second.courseId, amount: 100, paid_at: new Date('2026-03-01T10:00:00Z'), payment_type: 'card' },
    ]);
    const { body } = await (await tk.loginAs(user)).get('account/paid_courses/');
    expect(body).toEqual({
      courses: [
        { _id: second.courseId, title: 'Physics', amount: 0, paid: '2026-02-01T10:00:00.000Z', payment_type: 'code', professorsPictureUrl: null, altText: 'Physics' },
        { _id: first.courseId, title: 'Chemistry', amount: 4999, paid: '2026-01-10T10:00:00.000Z', payment_type: 'card', professorsPictureUrl: 'https://cdn.example/prof.png', altText: 'Dr. Curie' },
      ],
    });
    expect((await (await tk.loginAs(await tk.createUser('student'))).get('account/paid_courses/')).body).toEqual({ courses: [] });
  });
});

describe('GET refresh', () => {
  it("pushes the session's expiry forward at once (even right after the last request)", async () => {
    const user = await tk.createUser('student');
    tk.clock.set('2030-05-01T08:00:00Z');
    try {
      const client = await tk.loginAs(user);
      tk.clock.advance(30_000);
      expect((await client.get('refresh')).body).toEqual({ status: 'ok' });
      const [session] = await tk.kernel.knex('sessions').where({ user_id: user.id });
      expect(new Date(session.expires_at).toISOString()).toBe('2030-05-01T20:00:30.000Z');
    } finally {
      tk.clock.reset();
    }
    const anonymous = tk.client();
    await anonymous.get('now');
    expect((await anonymous.get('refresh')).body.errno).toBe('not-logged');
  });

  it('is refused without the XSRF header (another site cannot keep a session alive) and extends nothing', async () => {
    const user = await tk.createUser('student');
    tk.clock.set('2030-05-02T08:00:00Z');
    try {
      const client = await tk.loginAs(user);
      tk.clock.advance(30_000);
      expect(await client.request('GET', 'refresh', undefined, { headers: { 'x-xsrf-token': '' } })).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
      const [session] = await tk.kernel.knex('sessions').where({ user_id: user.id });
      expect(new Date(session.expires_at).toISOString()).toBe('2030-05-02T20:00:00.000Z');
    } finally {
      tk.clock.reset();
    }
  });

  it("moves a remembered session's cookie date too", async () => {
    const user = await tk.createUser('student');
    const client = tk.client();
    await client.post('login/', { email: user.email, password: user.password, 'remember-me': true });
    const line = (await client.get('refresh')).headers.getSetCookie().find((cookie) => cookie.startsWith('lms_session='));
    expect(line).toMatch(/expires=/i);
    const days = (new Date(/expires=([^;]+)/i.exec(line!)![1]!).getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29.9);
  });
});
