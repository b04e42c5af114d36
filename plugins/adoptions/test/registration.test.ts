import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLabelBundle } from '@lms/sdk/testing';
import { adoptionsWorld, listCatalogCourse, REQUEST_FIELDS, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;
let email = 0;

beforeAll(async () => {
  world = await adoptionsWorld();
  await listCatalogCourse(world);
  // Accounts are usable at once, so the new professor can read their own requests.
  await setLabelBundle(world.tk, { email_validation: false }, '127.0.0.1');
});
afterAll(() => world?.tk.close());

/** Registers a professor (part 1 §3 payload) and answers their logged-in client. */
async function registerProfessor(fields: Record<string, unknown>) {
  const client = world.tk.client();
  email += 1;
  const password = 'Strong-passw0rd!';
  const answer = await client.post('register_professor/', {
    name: 'Grace',
    surname: 'Hopper',
    email: `grace-${email}@test.example`,
    phone: '+1 555 123 4567',
    password1: password,
    password2: password,
    role: 'Professor',
    university: 'State University',
    professorTick: true,
    toc: true,
    ...fields,
  });
  expect(answer.status).toBe(200);
  return client;
}

describe('a professor registration for a catalog course', () => {
  it('becomes their pending adoption request, with the details they entered', async () => {
    const client = await registerProfessor({ course: world.catalogCourse.courseId, ...REQUEST_FIELDS });
    const { requests } = (await client.get('adoptions/requests/mine')).body as { requests: { state: string; course: { _id: string }; course_title: string; course_start_date: string; course_enrollment: string }[] };
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ state: 'pending', course: { _id: world.catalogCourse.courseId }, ...REQUEST_FIELDS });
    expect((await world.adminClient.get('adoptions/get_count')).body).toEqual({ count: 1 });
  });

  it('asks nothing without the course details, or for a course outside the catalog', async () => {
    const other = await world.tk.createCourse({ title: 'Not offered' });
    const withoutDetails = await registerProfessor({ course: world.catalogCourse.courseId });
    const notInCatalog = await registerProfessor({ course: other.courseId, ...REQUEST_FIELDS });
    for (const client of [withoutDetails, notInCatalog]) expect((await client.get('adoptions/requests/mine')).body).toEqual({ requests: [] });
    expect((await world.adminClient.get('adoptions/get_count')).body).toEqual({ count: 1 });
  });
});
