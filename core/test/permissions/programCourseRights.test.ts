import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '@lms/contract/services.ts';
import type { ProgramCourseGrants } from '@lms/contract/programAccounts.ts';
import { toSessionUser } from '../../src/index.ts';

/**
 * Part 1 §6: "Program administrator: rights on courses in their section list,
 * and on the section template list except for edit-only actions", through the
 * kernel's permission service (issue 23 item 5).
 */
describe('program administrators’ rights on their programs’ courses', () => {
  let tk: TestKernel;
  let coordinator: TestUser;
  let other: TestUser;
  let templateId: string;
  let sectionId: string;

  const grant = (programId: string, grants: ProgramCourseGrants | null) =>
    tk.kernel.knex.transaction((trx) => tk.kernel.resolve(coreServices.programAccounts).replaceCourseRights(programId, grants, trx));
  const access = (user: TestUser, courseId: string) => tk.kernel.resolve(coreServices.permissions).courseAccess(toSessionUser(user.row), courseId);

  beforeAll(async () => {
    tk = await createTestKernel();
    const instructor = await tk.createUser('instructor');
    coordinator = await tk.createUser('program-admin');
    other = await tk.createUser('program-admin');
    templateId = (await tk.createCourse({ instructor })).courseId;
    sectionId = (await tk.createCourse({ instructor })).courseId;
  });

  afterAll(() => tk?.close());

  it('gives every right on a section and all but edit on the template, to the program’s coordinators only', async () => {
    await grant('p1', { templateId, sectionIds: [sectionId], coordinators: [coordinator.id] });
    expect(await access(coordinator, sectionId)).toMatchObject({ professor: true, manage: true, edit: true, student: false, hold: null });
    expect(await access(coordinator, templateId)).toMatchObject({ professor: true, manage: true, edit: false, student: false, hold: null });
    expect(await access(other, sectionId)).toBeNull();
  });

  it('replaces the program’s grants whole: a coordinator taken off loses them, a section unhooked is no longer theirs', async () => {
    await grant('p1', { templateId, sectionIds: [], coordinators: [other.id] });
    expect(await access(coordinator, templateId)).toBeNull();
    expect(await access(other, templateId)).toMatchObject({ edit: false, manage: true });
    expect(await access(other, sectionId)).toBeNull();
    await grant('p1', null);
    expect(await access(other, templateId)).toBeNull();
  });

  it('needs the user to be a program administrator still', async () => {
    await grant('p1', { templateId, sectionIds: [sectionId], coordinators: [coordinator.id] });
    await tk.kernel.knex('users').where({ id: coordinator.id }).update({ program_administrator: false });
    const demoted = { ...coordinator, row: { ...coordinator.row, program_administrator: false } };
    expect(await access(demoted, sectionId)).toBeNull();
    await tk.kernel.knex('users').where({ id: coordinator.id }).update({ program_administrator: true });
  });

  it('grants course permissions on the wire: course:edit on a section, refused on the template', async () => {
    const client = await tk.loginAs(coordinator);
    const edit = tk.kernel.routeTable().find((route) => route.permission === 'course:edit' && /^[^:]*:courseId\/?$/.test(route.path))!;
    const call = (courseId: string) => client.request(edit.method, edit.path.replace('/server/', '').replace(':courseId', courseId), edit.method === 'GET' ? undefined : {});
    expect((await call(sectionId)).body?.errno).not.toBe('access-denied');
    expect(await call(templateId)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
  });
});
