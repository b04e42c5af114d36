import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_MESSAGES } from '../src/schemas/administrationMessages.ts';
import { administrationWorld, auditOf, cardPayment, type AdministrationWorld } from './administrationWorld.ts';

let world: AdministrationWorld;
beforeAll(async () => {
  world = await administrationWorld();
});
afterAll(() => world?.tk.close());

const NEW_PERSON = { name: 'Nia', surname: 'New', email: 'nia.new@school.example', phone: '202-555-0100', institution: 'State U', role: 'Student' };

describe('search', () => {
  it('finds accounts by name, full name and email, and a course’s people by its id', async () => {
    const admin = world.clients.admin;
    expect((await admin.post('administration/search', { text: 'dent' })).body.users.map((u: { id: string }) => u.id)).toEqual([world.student.id]);
    expect((await admin.post('administration/search', { text: 'Stu Dent' })).body.users.map((u: { id: string }) => u.id)).toEqual([world.student.id]);
    expect((await admin.post('administration/search', { text: 'school.example' })).body.users.map((u: { email: string }) => u.email)).toContain('stu.dent@school.example');
    // LIKE's own characters match themselves.
    expect((await admin.post('administration/search', { text: '%' })).body.users).toEqual([]);
    const inCourse = (await admin.post('administration/searchcourseid', { course_id: world.course.courseId })).body.users.map((u: { id: string }) => u.id);
    expect(inCourse.sort()).toEqual([world.instructor.id, world.student.id].sort());
    expect((await admin.post('administration/searchcourseid', { course_id: 'f'.repeat(24) })).body.errno).toBe('no-course');
    expect((await admin.post('administration/search', { text: '   ' })).status).toBe(422);
  });
});

describe('account (create)', () => {
  it("refuses a blank field with 'All fields are required' and stores nothing", async () => {
    for (const field of Object.keys(NEW_PERSON)) {
      const answer = await world.clients.admin.post('administration/account', { ...NEW_PERSON, [field]: ' ' });
      expect([field, answer.status, answer.body]).toEqual([field, 422, { errno: 'fields-required', error: ADMINISTRATION_MESSAGES.allFieldsRequired }]);
    }
    expect((await world.clients.admin.post('administration/account', { ...NEW_PERSON, email: 'not-an-email' })).status).toBe(422);
    expect((await world.clients.admin.post('administration/search', { text: 'nia.new' })).body.users).toEqual([]);
  });

  it('creates a validated account and writes who made it in the audit log', async () => {
    const created = await world.clients.levelOne.post('administration/account', NEW_PERSON);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: NEW_PERSON.email, firstname: 'Nia', lastname: 'New', institution: 'State U', role: 'Student', validated: true, instructor: false });
    const [entry] = await auditOf(world, created.body.id);
    expect(entry).toMatchObject({ action: 'users.account', actorId: world.levelOne.id, subjectType: 'user', before: null, after: { email: NEW_PERSON.email } });
    const again = await world.clients.admin.post('administration/account', NEW_PERSON);
    expect([again.status, again.body.errno]).toEqual([409, 'user-exists']);
    expect(await auditOf(world, created.body.id)).toHaveLength(1);
  });
});

