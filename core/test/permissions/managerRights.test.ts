import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { hasManagerRights } from '../../src/permissions/managerRights.ts';

describe('manager rights (part 1 §6, part 3 §6)', () => {
  const facts = { siteAdmin: false, programAdministrator: false, assistantsNoManagerRights: false };

  it('are instructors’ and site administrators’, and assistants’ by default', () => {
    expect(hasManagerRights({ ...facts, role: 'instructor', assistantsNoManagerRights: true })).toBe(true);
    expect(hasManagerRights({ ...facts, role: null, siteAdmin: true })).toBe(true);
    expect(hasManagerRights({ ...facts, role: 'assistant' })).toBe(true);
    expect(hasManagerRights({ ...facts, role: 'student' })).toBe(false);
    expect(hasManagerRights({ ...facts, role: null, programAdministrator: true })).toBe(false);
  });

  it('are taken from assistants by assistants_no_mgr_rights, unless they are program administrators', () => {
    expect(hasManagerRights({ ...facts, role: 'assistant', assistantsNoManagerRights: true })).toBe(false);
    expect(hasManagerRights({ ...facts, role: 'assistant', assistantsNoManagerRights: true, programAdministrator: true })).toBe(true);
  });
});

describe('manager rights on the wire', () => {
  let tk: TestKernel;
  let courseId: string;
  let assistant: TestUser;
  let programAdministrator: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    tk = await createTestKernel();
    const instructor = await tk.createUser('instructor');
    assistant = await tk.createUser('assistant');
    programAdministrator = await tk.createUser('program-admin');
    student = await tk.createUser('student');
    courseId = (await tk.createCourse({ instructor, assistants: [assistant, programAdministrator], students: [student], settings: { assistants_no_mgr_rights: true } })).courseId;
  });

  afterAll(() => tk?.close());

  const manageFlag = async (user: TestUser) => ((await (await tk.loginAs(user)).get('courses/')).body.courses as { _id: string; manage: boolean }[]).find((course) => course._id === courseId)?.manage;
  // course:manage, checked by the handler against the course in the body (a stranger's id removes no one).
  const unenrol = async (user: TestUser) => (await (await tk.loginAs(user)).post('unenroll_student/', { courseId, students: ['0123456789abcdef01234567'] })).status;

  it('the course list says manage: false for an assistant of a course with assistants_no_mgr_rights, and course:manage refuses them', async () => {
    expect(await manageFlag(assistant)).toBe(false);
    expect(await unenrol(assistant)).toBe(403);
    expect(await manageFlag(student)).toBe(false);
  });

  it('keeps them for an assistant who is a program administrator, in the list and in course:manage', async () => {
    expect(await manageFlag(programAdministrator)).toBe(true);
    expect(await unenrol(programAdministrator)).toBe(200);
  });
});
