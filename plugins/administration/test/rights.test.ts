import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { administrationWorld, auditOf, type AdministrationWorld } from './administrationWorld.ts';

let world: AdministrationWorld;
let target: string;
beforeAll(async () => {
  world = await administrationWorld();
  target = (await world.tk.createUser('student', { validated: false })).id;
});
afterAll(() => world?.tk.close());

type Call = [method: string, path: string, body?: unknown];
const NONE = 'f'.repeat(24);

// Bodies that would act if allowed on ids that exist nowhere: a refused call must answer 403 before the id is looked up.
const readCalls = (): Call[] => [
  ['POST', 'administration/search', { text: 'a' }],
  ['POST', 'administration/searchcourseid', { course_id: world.course.courseId }],
  ['GET', `administration/users/${target}`],
  ['GET', 'administration/audit'],
];
const accountCalls = (): Call[] => [
  ['POST', 'administration/account', { name: 'A', surname: 'B', email: 'a.b@x.example', phone: '202-555-0199', institution: 'I', role: 'R' }],
  ['POST', 'administration/utils/verify', { user_id: target }],
  ['POST', 'administration/utils/change_email', { user_id: target, email: 'other@x.example' }],
  ['POST', 'administration/utils/enroll', { user_id: target, course_id: world.course.courseId }],
  ['POST', 'administration/utils/change_date', { user_id: target, course_id: world.course.courseId, access_end_date: '2030-01-01T00:00:00.000Z', payment_due_date: null }],
  ['POST', 'administration/utils/unenroll', { user_id: target, course_id: world.course.courseId }],
];
const moneyCalls = (): Call[] => [
  ['POST', 'administration/utils/credits', { user_id: target, credits: 5 }],
  ['POST', 'administration/utils/remove_permissions', { user_id: target }],
  ['POST', 'administration/utils/remove_instructor', { user_id: target }],
  ['POST', 'administration/utils/mark_as_paid', { user_id: target, course_id: world.course.courseId }],
  ['POST', 'administration/utils/ia_opt_out', { user_id: target, course_id: world.course.courseId, ia_opt_out: true }],
  ['POST', 'administration/utils/move_payment', { payment_id: NONE, course_id: world.course.courseId }],
  ['POST', 'administration/utils/refund', { payment_id: NONE }],
];
const all = () => [...readCalls(), ...accountCalls(), ...moneyCalls()];

const statusOf = async (client: TestClient, [method, path, body]: Call) => (await client.request(method, path, body)).status;

describe('part 3 §6: who may call what', () => {
  it('refuses a visitor (401), a student and an instructor (403) everywhere, and nothing is written', async () => {
    for (const call of all()) expect([call[1], await statusOf(world.tk.client(), call)]).toEqual([call[1], 401]);
    for (const who of ['student', 'instructor'] as const) {
      for (const call of all()) expect([who, call[1], await statusOf(world.clients[who], call)]).toEqual([who, call[1], 403]);
    }
    expect(await auditOf(world, target)).toEqual([]);
  });

  it('lets a level-0 administrator (value 1) read, and nothing else', async () => {
    for (const call of readCalls()) expect([call[1], await statusOf(world.clients.levelZero, call)]).toEqual([call[1], 200]);
    for (const call of [...accountCalls(), ...moneyCalls()]) {
      const answer = await world.clients.levelZero.request(call[0], call[1], call[2]);
      expect([call[1], answer.status, answer.body.errno]).toEqual([call[1], 403, 'admin-level']);
    }
    expect(await auditOf(world, target)).toEqual([]);
  });

  it('lets a level-1 administrator (value 2) run accounts and enrolments, not money or rights', async () => {
    for (const call of moneyCalls()) {
      const answer = await world.clients.levelOne.request(call[0], call[1], call[2]);
      expect([call[1], answer.status, answer.body.errno]).toEqual([call[1], 403, 'admin-level']);
    }
    for (const call of accountCalls()) expect([call[1], await statusOf(world.clients.levelOne, call)]).toEqual([call[1], call[1].endsWith('account') ? 201 : 200]);
    expect((await auditOf(world, target)).map((e) => e.action)).toEqual(['users.unenroll', 'users.change_date', 'users.enroll', 'users.change_email', 'users.verify']);
  });

  it('lets a level-2 site administrator and a provider-level admin (Junction, value 1) do everything', async () => {
    for (const who of ['admin', 'provider'] as const) {
      for (const call of moneyCalls().slice(0, 5)) expect([who, call[1], await statusOf(world.clients[who], call)]).toEqual([who, call[1], 200]);
      // The unknown payment is looked up only once the right is granted.
      for (const call of moneyCalls().slice(5)) expect([who, call[1], await statusOf(world.clients[who], call)]).toEqual([who, call[1], 404]);
    }
  });
});

describe('GET administration/audit', () => {
  it('reads the log newest first, filtered by action, actor, subject and time, in pages', async () => {
    const admin = world.clients.admin;
    const mine = (await admin.get(`administration/audit?subject=${target}`)).body.entries;
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(mine[0]).toMatchObject({ subjectId: target, actorName: expect.any(String), at: expect.any(String) });
    const byLevelOne = (await admin.get(`administration/audit?actor=${world.levelOne.id}`)).body.entries;
    expect(byLevelOne.every((e: { actorId: string }) => e.actorId === world.levelOne.id)).toBe(true);
    expect(byLevelOne[0]).toMatchObject({ actorName: 'Lev One', actorEmail: world.levelOne.email });
    const verifies = (await admin.get('administration/audit?action=users.verify')).body.entries;
    expect(verifies.every((e: { action: string }) => e.action === 'users.verify')).toBe(true);
    const page = (await admin.get(`administration/audit?subject=${target}&limit=2`)).body.entries;
    const next = (await admin.get(`administration/audit?subject=${target}&limit=2&before=${page[1].id}`)).body.entries;
    expect([...page, ...next].map((e: { id: string }) => e.id)).toEqual(mine.slice(0, 4).map((e: { id: string }) => e.id));
    const future = new Date(world.tk.clock.now().getTime() + 86_400_000).toISOString();
    expect((await admin.get(`administration/audit?from=${encodeURIComponent(future)}`)).body.entries).toEqual([]);
    expect((await admin.get('administration/audit?limit=500')).status).toBe(422);
  });
});