describe('utilities', () => {
  it('verifies, changes the email and sets credits, each with its before and after in the audit log', async () => {
    const person = await world.tk.createUser('student', { validated: false });
    const admin = world.clients.admin;
    expect((await admin.post('administration/utils/verify', { user_id: person.id })).body.account.validated).toBe(true);
    expect((await admin.post('administration/utils/change_email', { user_id: person.id, email: 'changed@school.example' })).body.account.email).toBe('changed@school.example');
    expect((await admin.post('administration/utils/change_email', { user_id: person.id, email: world.student.email })).body.errno).toBe('user-exists');
    expect((await admin.post('administration/utils/change_email', { user_id: person.id, email: 'nope' })).status).toBe(422);
    expect((await admin.post('administration/utils/credits', { user_id: person.id, credits: 12 })).body.account.credits).toBe(12);
    expect((await admin.post('administration/utils/credits', { user_id: person.id, credits: -1 })).status).toBe(422);
    const entries = await auditOf(world, person.id);
    expect(entries.map((e) => e.action)).toEqual(['users.credits', 'users.change_email', 'users.verify']);
    expect(entries[1]).toMatchObject({ before: { account: { email: person.email } }, after: { account: { email: 'changed@school.example' } } });
    expect(entries[2]).toMatchObject({ before: { account: { validated: false } }, after: { account: { validated: true } } });
    // The session answers the credits an administrator set.
    const client = await world.tk.client();
    await client.post('login/', { email: 'changed@school.example', password: person.password });
    expect((await client.get('sayhi/')).body.credits).toBe(12);
  });

  it('enrols whatever the course’s rules, unenrols, and refuses an unknown course or user', async () => {
    const person = await world.tk.createUser('student');
    const admin = world.clients.admin;
    const enrolled = await admin.post('administration/utils/enroll', { user_id: person.id, course_id: world.otherCourse.courseId });
    expect(enrolled.body.courses).toEqual([
      { courseId: world.otherCourse.courseId, title: 'Chemistry 201', role: 'student', enrolment: { accessEndDate: null, paymentDueDate: null, iaOptOut: false } },
    ]);
    expect((await admin.post('administration/utils/unenroll', { user_id: person.id, course_id: world.otherCourse.courseId })).body.courses).toEqual([]);
    expect((await admin.post('administration/utils/unenroll', { user_id: person.id, course_id: world.otherCourse.courseId })).status).toBe(404);
    expect((await admin.post('administration/utils/enroll', { user_id: person.id, course_id: 'f'.repeat(24) })).body.errno).toBe('no-course');
    expect((await admin.post('administration/utils/enroll', { user_id: 'e'.repeat(24), course_id: world.course.courseId })).status).toBe(404);
    expect((await auditOf(world, person.id)).map((e) => e.action)).toEqual(['users.unenroll', 'users.enroll']);
  });

  it('changes a student’s enrolment dates, which the course’s enrolment list then answers, and puts the course’s back', async () => {
    const person = await world.tk.createUser('student');
    const admin = world.clients.admin;
    const courseId = world.otherCourse.courseId;
    await admin.post('administration/utils/enroll', { user_id: person.id, course_id: courseId });
    const dates = { access_end_date: '2027-06-30T00:00:00.000Z', payment_due_date: '2027-01-15T00:00:00.000Z' };
    const changed = await admin.post('utils/change_date', { user_id: person.id, course_id: courseId, ...dates });
    expect(changed.status).toBe(200);
    expect(changed.body.courses[0].enrolment).toEqual({ accessEndDate: dates.access_end_date, paymentDueDate: dates.payment_due_date, iaOptOut: false });
    const seen = await world.clients.instructor.get(`stats/enrollments/${courseId}/${person.id}`);
    expect(seen.body.student).toMatchObject({ access_end_date: dates.access_end_date });
    // Part 3 §3: dates before 1971 or after 2198 are unset; null is unset too.
    const unset = await admin.post('administration/utils/change_date', { user_id: person.id, course_id: courseId, access_end_date: '1970-12-31T00:00:00.000Z', payment_due_date: null });
    expect(unset.body.courses[0].enrolment).toMatchObject({ accessEndDate: null, paymentDueDate: null });
    expect((await admin.post('administration/utils/change_date', { user_id: person.id, course_id: courseId, access_end_date: 'soon', payment_due_date: null })).status).toBe(422);
    // Staff and people not enrolled have no enrolment to change; an unknown course is no-course.
    expect((await admin.post('administration/utils/change_date', { user_id: world.instructor.id, course_id: courseId, ...dates })).status).toBe(404);
    expect((await admin.post('administration/utils/change_date', { user_id: person.id, course_id: world.course.courseId, ...dates })).status).toBe(404);
    expect((await admin.post('administration/utils/change_date', { user_id: person.id, course_id: 'f'.repeat(24), ...dates })).body.errno).toBe('no-course');
    const entries = await auditOf(world, person.id);
    expect(entries.map((e) => e.action)).toEqual(['users.change_date', 'users.change_date', 'users.enroll']);
    expect(entries[1]).toMatchObject({ actorId: world.admin.id, before: { courses: [{ enrolment: { accessEndDate: null } }] }, after: { courses: [{ enrolment: { accessEndDate: dates.access_end_date } }] } });
  });

  it('opts a student out of inclusive access and back in, each in the audit log', async () => {
    const person = await world.tk.createUser('student');
    const admin = world.clients.admin;
    const courseId = world.otherCourse.courseId;
    await admin.post('administration/utils/enroll', { user_id: person.id, course_id: courseId });
    const out = await admin.post('utils/ia_opt_out', { user_id: person.id, course_id: courseId, ia_opt_out: true });
    expect(out.body.courses[0].enrolment.iaOptOut).toBe(true);
    const back = await admin.post('administration/utils/ia_opt_out', { user_id: person.id, course_id: courseId, ia_opt_out: false });
    expect(back.body.courses[0].enrolment.iaOptOut).toBe(false);
    expect((await admin.post('administration/utils/ia_opt_out', { user_id: person.id, course_id: courseId, ia_opt_out: 'yes' })).status).toBe(422);
    expect((await admin.post('administration/utils/ia_opt_out', { user_id: world.instructor.id, course_id: courseId, ia_opt_out: true })).status).toBe(404);
    const entries = await auditOf(world, person.id);
    expect(entries.map((e) => e.action)).toEqual(['users.ia_opt_out', 'users.ia_opt_out', 'users.enroll']);
    expect(entries[1]).toMatchObject({ before: { courses: [{ enrolment: { iaOptOut: false } }] }, after: { courses: [{ enrolment: { iaOptOut: true } }] } });
  });

  it('removes permissions and instructor rights', async () => {
    const teacher = await world.tk.createUser('site-admin');
    const course = await world.tk.createCourse({ instructor: teacher });
    const admin = world.clients.admin;
    const noRights = await admin.post('administration/utils/remove_permissions', { user_id: teacher.id });
    expect(noRights.body.account).toMatchObject({ administrator: 0, programAdministrator: false, instructor: true });
    const noTeaching = await admin.post('administration/utils/remove_instructor', { user_id: teacher.id });
    expect(noTeaching.body.account.instructor).toBe(false);
    expect(noTeaching.body.courses.find((c: { courseId: string }) => c.courseId === course.courseId)).toBeUndefined();
    expect((await auditOf(world, teacher.id)).map((e) => e.action)).toEqual(['users.remove_instructor', 'users.remove_permissions']);
  });

  it('marks a course paid, moves the payment, and refunds a row no provider took', async () => {
    const person = await world.tk.createUser('student');
    const admin = world.clients.admin;
    const paid = await admin.post('administration/utils/mark_as_paid', { user_id: person.id, course_id: world.course.courseId });
    expect(paid.body.payments).toEqual([expect.objectContaining({ courseId: world.course.courseId, amount: 0, paymentType: 'admin', refundedAt: null })]);
    expect(paid.body.courses.map((c: { courseId: string }) => c.courseId)).toEqual([world.course.courseId]);
    const paymentId = paid.body.payments[0].id;
    const moved = await admin.post('administration/utils/move_payment', { payment_id: paymentId, course_id: world.otherCourse.courseId });
    expect(moved.body.payments[0].courseId).toBe(world.otherCourse.courseId);
    expect(moved.body.courses.map((c: { courseId: string }) => c.courseId).sort()).toEqual([world.course.courseId, world.otherCourse.courseId].sort());
    const refunded = await admin.post('administration/utils/refund', { payment_id: paymentId });
    expect(refunded.body.payments[0].refundedAt).toEqual(expect.any(String));
    expect((await admin.post('administration/utils/refund', { payment_id: paymentId })).body.errno).toBe('conflict');
    expect((await admin.post('administration/utils/move_payment', { payment_id: paymentId, course_id: world.course.courseId })).body.errno).toBe('conflict');
    expect((await auditOf(world, person.id)).map((e) => e.action)).toEqual(['users.refund', 'users.move_payment', 'users.mark_as_paid']);
  });

  it('refuses to refund a card payment when no installed plugin refunds it, and writes nothing', async () => {
    const person = await world.tk.createUser('student');
    const paymentId = await cardPayment(world, person.id, world.course.courseId);
    const answer = await world.clients.admin.post('administration/utils/refund', { payment_id: paymentId });
    expect([answer.status, answer.body.errno]).toEqual([409, 'refund-unavailable']);
    expect((await world.clients.admin.get(`administration/users/${person.id}`)).body.payments[0].refundedAt).toBeNull();
    expect(await auditOf(world, person.id)).toEqual([]);
  });
});
