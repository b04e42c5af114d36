import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { adoptionsWorld, listCatalogCourse, requestCourse, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;
let requestId: string;

beforeAll(async () => {
  world = await adoptionsWorld();
  await listCatalogCourse(world);
  requestId = await requestCourse(world);
});

afterAll(() => world?.tk.close());

type Call = [method: string, path: string, body?: unknown];

const authorCalls = (): Call[] => [
  ['GET', 'adoptions/catalog'],
  ['GET', 'adoptions/requests/mine'],
  ['POST', 'adoptions/requests', { course_id: world.catalogCourse.courseId, course_title: 'X', course_start_date: '2031-01-01', course_enrollment: '5' }],
];

const adminCalls = (): Call[] => [
  ['POST', `adoptions/catalog/${world.catalogCourse.courseId}`, {}],
  ['DELETE', `adoptions/catalog/${world.catalogCourse.courseId}`],
  ['GET', 'adoptions/requests'],
  ['GET', `adoptions/request/${requestId}`],
  ['GET', 'adoptions/get_count'],
  ['PUT', 'adoptions/update/reject/remove', { ids: [requestId], action: 'reject' }],
  ['PUT', `adoptions/update/clone/${requestId}`, {}],
  ['PUT', `adoptions/update/invite/${requestId}`],
  // Part 3 §7's own paths: the same calls.
  ['GET', 'requests'],
  ['GET', `request/${requestId}`],
  ['GET', 'get_count'],
  ['PUT', 'update/reject/remove', { ids: [requestId], action: 'reject' }],
  ['PUT', `update/clone/${requestId}`, {}],
  ['PUT', `update/invite/${requestId}`],
];

const statusOf = async (client: TestClient, [method, path, body]: Call) => (await client.request(method, path, body)).status;

describe('who may call what', () => {
  it('refuses a visitor who is not logged in everywhere (401)', async () => {
    for (const call of [...authorCalls(), ...adminCalls()]) expect([call[1], await statusOf(world.tk.client(), call)]).toEqual([call[1], 401]);
  });

  it('refuses a student everywhere (403)', async () => {
    for (const call of [...authorCalls(), ...adminCalls()]) expect([call[1], await statusOf(world.studentClient, call)]).toEqual([call[1], 403]);
  });

  it('lets a professor read the catalog and ask, and nothing of the administration', async () => {
    expect(await statusOf(world.professorClient, ['GET', 'adoptions/catalog'])).toBe(200);
    expect(await statusOf(world.professorClient, ['GET', 'adoptions/requests/mine'])).toBe(200);
    for (const call of adminCalls()) expect([call[1], await statusOf(world.professorClient, call)]).toEqual([call[1], 403]);
    // Nothing was decided by the refused calls.
    const request = await world.adminClient.get(`adoptions/request/${requestId}`);
    expect(request.body.state).toBe('pending');
  });

  it('lets a site administrator read and decide', async () => {
    expect(await statusOf(world.adminClient, ['GET', 'adoptions/catalog'])).toBe(200);
    expect(await statusOf(world.adminClient, ['GET', 'adoptions/requests'])).toBe(200);
    expect(await statusOf(world.adminClient, ['GET', 'adoptions/get_count'])).toBe(200);
    expect((await world.adminClient.get('get_count')).body).toEqual((await world.adminClient.get('adoptions/get_count')).body);
    expect((await world.adminClient.get(`request/${requestId}`)).body).toEqual((await world.adminClient.get(`adoptions/request/${requestId}`)).body);
  });
});
