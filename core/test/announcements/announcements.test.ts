import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestKernel, TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';

let tk: TestKernel;
let siteAdmin: TestClient;
let administrator: TestClient;
let instructor: TestClient;
let student: TestClient;
let studentUser: TestUser;
let instructorUser: TestUser;

/** An account with the given stored administrator value (part 3 §6: level = value - 1). */
async function withAdministratorValue(value: number): Promise<TestUser> {
  const user = await tk.createUser('student');
  await tk.kernel.knex('users').where({ id: user.id }).update({ administrator: value });
  return user;
}

/** The same person, logged in through another reseller host name of this server. */
async function onOtherHost(user: TestUser): Promise<TestClient> {
  const client = new TestClient(tk.url.replace('127.0.0.1', 'localhost'));
  await client.login(user.email, user.password);
  return client;
}

const post = (client: TestClient, audience: string, title: string, text = `${title} body`) => client.post('announcements/manage/', { audience, title, post: text });
const shown = async (client: TestClient) => (await client.get('announcements/')).body.announcement as { _id: string; title: string } | null;
const dismiss = (client: TestClient, id: string) => client.post(`announcements/${id}/dismiss/`);
const stored = async (where: Record<string, string> = {}) => Number((await tk.kernel.knex('announcements').where(where).count('* as n'))[0]!.n);

beforeAll(async () => {
  tk = await createTestKernel();
  studentUser = await tk.createUser('student');
  instructorUser = await tk.createUser('instructor');
  siteAdmin = await tk.loginAs(await tk.createUser('site-admin'));
  administrator = await tk.loginAs(await withAdministratorValue(1));
  instructor = await tk.loginAs(instructorUser);
  student = await tk.loginAs(studentUser);
});
afterAll(() => tk?.close());
beforeEach(async () => {
  await tk.kernel.knex('announcements').delete();
});

describe('posting', () => {
  it('makes the post current for its audience and answers it', async () => {
    const posted = await post(administrator, 'everyone', '  Maintenance tonight ', 'The site is down\r\nfrom 10 to 11 pm.  ');
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      audience: 'everyone',
      title: 'Maintenance tonight',
      post: 'The site is down\nfrom 10 to 11 pm.',
      posted_at: expect.any(String),
      withdrawn_at: null,
    });
    expect(await shown(student)).toMatchObject({ _id: posted.body._id, title: 'Maintenance tonight' });
    expect(await shown(instructor)).toMatchObject({ _id: posted.body._id });
  });

  it('checks every field with a clear message and stores nothing on error', async () => {
    const refuse = async (body: Record<string, unknown>) => (await administrator.post('announcements/manage/', body)).body;
    expect((await refuse({})).fields).toEqual([
      { field: 'audience', message: 'Choose who the announcement is for.' },
      { field: 'title', message: 'Please enter a title.' },
      { field: 'post', message: 'Please write the announcement.' },
    ]);
    expect((await refuse({ audience: 'teachers', title: 'T', post: 'P' })).error).toBe('Choose who the announcement is for.');
    expect((await refuse({ audience: 'everyone', title: ' \n ', post: ' ' })).fields).toEqual([
      { field: 'title', message: 'Please enter a title.' },
      { field: 'post', message: 'Please write the announcement.' },
    ]);
    expect((await refuse({ audience: 'everyone', title: 'x'.repeat(201), post: 'y'.repeat(5001) })).fields).toEqual([
      { field: 'title', message: 'A title can be at most 200 characters.' },
      { field: 'post', message: 'An announcement can be at most 5000 characters.' },
    ]);
    expect((await refuse({ audience: 'everyone', title: 'T', post: 'P', pinned: true })).error).toBe('Unknown field "pinned"');
    expect(await stored()).toBe(0);
    // A title is one line; 200 characters and 5000 are allowed.
    const ok = await post(administrator, 'students', 'Two\nlines', 'y'.repeat(5000));
    expect(ok.body.title).toBe('Two lines');
  });

  it('is for administrators; site-wide posts for site administrators only', async () => {
    expect((await post(instructor, 'everyone', 'Hi')).body.errno).toBe('access-denied');
    expect((await post(student, 'everyone', 'Hi')).body.errno).toBe('access-denied');
    expect((await tk.client().post('announcements/manage/', { audience: 'everyone', title: 'Hi', post: 'Hi' })).body.errno).toBe('not-logged');
    const refused = await post(administrator, 'site-wide', 'Everywhere');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errno: 'access-denied', error: 'Only site administrators can post or withdraw site-wide announcements.' });
    expect((await post(await tk.loginAs(await withAdministratorValue(2)), 'everyone', 'Level 1')).status).toBe(201);
    expect((await post(siteAdmin, 'site-wide', 'Everywhere')).status).toBe(201);
    expect((await instructor.get('announcements/manage/')).body.errno).toBe('access-denied');
  });
});

