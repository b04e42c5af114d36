import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';

let tk: TestKernel;
let student: TestUser;
let client: TestClient;

beforeAll(async () => {
  tk = await createTestKernel();
  student = await tk.createUser('student');
  client = await tk.loginAs(student);
});

afterAll(() => tk?.close());

const enrolled = async (courseId: string, userId = student.id) => (await tk.kernel.knex('enrollments').where({ course_id: courseId, user_id: userId })).length === 1;

describe('POST add_course/', () => {
  it('enrols the caller in an open course, and answers the same when already enrolled', async () => {
    const course = await tk.createCourse();
    expect((await client.post('add_course/', { course_id: course.courseId })).body).toEqual({ id: course.courseId, status: 'enrolled' });
    expect(await enrolled(course.courseId)).toBe(true);
    expect((await client.post('add_course/', { course_id: course.courseId })).body).toEqual({ id: course.courseId, status: 'enrolled' });
    expect((await client.get(`courses/${course.courseId}/`)).status).toBe(200);
  });

  it("answers 'That is not a valid course id' for a malformed id", async () => {
    for (const course_id of ['', 'abc', 'G'.repeat(24)]) {
      expect((await client.post('add_course/', { course_id })).body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'course_id', message: 'That is not a valid course id' }] });
    }
    expect((await client.post('add_course/', {})).status).toBe(422);
  });

  it("answers no-course ('Unknown course id...') for an unknown course", async () => {
    expect(await client.post('add_course/', { course_id: 'a'.repeat(24) })).toMatchObject({ status: 404, body: { errno: 'no-course', error: 'Unknown course id...' } });
  });

  it('refuses a locked course (enrollment_locked) and an invitation-only one (invite_only)', async () => {
    const locked = await tk.createCourse({ settings: { enrollment_locked: true } });
    const inviteOnly = await tk.createCourse({ settings: { invite_only: true, enrollment_locked: true } });
    expect(await client.post('add_course/', { course_id: locked.courseId })).toMatchObject({ status: 403, body: { errno: 'enrollment_locked' } });
    expect(await client.post('add_course/', { course_id: inviteOnly.courseId })).toMatchObject({ status: 403, body: { errno: 'invite_only' } });
    expect(await enrolled(locked.courseId)).toBe(false);
    expect(await enrolled(inviteOnly.courseId)).toBe(false);
  });

  it('lets an enrolled student and the staff of a locked course through without a new row', async () => {
    const assistant = await tk.createUser('assistant');
    const locked = await tk.createCourse({ assistants: [assistant], students: [student], settings: { enrollment_locked: true } });
    expect((await client.post('add_course/', { course_id: locked.courseId })).body.status).toBe('enrolled');
    const staff = await tk.loginAs(assistant);
    expect((await staff.post('add_course/', { course_id: locked.courseId })).body.status).toBe('enrolled');
    expect(await enrolled(locked.courseId, assistant.id)).toBe(false);
  });

  it('needs a session', async () => {
    const course = await tk.createCourse();
    expect((await tk.client().post('add_course/', { course_id: course.courseId })).body.errno).toBe('not-logged');
  });
});
