import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeChange } from '@lms/contract';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { UNENROL_MESSAGES } from '@lms/contract/calls/rosterCalls.ts';
import { gradeListenerPlugin } from './grading/gradebookTypes.ts';
import { unenrolStudents } from '../src/roster/unenrolStudents.ts';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_COURSE = 'a'.repeat(24);

let tk: TestKernel;
let instructor: TestUser;
let assistant: TestUser;
let teacher: TestClient;
let helper: TestClient;
let admin: TestClient;
let outsiderTeacher: TestClient;
/** What a plugin listening to the grade ledger (a gradebook) heard. */
const heard: GradeChange[] = [];

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradeListenerPlugin] });
  tk.kernel.resolveFor('grade-listener', coreServices.grading).onChange((change) => heard.push(change));
  instructor = await tk.createUser('instructor');
  assistant = await tk.createUser('assistant');
  teacher = await tk.loginAs(instructor);
  helper = await tk.loginAs(assistant);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  outsiderTeacher = await tk.loginAs(await tk.createUser('instructor'));
});

afterAll(() => tk?.close());

const student = (firstname: string, lastname: string) => tk.createUser('student', { firstname, lastname });

/** A course taught by `instructor` and assisted by `assistant` (with or without manager rights), with these students. */
const courseWith = (students: TestUser[], settings: Record<string, unknown> = {}) => tk.createCourse({ instructor, assistants: [assistant], students, settings });

const enrolledIds = async (courseId: string) => ((await tk.kernel.knex('enrollments').where({ course_id: courseId }).orderBy('user_id').pluck('user_id')) as string[]).sort();

describe('GET roster/{courseId}/', () => {
  let courseId: string;
  let zed: TestUser;
  let amy: TestUser;
  let bob: TestUser;
  let lti: TestUser;

  beforeAll(async () => {
    tk.clock.set('2026-03-01T12:00:00.000Z');
    zed = await student('Zed', 'Adams');
    amy = await student('amy', 'Brown');
    bob = await student('Bob', 'Brown');
    lti = await student('Lee', 'Chen');
    await tk.kernel.knex('users').where({ id: lti.id }).update({ lti_user_id: 'platform-user-7' });
    courseId = (await courseWith([bob, lti, zed])).courseId;
    tk.clock.advance(3 * DAY + 60_000);
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: amy.id, created_at: tk.clock.now() });
    // Staff who also hold an enrolment row are still staff: never on the roster.
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: assistant.id, created_at: tk.clock.now() });
    tk.clock.advance(DAY / 2);
  });

  afterAll(() => tk.clock.reset());

  it('answers the students only, by last name then first name, as part 3 §3 roster entries', async () => {
    const response = await teacher.get(`roster/${courseId}/`);
    expect(response.status).toBe(200);
    expect(response.body.students.map((entry: { _id: string }) => entry._id)).toEqual([zed.id, amy.id, bob.id, lti.id]);
    expect(response.body.students[0]).toEqual({
      _id: zed.id,
      name: 'Zed',
      email: zed.email,
      firstname: 'Zed',
      lastname: 'Adams',
      surname: 'Adams',
      fullname: 'Zed Adams',
      enrolled: { days_since: 3 },
      lti: false,
    });
    expect(response.body.students[1].enrolled).toEqual({ days_since: 0 });
    expect(response.body.students[3].lti).toBe(true);
  });

  it('is open to the assistants (even without manager rights) and site administrators', async () => {
    const noManager = (await courseWith([zed], { assistants_no_mgr_rights: true })).courseId;
    expect((await helper.get(`roster/${noManager}/`)).body.students.map((entry: { _id: string }) => entry._id)).toEqual([zed.id]);
    expect((await admin.get(`roster/${courseId}/`)).body.students).toHaveLength(4);
  });

  it('refuses students, other professors and anonymous callers, and says not-found for an unknown course', async () => {
    expect(await (await tk.loginAs(zed)).get(`roster/${courseId}/`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await outsiderTeacher.get(`roster/${courseId}/`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await tk.client().get(`roster/${courseId}/`)).toMatchObject({ status: 401, body: { errno: 'not-logged' } });
    expect(await teacher.get(`roster/${UNKNOWN_COURSE}/`)).toMatchObject({ status: 404, body: { errno: 'not-found' } });
  });

  it('answers an empty list for a course without students', async () => {
    const empty = (await courseWith([])).courseId;
    expect((await teacher.get(`roster/${empty}/`)).body).toEqual({ students: [] });
  });
});

