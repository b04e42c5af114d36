import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { coreServices } from '@lms/contract/services.ts';

/**
 * Part 3 §6: "In the redesign, the permissions canEditCalendar and
 * canViewCourse decide access": GET course_permissions/{courseId}, read off the
 * permission service (issue 23 item 7).
 */
describe('GET course_permissions/{courseId}', () => {
  let tk: TestKernel;
  let courseId: string;
  let noManagerCourse: string;
  const clients = {} as Record<'instructor' | 'assistant' | 'student' | 'outsider' | 'coordinator' | 'otherCoordinator' | 'siteAdmin', TestClient>;
  const ask = async (client: TestClient, course = courseId) => {
    const answer = await client.get(`course_permissions/${course}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    tk = await createTestKernel();
    const instructor = await tk.createUser('instructor');
    const assistant = await tk.createUser('assistant');
    const student = await tk.createUser('student');
    const coordinator = await tk.createUser('program-admin');
    courseId = (await tk.createCourse({ instructor, assistants: [assistant], students: [student] })).courseId;
    noManagerCourse = (await tk.createCourse({ instructor, assistants: [assistant], settings: { assistants_no_mgr_rights: true } })).courseId;
    // The coordinator runs a program whose section is the course.
    await tk.kernel.knex.transaction((trx) =>
      tk.kernel.resolve(coreServices.programAccounts).replaceCourseRights('p1', { templateId: noManagerCourse, sectionIds: [courseId], coordinators: [coordinator.id] }, trx),
    );
    clients.instructor = await tk.loginAs(instructor);
    clients.assistant = await tk.loginAs(assistant);
    clients.student = await tk.loginAs(student);
    clients.outsider = await tk.loginAs(await tk.createUser('student'));
    clients.coordinator = await tk.loginAs(coordinator);
    clients.otherCoordinator = await tk.loginAs(await tk.createUser('program-admin'));
    clients.siteAdmin = await tk.loginAs(await tk.createUser('site-admin'));
  });

  afterAll(() => tk?.close());

  it('gives the course staff, its program administrator and site administrators both, a student only the view', async () => {
    for (const role of ['instructor', 'assistant', 'coordinator', 'siteAdmin'] as const) {
      expect([role, await ask(clients[role])]).toEqual([role, { canViewCourse: true, canEditCalendar: true }]);
    }
    expect(await ask(clients.student)).toEqual({ canViewCourse: true, canEditCalendar: false });
  });

  it('takes the calendar from an assistant without manager rights, but not from the program administrator of the course', async () => {
    expect(await ask(clients.assistant, noManagerCourse)).toEqual({ canViewCourse: true, canEditCalendar: false });
    expect(await ask(clients.coordinator, noManagerCourse)).toEqual({ canViewCourse: true, canEditCalendar: true });
  });

  it('answers neither to someone outside the course, another program’s administrator, or for an unknown course; 404 for a malformed id, 401 to a visitor', async () => {
    expect(await ask(clients.outsider)).toEqual({ canViewCourse: false, canEditCalendar: false });
    expect(await ask(clients.otherCoordinator)).toEqual({ canViewCourse: false, canEditCalendar: false });
    expect(await ask(clients.instructor, '0123456789abcdef01234567')).toEqual({ canViewCourse: false, canEditCalendar: false });
    expect((await clients.instructor.get('course_permissions/not-an-id')).status).toBe(404);
    expect((await tk.client().get(`course_permissions/${courseId}`)).status).toBe(401);
  });
});