describe('what each person sees (part 1 §4 precedence)', () => {
  it('shows site-wide, then everyone, then instructors to professors or students to the others; dismissing moves on', async () => {
    const students = (await post(administrator, 'students', 'For students')).body._id;
    const instructors = (await post(administrator, 'instructors', 'For instructors')).body._id;
    const everyone = (await post(administrator, 'everyone', 'For everyone')).body._id;
    const siteWide = (await post(siteAdmin, 'site-wide', 'For the whole site')).body._id;

    const order = async (client: TestClient) => {
      const seen: string[] = [];
      for (let current = await shown(client); current; current = await shown(client)) {
        seen.push(current._id);
        expect((await dismiss(client, current._id)).body).toEqual({ status: 'dismissed' });
      }
      return seen;
    };
    expect(await order(student)).toEqual([siteWide, everyone, students]);
    expect(await order(instructor)).toEqual([siteWide, everyone, instructors]);
    // Site administrators and program administrators are professors too.
    expect((await order(siteAdmin)).at(-1)).toBe(instructors);
    expect((await order(await tk.loginAs(await tk.createUser('program-admin')))).at(-1)).toBe(instructors);
    // Dismissal is per person and stored: a new session still has it.
    expect(await shown(await tk.loginAs(studentUser))).toBeNull();
    expect(await shown(administrator)).toMatchObject({ _id: siteWide });
  });

  it('shows a new post to those who dismissed the one before; a withdrawn post leaves nothing current', async () => {
    const first = (await post(administrator, 'everyone', 'First')).body._id;
    await dismiss(student, first);
    expect(await shown(student)).toBeNull();
    tk.clock.advance(1000);
    const second = (await post(administrator, 'everyone', 'Second')).body._id;
    expect(await shown(student)).toMatchObject({ _id: second });
    expect((await dismiss(student, second)).status).toBe(200);
    expect((await dismiss(student, second)).status).toBe(200);

    expect((await administrator.delete('announcements/manage/everyone/')).body).toEqual({ status: 'withdrawn' });
    expect(await shown(instructor)).toBeNull();
    const again = await administrator.delete('announcements/manage/everyone/');
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('There is no current announcement for this audience.');
    expect((await administrator.delete('announcements/manage/teachers/')).body).toMatchObject({ errno: 'not-found', error: 'No such audience.' });
    expect((await administrator.delete('announcements/manage/site-wide/')).body.errno).toBe('access-denied');
    const history = (await instructor.get('announcements/history/')).body.history;
    expect(history.map((entry: { title: string; withdrawn_at: string | null }) => [entry.title, entry.withdrawn_at !== null])).toEqual([
      ['Second', true],
      ['First', false],
    ]);
  });

  it('refuses to dismiss an unknown announcement, and needs a login', async () => {
    expect((await dismiss(student, '0123456789abcdef01234567')).status).toBe(404);
    expect((await tk.client().get('announcements/')).body.errno).toBe('not-logged');
  });
});

describe('history', () => {
  it('keeps the last 10 entries of each audience', async () => {
    for (let n = 1; n <= 12; n += 1) {
      await post(administrator, 'instructors', `Instructors ${n}`);
      tk.clock.advance(1000);
    }
    await post(administrator, 'students', 'Students 1');
    expect(await stored({ audience: 'instructors' })).toBe(10);
    const { audiences } = (await administrator.get('announcements/manage/')).body;
    const instructors = audiences.find((a: { audience: string }) => a.audience === 'instructors');
    expect(instructors.current.title).toBe('Instructors 12');
    expect(instructors.history.map((entry: { title: string }) => entry.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Instructors ${12 - i}`));
  });

  it('shows professors the last 10 instructor-reach entries, newest first; not students', async () => {
    await post(administrator, 'students', 'Students only');
    for (let n = 1; n <= 4; n += 1) {
      await post(administrator, 'instructors', `Instructors ${n}`);
      tk.clock.advance(1000);
      await post(administrator, 'everyone', `Everyone ${n}`);
      tk.clock.advance(1000);
      await post(siteAdmin, 'site-wide', `Site ${n}`);
      tk.clock.advance(1000);
    }
    const { history } = (await instructor.get('announcements/history/')).body;
    expect(history.map((entry: { title: string }) => entry.title)).toEqual([
      'Site 4', 'Everyone 4', 'Instructors 4', 'Site 3', 'Everyone 3', 'Instructors 3', 'Site 2', 'Everyone 2', 'Instructors 2', 'Site 1',
    ]);
    expect(history[0]).toEqual({ _id: expect.any(String), audience: 'site-wide', title: 'Site 4', post: 'Site 4 body', posted_at: expect.any(String), withdrawn_at: null });
    expect((await student.get('announcements/history/')).body.errno).toBe('access-denied');
  });
});

describe('reseller hosts', () => {
  it('keeps each host’s announcements apart; site-wide ones reach every host', async () => {
    const here = (await post(administrator, 'everyone', 'Here only')).body._id;
    const siteWide = (await post(siteAdmin, 'site-wide', 'Everywhere')).body._id;
    const studentThere = await onOtherHost(studentUser);
    const instructorThere = await onOtherHost(instructorUser);
    expect(await shown(studentThere)).toMatchObject({ _id: siteWide });
    await dismiss(studentThere, siteWide);
    expect(await shown(studentThere)).toBeNull();
    expect(await shown(student)).toMatchObject({ _id: here });
    expect((await dismiss(studentThere, here)).status).toBe(404);

    const adminThere = await onOtherHost((await tk.createUser('site-admin')) as TestUser);
    const there = (await post(adminThere, 'everyone', 'There only')).body._id;
    expect(await shown(studentThere)).toMatchObject({ _id: there });
    expect((await instructorThere.get('announcements/history/')).body.history.map((e: { _id: string }) => e._id)).toEqual([there, siteWide]);
    const overview = (await adminThere.get('announcements/manage/')).body;
    expect(overview.can_post_site_wide).toBe(true);
    expect(overview.audiences.map((a: { audience: string; current: { _id: string } | null }) => [a.audience, a.current?._id ?? null])).toEqual([
      ['site-wide', siteWide],
      ['everyone', there],
      ['instructors', null],
      ['students', null],
    ]);
    expect((await administrator.get('announcements/manage/')).body).toMatchObject({ can_post_site_wide: false, audiences: [{ current: { _id: siteWide } }, { current: { _id: here } }, {}, {}] });
  });
});
