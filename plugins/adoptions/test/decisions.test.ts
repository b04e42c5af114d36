import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionsWorld, listCatalogCourse, requestCourse, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;
const REQUEST_NOT_FOUND = 'Request not found. Perhaps you already approved or rejected this?';

beforeAll(async () => {
  world = await adoptionsWorld();
  await listCatalogCourse(world);
});

afterAll(() => world?.tk.close());

const stateOf = async (id: string) => (await world.adminClient.get(`adoptions/request/${id}`)).body.state as string;
const askAs = async (firstname: string) => requestCourse(world, await world.tk.loginAs(await world.tk.createUser('instructor', { firstname })));

describe('rejecting and removing requests', () => {
  it('rejects pending requests; a second rejection answers the spec’s message (409)', async () => {
    const [a, b] = [await askAs('A'), await askAs('B')];
    const rejected = await world.adminClient.put('adoptions/update/reject/remove', { ids: [a, b], action: 'reject' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ updated: 2 });
    expect([await stateOf(a), await stateOf(b)]).toEqual(['rejected', 'rejected']);
    const again = await world.adminClient.put('adoptions/update/reject/remove', { ids: [a], action: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REQUEST_NOT_FOUND);
  });

  it('changes none when one id is unknown or decided', async () => {
    const pending = await askAs('C');
    const rejected = await askAs('D');
    await world.adminClient.put('adoptions/update/reject/remove', { ids: [rejected], action: 'reject' });
    const unknown = await world.adminClient.put('adoptions/update/reject/remove', { ids: [pending, 'd'.repeat(24)], action: 'reject' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(REQUEST_NOT_FOUND);
    const decided = await world.adminClient.put('adoptions/update/reject/remove', { ids: [pending, rejected], action: 'remove' });
    expect(decided.status).toBe(409);
    expect(await stateOf(pending)).toBe('pending');
    const badAction = await world.adminClient.put('adoptions/update/reject/remove', { ids: [pending], action: 'approve' });
    expect(badAction.status).toBe(422);
    expect((await world.adminClient.put('adoptions/update/reject/remove', { ids: [], action: 'remove' })).status).toBe(422);
    expect(await stateOf(pending)).toBe('pending');
  });

  it('removes pending and approved requests', async () => {
    const pending = await askAs('E');
    const approved = await askAs('F');
    await world.adminClient.put(`adoptions/update/clone/${approved}`, {});
    const removed = await world.adminClient.put('adoptions/update/reject/remove', { ids: [pending, approved], action: 'remove' });
    expect(removed.body).toEqual({ updated: 2 });
    expect([await stateOf(pending), await stateOf(approved)]).toEqual(['removed', 'removed']);
  });
});

describe('listing requests', () => {
  it('answers pending requests first, oldest first, then decided ones; get_count counts the pending (C, G, H)', async () => {
    const older = await askAs('G');
    const newer = await askAs('H');
    const list = await world.adminClient.get('adoptions/requests');
    const rows = list.body.requests as { _id: string; state: string }[];
    expect(list.body.total).toBe(rows.length);
    const firstDecided = rows.findIndex((row) => row.state !== 'pending');
    expect(firstDecided).toBe(3);
    expect(rows.slice(0, firstDecided).map((row) => row._id).slice(-2)).toEqual([older, newer]);
    expect(rows.slice(firstDecided).every((row) => row.state !== 'pending')).toBe(true);
    expect((await world.adminClient.get('adoptions/get_count')).body).toEqual({ count: firstDecided });
  });

  it('pages with skip and limit (at most 1000) and filters by catalog course', async () => {
    const all = (await world.adminClient.get('adoptions/requests')).body.requests as { _id: string }[];
    const page = await world.adminClient.get('adoptions/requests?skip=1&limit=2');
    expect(page.body.requests.map((row: { _id: string }) => row._id)).toEqual(all.slice(1, 3).map((row) => row._id));
    expect((await world.adminClient.get('adoptions/requests?limit=1001')).status).toBe(422);
    const other = await world.tk.createCourse({ title: 'Other' });
    expect((await world.adminClient.get(`adoptions/requests?course=${other.courseId}`)).body).toEqual({ requests: [], total: 0 });
    expect((await world.adminClient.get(`adoptions/requests?course=${world.catalogCourse.courseId}`)).body.total).toBe(all.length);
  });
});
