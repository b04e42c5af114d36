import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { ENROLLMENT_MESSAGES, STAFF_SEARCH_LIMIT, STAFF_SEARCH_MESSAGES } from '@lms/contract/calls/rosterCalls.ts';
import { ENROLMENT_LOCK_MESSAGES } from '@lms/contract/rules/enrolmentLock.ts';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = 'a'.repeat(24);

let tk: TestKernel;
let instructor: TestUser;
let assistant: TestUser;
let teacher: TestClient;
let helper: TestClient;
let admin: TestClient;
let outsiderTeacher: TestClient;

beforeAll(async () => {
  tk = await createTestKernel();
  instructor = await tk.createUser('instructor', { firstname: 'Ingrid', lastname: 'Teach' });
  assistant = await tk.createUser('assistant', { firstname: 'Asa', lastname: 'Helper' });
  teacher = await tk.loginAs(instructor);
  helper = await tk.loginAs(assistant);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  outsiderTeacher = await tk.loginAs(await tk.createUser('instructor'));
});

afterAll(() => tk?.close());

const student = (firstname: string, lastname: string) => tk.createUser('student', { firstname, lastname });
const ids = (students: { _id: string }[]) => students.map((entry) => entry._id);

describe('GET stats/enrollments/{courseId}', () => {
  let courseId: string;
  let amy: TestUser;
  let bob: TestUser;
  let cal: TestUser;
  const start = new Date('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    tk.clock.set(start.toISOString());
    amy = await student('Amy', 'Adams');
    bob = await student('Bob', 'Brown');
    cal = await student('Cal', 'Cole');
    courseId = (await tk.createCourse({ instructor, assistants: [assistant], students: [amy, bob], settings: { payment: { amount: 2500 }, invite_only: true, enrollment_locked: true } })).courseId;
    await tk.kernel.knex('courses').where({ id: courseId }).update({ end_date: new Date('2026-06-30T00:00:00.000Z') });
    await tk.kernel.knex('payments').insert({ id: 'b'.repeat(24), user_id: amy.id, course_id: courseId, amount: 2500, paid_at: new Date(start.getTime() + DAY), payment_type: 'card', provider_ref: 'stripe:x' });
    // Staff who also hold an enrolment row are never on the roster (part 3 §6).
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: assistant.id, created_at: start });
    tk.clock.advance(5 * DAY + 60_000);
  });

  afterAll(() => tk.clock.reset());

  it('answers the students only with their enrolment details, the lock and what the caller may change', async () => {
    const response = await teacher.get(`stats/enrollments/${courseId}`);
    expect(response.status).toBe(200);
    expect(ids(response.body.students)).toEqual([amy.id, bob.id]);
    expect(response.body.students[0]).toEqual({
      _id: amy.id,
      name: 'Amy',
      email: amy.email,
      firstname: 'Amy',
      lastname: 'Adams',
      surname: 'Adams',
      fullname: 'Amy Adams',
      enrolled: { days_since: 5, date: expect.any(String) },
      lti: false,
      paid: true,
      paid_at: new Date(start.getTime() + DAY).toISOString(),
      ccpayment: true,
      access_end_date: '2026-06-30T00:00:00.000Z',
      payment_due_date: null,
    });
    const bobEntry = response.body.students[1];
    expect(bobEntry).toMatchObject({ paid: false, paid_at: null, ccpayment: false, payment_due_date: bobEntry.enrolled.date });
    expect(response.body).toMatchObject({ enrollment_locked: true, invite_only: true, payment_required: true, may_unenroll: true, may_change_lock: true });
  });

  it('drops un-enrolled students', async () => {
    const { courseId: other } = await tk.createCourse({ instructor, students: [cal, bob] });
    expect((await teacher.post('unenroll_student/', { courseId: other, students: [cal.id] })).status).toBe(200);
    expect(ids((await teacher.get(`stats/enrollments/${other}`)).body.students)).toEqual([bob.id]);
    const free = (await teacher.get(`stats/enrollments/${other}`)).body;
    expect(free).toMatchObject({ payment_required: false, enrollment_locked: false, invite_only: false });
    expect(free.students[0]).toMatchObject({ paid: false, payment_due_date: null, access_end_date: null });
  });

  it('tells an assistant without manager rights they may neither un-enrol nor change the lock', async () => {
    const { courseId: noManager } = await tk.createCourse({ instructor, assistants: [assistant], students: [cal], settings: { assistants_no_mgr_rights: true } });
    expect((await helper.get(`stats/enrollments/${noManager}`)).body).toMatchObject({ may_unenroll: false, may_change_lock: false });
    expect((await helper.get(`stats/enrollments/${courseId}`)).body).toMatchObject({ may_unenroll: true, may_change_lock: false });
    expect((await admin.get(`stats/enrollments/${courseId}`)).body).toMatchObject({ may_unenroll: true, may_change_lock: true });
  });

  it('refuses students, other professors and anonymous callers; not-found for an unknown course', async () => {
    await tk.kernel.knex('payments').insert({ id: 'c'.repeat(24), user_id: bob.id, course_id: courseId, amount: 2500, paid_at: tk.clock.now(), payment_type: 'code', provider_ref: 'code:y' });
    expect(await (await tk.loginAs(bob)).get(`stats/enrollments/${courseId}`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await outsiderTeacher.get(`stats/enrollments/${courseId}`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await tk.client().get(`stats/enrollments/${courseId}`)).toMatchObject({ status: 401, body: { errno: 'not-logged' } });
    expect(await teacher.get(`stats/enrollments/${UNKNOWN}`)).toMatchObject({ status: 404, body: { errno: 'not-found' } });
  });

  describe('/{userId}', () => {
    it("answers a professor any student's entry, and not-found for staff or people not enrolled", async () => {
      expect((await teacher.get(`stats/enrollments/${courseId}/${amy.id}`)).body.student).toMatchObject({ _id: amy.id, paid: true });
      expect((await helper.get(`stats/enrollments/${courseId}/${bob.id}`)).body.student._id).toBe(bob.id);
      for (const userId of [assistant.id, instructor.id, cal.id, UNKNOWN]) {
        expect(await teacher.get(`stats/enrollments/${courseId}/${userId}`)).toMatchObject({ status: 404, body: { error: ENROLLMENT_MESSAGES.notEnrolled } });
      }
    });

    it('answers a student their own entry and nobody else’s', async () => {
      const bobClient = await tk.loginAs(bob);
      expect((await bobClient.get(`stats/enrollments/${courseId}/${bob.id}`)).body.student).toMatchObject({ _id: bob.id, paid: true, ccpayment: false });
      expect(await bobClient.get(`stats/enrollments/${courseId}/${amy.id}`)).toMatchObject({ status: 404, body: { error: ENROLLMENT_MESSAGES.ownOnly } });
      expect(await (await tk.loginAs(cal)).get(`stats/enrollments/${courseId}/${cal.id}`)).toMatchObject({ status: 403, body: { errno: 'student-not-in-course' } });
    });
  });
});

