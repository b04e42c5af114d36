import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionsWorld, requestCourse, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;

beforeAll(async () => {
  world = await adoptionsWorld();
});

afterAll(() => world?.tk.close());

describe('the adoption catalog', () => {
  it('starts empty', async () => {
    expect((await world.professorClient.get('adoptions/catalog')).body).toEqual({ courses: [] });
  });

  it('lists a course (201), answers its summary, and changes its description when listed again (200)', async () => {
    const courseId = world.catalogCourse.courseId;
    const listed = await world.adminClient.post(`adoptions/catalog/${courseId}`, { description: '  Cells to genes.  ' });
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({ _id: courseId, title: 'Biology 101', description: 'Cells to genes.', request: null });

    const again = await world.adminClient.post(`adoptions/catalog/${courseId}`, { description: 'Now with labs.' });
    expect(again.status).toBe(200);
    const unchanged = await world.adminClient.post(`adoptions/catalog/${courseId}`, {});
    expect(unchanged.body.description).toBe('Now with labs.');

    const catalog = await world.professorClient.get('adoptions/catalog');
    expect(catalog.body.courses).toHaveLength(1);
    expect(catalog.body.courses[0]).toMatchObject({ _id: courseId, title: 'Biology 101', subtitle: null, description: 'Now with labs.', request: null });
  });

  it('refuses an unknown course and a description too long, storing nothing', async () => {
    const unknown = await world.adminClient.post(`adoptions/catalog/${'f'.repeat(24)}`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Course not found.');
    const long = await world.adminClient.post(`adoptions/catalog/${world.catalogCourse.courseId}`, { description: 'x'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.body.error).toBe('A description is at most 2000 characters.');
    const extra = await world.adminClient.post(`adoptions/catalog/${world.catalogCourse.courseId}`, { price: 5 });
    expect(extra.status).toBe(422);
    expect((await world.professorClient.get('adoptions/catalog')).body.courses.map((c: { description: string }) => c.description)).toEqual(['Now with labs.']);
  });

  it("shows each caller their own request's state", async () => {
    const requestId = await requestCourse(world);
    const mine = (await world.professorClient.get('adoptions/catalog')).body.courses[0];
    expect(mine.request).toEqual({ _id: requestId, state: 'pending', created_course_id: null });
    expect((await world.adminClient.get('adoptions/catalog')).body.courses[0].request).toBeNull();
  });

  it('unlists a course (204), then answers 404 for it; its requests stay to be decided', async () => {
    const courseId = world.catalogCourse.courseId;
    expect((await world.adminClient.request('DELETE', `adoptions/catalog/${courseId}`)).status).toBe(204);
    expect((await world.professorClient.get('adoptions/catalog')).body.courses).toEqual([]);
    const again = await world.adminClient.request('DELETE', `adoptions/catalog/${courseId}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('This course is not in the adoption catalog.');
    expect((await world.adminClient.get('adoptions/get_count')).body).toEqual({ count: 1 });
  });
});
