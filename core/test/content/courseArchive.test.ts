import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';

/** Issue 24 item 8: archiving and restoring a course (part 3 §8 'Course archived', 'Course restored'). */
let tk: TestKernel;
let instructor: TestClient;
let assistant: TestClient;
let student: TestClient;
let admin: TestClient;
let courseId: string;

const listed = async (client: TestClient) => ((await client.get('courses/')).body.courses as { _id: string; archived: boolean }[]).find((c) => c._id === courseId);
const auditActions = async () => tk.kernel.knex('audit_log').where({ subject_id: courseId }).orderBy('at').pluck('action');

beforeAll(async () => {
  tk = await createTestKernel();
  const teacher = await tk.createUser('instructor');
  const helper = await tk.createUser('assistant');
  const learner = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor: teacher, assistants: [helper], students: [learner] })).courseId;
  instructor = await tk.loginAs(teacher);
  assistant = await tk.loginAs(helper);
  student = await tk.loginAs(learner);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
});

afterAll(() => tk?.close());

describe('PUT courses/{courseId}/archive', () => {
  it("archives with the spec's message: the course stays, flagged archived in every member's list and its settings", async () => {
    expect(await listed(student)).toMatchObject({ archived: false });
    const archived = await instructor.put(`courses/${courseId}/archive`, { archived: true });
    expect(archived.body).toEqual({ message: 'Course archived', archived: true });
    expect(await listed(student)).toMatchObject({ archived: true });
    expect(await listed(instructor)).toMatchObject({ archived: true });
    expect((await instructor.get(`get_course_settings_info/${courseId}`)).body.settings.archived).toBe(true);
    expect((await student.get(`courses/${courseId}/`)).status).toBe(200);
  });

  it('archiving again keeps the first date and writes no second entry; an administrator restores', async () => {
    const first = (await tk.kernel.knex('courses').where({ id: courseId }).first('archived_at')).archived_at;
    tk.clock.advance(60_000);
    expect((await instructor.put(`courses/${courseId}/archive`, { archived: true })).status).toBe(200);
    expect((await tk.kernel.knex('courses').where({ id: courseId }).first('archived_at')).archived_at).toEqual(first);
    expect((await admin.put(`courses/${courseId}/archive`, { archived: false })).body).toEqual({ message: 'Course restored', archived: false });
    expect(await listed(student)).toMatchObject({ archived: false });
    expect(await auditActions()).toEqual(['courses.archive', 'courses.restore']);
  });

  it('is refused to assistants (no edit rights) and students, and checks its body', async () => {
    expect((await assistant.put(`courses/${courseId}/archive`, { archived: true })).status).toBe(403);
    expect((await student.put(`courses/${courseId}/archive`, { archived: true })).status).toBe(403);
    expect((await instructor.put(`courses/${courseId}/archive`, { archived: 'yes' })).status).toBe(422);
    expect((await instructor.put(`courses/${courseId}/archive`, {})).status).toBe(422);
    expect(await listed(student)).toMatchObject({ archived: false });
  });
});