describe('POST unenroll_student/', () => {
  it('removes the chosen students of the course, ignores people not in it, and never removes staff', async () => {
    const [ann, ben, cat] = await Promise.all([student('Ann', 'A'), student('Ben', 'B'), student('Cat', 'C')]);
    const { courseId } = await courseWith([ann, ben, cat]);
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: assistant.id });
    const elsewhere = await student('Dan', 'D');
    await courseWith([elsewhere]);

    const response = await teacher.post('unenroll_student/', { courseId, students: [ann.id, ben.id, ben.id, assistant.id, instructor.id, elsewhere.id] });
    expect(response).toMatchObject({ status: 200, body: { removed: 2 } });
    expect(await enrolledIds(courseId)).toEqual([assistant.id, cat.id].sort());
    expect((await teacher.get(`roster/${courseId}/`)).body.students.map((entry: { _id: string }) => entry._id)).toEqual([cat.id]);
    expect(await tk.kernel.knex('course_staff').where({ course_id: courseId }).pluck('user_id')).toEqual(expect.arrayContaining([instructor.id, assistant.id]));
  });

  it("tells the grade ledger's listeners (open gradebooks) which students left, and nothing when no one was removed", async () => {
    const [ann, ben] = await Promise.all([student('Ann', 'A'), student('Ben', 'B')]);
    const { courseId } = await courseWith([ann, ben]);
    heard.length = 0;
    expect((await teacher.post('unenroll_student/', { courseId, students: [ann.id, ann.id] })).body).toEqual({ removed: 1 });
    expect(heard).toEqual([{ courseId, userIds: [ann.id], activityIds: 'all' }]);
    heard.length = 0;
    expect((await teacher.post('unenroll_student/', { courseId, students: [ann.id] })).body).toEqual({ removed: 0 });
    expect(heard).toEqual([]);
  });

  it('lets assistants with manager rights and site administrators remove students', async () => {
    const [ann, ben] = await Promise.all([student('Ann', 'A'), student('Ben', 'B')]);
    const { courseId } = await courseWith([ann, ben]);
    expect((await helper.post('unenroll_student/', { courseId, students: [ann.id] })).body).toEqual({ removed: 1 });
    expect((await admin.post('unenroll_student/', { courseId, students: [ben.id] })).body).toEqual({ removed: 1 });
    expect(await enrolledIds(courseId)).toEqual([]);
  });

  it('refuses assistants without manager rights, students, other professors and anonymous callers, removing nothing', async () => {
    const [ann, ben] = await Promise.all([student('Ann', 'A'), student('Ben', 'B')]);
    const { courseId } = await courseWith([ann, ben], { assistants_no_mgr_rights: true });
    const body = { courseId, students: [ann.id, ben.id] };
    expect(await helper.post('unenroll_student/', body)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await (await tk.loginAs(ann)).post('unenroll_student/', body)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await outsiderTeacher.post('unenroll_student/', body)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await tk.client().post('unenroll_student/', body)).toMatchObject({ status: 401, body: { errno: 'not-logged' } });
    expect(await enrolledIds(courseId)).toEqual([ann.id, ben.id].sort());
  });

  it('says not-found for an unknown course', async () => {
    const ann = await student('Ann', 'A');
    expect(await teacher.post('unenroll_student/', { courseId: UNKNOWN_COURSE, students: [ann.id] })).toMatchObject({ status: 404, body: { errno: 'not-found' } });
  });

  it('answers 422 with a clear message for a bad body, removing nothing', async () => {
    const ann = await student('Ann', 'A');
    const { courseId } = await courseWith([ann]);
    const cases: [unknown, string, string][] = [
      [{ students: [ann.id] }, 'courseId', UNENROL_MESSAGES.courseId],
      [{ courseId: 'abc', students: [ann.id] }, 'courseId', UNENROL_MESSAGES.courseId],
      [{ courseId }, 'students', UNENROL_MESSAGES.students],
      [{ courseId, students: ann.id }, 'students', UNENROL_MESSAGES.students],
      [{ courseId, students: [] }, 'students', UNENROL_MESSAGES.noStudents],
      [{ courseId, students: ['nope'] }, 'students/0', UNENROL_MESSAGES.studentId],
      [{ courseId, students: [ann.id], all: true }, 'all', 'Unknown field "all"'],
    ];
    for (const [body, field, message] of cases) {
      const response = await teacher.post('unenroll_student/', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.fields, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect(await enrolledIds(courseId)).toEqual([ann.id]);
  });
});

describe('unenrolStudents()', () => {
  it('answers 0 for no ids and leaves the course as it is', async () => {
    const ann = await student('Ann', 'A');
    const { courseId } = await courseWith([ann]);
    expect(await unenrolStudents(tk.kernel.knex, courseId, [])).toBe(0);
    expect(await enrolledIds(courseId)).toEqual([ann.id]);
  });
});
