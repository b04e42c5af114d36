import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { adoptionsWorld, listCatalogCourse, requestCourse, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;

beforeAll(async () => {
  world = await adoptionsWorld();
  await listCatalogCourse(world);
});

afterAll(() => world?.tk.close());

const auditOf = (subjectId: string) => world.tk.kernel.resolve(coreServices.auditLog).list({ subjectId, limit: 50 });
const askAs = async (firstname: string) => requestCourse(world, await world.tk.loginAs(await world.tk.createUser('instructor', { firstname })));

describe('the update/* calls are written to the audit log', () => {
  it('records each rejected or removed request with its state before and after, by the administrator', async () => {
    const [a, b] = [await askAs('A'), await askAs('B')];
    expect((await world.adminClient.put('adoptions/update/reject/remove', { ids: [a, b], action: 'reject' })).status).toBe(200);
    for (const id of [a, b]) {
      const [entry, ...rest] = await auditOf(id);
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({ actorId: world.admin.id, action: 'adoptions.reject', subjectType: 'adoption_request', subjectId: id });
      expect(entry!.before).toMatchObject({ state: 'pending' });
      expect(entry!.after).toMatchObject({ state: 'rejected' });
    }
    const c = await askAs('R');
    expect((await world.adminClient.put('adoptions/update/reject/remove', { ids: [c], action: 'remove' })).status).toBe(200);
    expect((await auditOf(c)).map((e) => [e.action, (e.after as { state: string }).state])).toEqual([['adoptions.remove', 'removed']]);
  });

  it('records the same at the spec’s bare path (PUT update/reject/remove)', async () => {
    const d = await askAs('S');
    expect((await world.adminClient.put('update/reject/remove', { ids: [d], action: 'reject' })).body).toEqual({ updated: 1 });
    expect((await auditOf(d)).map((e) => [e.action, e.actorId, (e.after as { state: string }).state])).toEqual([['adoptions.reject', world.admin.id, 'rejected']]);
  });

  it('records nothing when the decision is refused', async () => {
    const pending = await askAs('C');
    const refused = await world.adminClient.put('adoptions/update/reject/remove', { ids: [pending, 'd'.repeat(24)], action: 'reject' });
    expect(refused.status).toBe(404);
    expect(await auditOf(pending)).toEqual([]);
  });

  it('records the clone with the created course, and each invite', async () => {
    const id = await askAs('E');
    const cloned = await world.adminClient.put(`adoptions/update/clone/${id}`, {});
    expect(cloned.status).toBe(200);
    const [clone] = await auditOf(id);
    expect(clone).toMatchObject({ actorId: world.admin.id, action: 'adoptions.clone' });
    expect(clone!.before).toMatchObject({ state: 'pending', created_course_id: null });
    expect(clone!.after).toMatchObject({ state: 'approved', created_course_id: expect.any(String) });
    expect((await world.adminClient.put(`adoptions/update/invite/${id}`)).status).toBe(200);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['adoptions.invite', 'adoptions.clone']);
  });

  it('records no invite when there is no course to invite to', async () => {
    const id = await askAs('F');
    expect((await world.adminClient.put(`adoptions/update/invite/${id}`)).status).toBe(409);
    expect(await auditOf(id)).toEqual([]);
  });
});
