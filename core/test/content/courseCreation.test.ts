import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '@lms/contract/services.ts';

/** Issue 24 item 3: creating a course from the web, not only the command line. */
let tk: TestKernel;
let admin: TestClient;
let adminUser: TestUser;
let instructor: TestClient;
let instructorUser: TestUser;
let student: TestClient;
let levelZero: TestClient;
let catalogId: string;

const courseRow = (id: string) => tk.kernel.knex('courses').where({ id }).first();
const courseCount = async () => Number((await tk.kernel.knex('courses').count({ n: '*' }))[0]!.n);
const setInstructorsCreate = (value: boolean) => tk.kernel.resolve(coreServices.installationSettings).save(adminUser.id, { instructors_create_courses: value });

beforeAll(async () => {
  tk = await createTestKernel();
  adminUser = await tk.createUser('site-admin');
  admin = await tk.loginAs(adminUser);
  instructorUser = await tk.createUser('instructor', { email: 'ivy@example.org' });
  instructor = await tk.loginAs(instructorUser);
  student = await tk.loginAs(await tk.createUser('student', { email: 'sam@example.org' }));
  levelZero = await tk.loginAs(await tk.createUser('student', { administrator: 1 }));
  catalogId = (await tk.createCourse({ title: 'Catalog biology', lessons: [{ title: 'Cells', pages: [{ title: 'Membranes' }] }] })).courseId;
});

afterAll(() => tk?.close());

describe('GET course_creation/', () => {
  it('lets administrators create for anyone, instructors for themselves while the setting is on, nobody else', async () => {
    expect((await admin.get('course_creation/')).body).toEqual({ allowed: true, choose_instructor: true });
    expect((await instructor.get('course_creation/')).body).toEqual({ allowed: true, choose_instructor: false });
    expect((await student.get('course_creation/')).body).toMatchObject({ allowed: false, reason: 'Only administrators and instructors can create courses.' });
    expect((await levelZero.get('course_creation/')).body.allowed).toBe(false);
    await setInstructorsCreate(false);
    expect((await instructor.get('course_creation/')).body).toMatchObject({ allowed: false, reason: expect.stringContaining('Instructors cannot create courses') });
    expect((await admin.get('course_creation/')).body.allowed).toBe(true);
    await setInstructorsCreate(true);
  });
});

describe('POST courses/', () => {
  it('creates an empty course with its dates, the instructor its only staff, and audits it', async () => {
    const made = await instructor.post('courses/', { title: '  Chemistry 2027 ', startDate: '2027-01-10T00:00:00.000Z', end_date: '2027-05-30T00:00:00.000Z' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ message: 'Course created.', course: { title: 'Chemistry 2027' } });
    const id = made.body.course._id as string;
    expect(await courseRow(id)).toMatchObject({ title: 'Chemistry 2027', owner_id: instructorUser.id, start_date: new Date('2027-01-10T00:00:00.000Z'), end_date: new Date('2027-05-30T00:00:00.000Z') });
    expect(await tk.kernel.knex('course_staff').where({ course_id: id }).select('user_id', 'role')).toEqual([{ user_id: instructorUser.id, role: 'instructor' }]);
    expect((await instructor.get(`courses/${id}/`)).status).toBe(200);
    expect((await instructor.get('courses/')).body.courses.map((c: { _id: string }) => c._id)).toContain(id);
    expect(await tk.kernel.knex('audit_log').where({ action: 'courses.create', subject_id: id }).first('actor_id')).toEqual({ actor_id: instructorUser.id });
  });

  it('copies a course the caller can edit, sharing its lessons; another course is not found to an instructor', async () => {
    const own = (await instructor.post('courses/', { title: 'Mine' })).body.course._id as string;
    await instructor.post(`lessons/${own}/new/`, { title: 'Week 1' });
    const copy = await instructor.post('courses/', { title: 'Mine again', copy_of: own });
    expect(copy.status).toBe(200);
    const lessons = (id: string) => tk.kernel.knex('course_lessons').where({ course_id: id }).orderBy('position').pluck('lesson_id');
    expect(await lessons(copy.body.course._id)).toEqual(await lessons(own));
    const before = await courseCount();
    expect(await instructor.post('courses/', { title: 'Not mine', copy_of: catalogId })).toMatchObject({ status: 404, body: { errno: 'not-found' } });
    expect(await courseCount()).toBe(before);
  });

  it('lets an administrator make a course for another account, which becomes a professor, from any course', async () => {
    const made = await admin.post('courses/', { title: 'For Sam', instructor_email: 'SAM@example.org', copy_of: catalogId });
    expect(made.status).toBe(200);
    const sam = await tk.kernel.knex('users').where({ email: 'sam@example.org' }).first('id', 'instructor');
    expect(sam.instructor).toBe(true);
    expect(await courseRow(made.body.course._id)).toMatchObject({ owner_id: sam.id });
  });

  it('refuses bad input with the field and stores nothing', async () => {
    const before = await courseCount();
    const refusals = [
      [admin, { title: '   ' }, 'title', 'Please enter a title.'],
      [admin, { title: 'X', instructor_email: 'nobody@example.org' }, 'instructor_email', 'No account has this email.'],
      [instructor, { title: 'X', instructor_email: 'sam@example.org' }, 'instructor_email', 'Only administrators choose another instructor.'],
      [admin, { title: 'X', startDate: '2027-05-01T00:00:00.000Z', end_date: '2027-04-01T00:00:00.000Z' }, 'end_date', 'The end date must be after the start date.'],
    ] as const;
    for (const [client, body, field, message] of refusals) {
      const answer = await client.post('courses/', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(answer.body)).toContain(field);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await admin.post('courses/', { title: 'X', extra: 1 })).status).toBe(422);
    expect(await courseCount()).toBe(before);
  });

  it('refuses students, and instructors while the installation turns it off', async () => {
    const before = await courseCount();
    // Sam became a professor above: another student.
    const student = await tk.loginAs(await tk.createUser('student'));
    expect(await student.post('courses/', { title: 'Nope' })).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    await setInstructorsCreate(false);
    expect((await instructor.post('courses/', { title: 'Nope' })).status).toBe(403);
    await setInstructorsCreate(true);
    expect(await courseCount()).toBe(before);
  });
});