describe('enrolment lock on PUT collection/courses/{courseId}/ (part 3 §4)', () => {
  const lockOf = async (courseId: string) => {
    const { body } = await teacher.get(`get_course_settings_info/${courseId}`);
    return { enrollment_locked: body.settings.enrollment_locked, invite_only: body.settings.invite_only };
  };
  const save = (courseId: string, body: Record<string, unknown>) => teacher.put(`collection/courses/${courseId}/`, body);

  it('turning invite_only on forces enrollment_locked on', async () => {
    const { courseId } = await tk.createCourse({ instructor });
    expect((await save(courseId, { invite_only: true })).status).toBe(200);
    expect(await lockOf(courseId)).toEqual({ enrollment_locked: true, invite_only: true });
    expect((await save(courseId, { invite_only: true, enrollment_locked: true })).status).toBe(200);
    expect(await lockOf(courseId)).toEqual({ enrollment_locked: true, invite_only: true });
  });

  it('unlocking enrolment turns invite_only off; turning invite_only off keeps the lock', async () => {
    const { courseId } = await tk.createCourse({ instructor, settings: { invite_only: true, enrollment_locked: true } });
    expect((await save(courseId, { enrollment_locked: false })).status).toBe(200);
    expect(await lockOf(courseId)).toEqual({ enrollment_locked: false, invite_only: false });
    await save(courseId, { invite_only: true });
    expect((await save(courseId, { invite_only: false })).status).toBe(200);
    expect(await lockOf(courseId)).toEqual({ enrollment_locked: true, invite_only: false });
    // A whole form sent back with invite_only still on and the lock off: the unlock wins, as the rule says.
    await save(courseId, { invite_only: true });
    expect((await save(courseId, { invite_only: true, enrollment_locked: false })).status).toBe(200);
    expect(await lockOf(courseId)).toEqual({ enrollment_locked: false, invite_only: false });
  });

  it('refuses turning invite_only on and unlocking in one save, storing nothing', async () => {
    const { courseId } = await tk.createCourse({ instructor, settings: { enrollment_locked: true } });
    const response = await save(courseId, { invite_only: true, enrollment_locked: false, title: 'Renamed' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toContainEqual({ field: 'enrollment_locked', message: ENROLMENT_LOCK_MESSAGES.contradictory });
    expect(await lockOf(courseId)).toEqual({ enrollment_locked: true, invite_only: false });
    expect((await teacher.get(`get_course_settings_info/${courseId}`)).body.settings.title).toBe('Test course');
  });
});

describe('course staff: GET staff_candidates/{courseId} and all_instructors', () => {
  let courseId: string;
  let grace: TestUser;
  let studentGrace: TestUser;

  beforeAll(async () => {
    grace = await tk.createUser('instructor', { firstname: 'Grace', lastname: 'Hopper', email: 'grace.hopper@uni.example' });
    studentGrace = await student('Grace', 'Student');
    courseId = (await tk.createCourse({ instructor, assistants: [assistant], students: [studentGrace] })).courseId;
  });

  it('finds professor accounts by name or email, never students', async () => {
    const byName = await teacher.get(`staff_candidates/${courseId}?search=grace`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({ people: [{ id: grace.id, email: 'grace.hopper@uni.example', display_name: 'Grace Hopper' }], more: false });
    expect((await teacher.get(`staff_candidates/${courseId}?search=${encodeURIComponent('HOPPER@uni')}`)).body.people.map((p: { id: string }) => p.id)).toEqual([grace.id]);
    expect((await teacher.get(`staff_candidates/${courseId}?search=${encodeURIComponent('grace hop')}`)).body.people).toHaveLength(1);
    expect((await teacher.get(`staff_candidates/${courseId}?search=${encodeURIComponent(studentGrace.email)}`)).body.people).toEqual([]);
    expect((await teacher.get(`staff_candidates/${courseId}?search=%25%25`)).body.people).toEqual([]);
  });

  it(`answers at most ${STAFF_SEARCH_LIMIT}, saying there are more`, async () => {
    for (let n = 0; n <= STAFF_SEARCH_LIMIT; n += 1) await tk.createUser('instructor', { firstname: 'Manyname', lastname: `P${String(n).padStart(2, '0')}` });
    const { body } = await teacher.get(`staff_candidates/${courseId}?search=manyname`);
    expect(body.people).toHaveLength(STAFF_SEARCH_LIMIT);
    expect(body.more).toBe(true);
  });

  it('needs two characters, and edit rights in the course', async () => {
    for (const search of ['g', '%20%20%20']) {
      const response = await teacher.get(`staff_candidates/${courseId}?search=${search}`);
      expect(response.status).toBe(422);
      expect(response.body.fields).toContainEqual({ field: 'search', message: STAFF_SEARCH_MESSAGES.search });
    }
    expect(await helper.get(`staff_candidates/${courseId}?search=grace`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await (await tk.loginAs(studentGrace)).get(`staff_candidates/${courseId}?search=grace`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await outsiderTeacher.get(`staff_candidates/${courseId}?search=grace`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
  });

  it('reads the staff with names and edit rights, and saves a picked person (ids still checked)', async () => {
    expect((await teacher.put(`collection/courses/${courseId}/`, { assistants: [assistant.id, grace.id] })).status).toBe(200);
    const { body } = await teacher.get(`get_course_settings_info/${courseId}`);
    expect(body.settings.all_instructors).toEqual(
      expect.arrayContaining([
        { id: instructor.id, email: instructor.email, edit_rights: true, display_name: 'Ingrid Teach' },
        { id: assistant.id, email: assistant.email, edit_rights: false, display_name: 'Asa Helper' },
        { id: grace.id, email: 'grace.hopper@uni.example', edit_rights: false, display_name: 'Grace Hopper' },
      ]),
    );
    const unknown = await teacher.put(`collection/courses/${courseId}/`, { assistants: [UNKNOWN] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toContainEqual({ field: 'assistants/0', message: 'Unknown user.' });
  });
});
