import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionsWorld, listCatalogCourse, REQUEST_FIELDS, requestCourse, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;

beforeAll(async () => {
  world = await adoptionsWorld();
  await listCatalogCourse(world);
});

afterAll(() => world?.tk.close());

const storedRequests = () => world.tk.kernel.knex('adoptions_requests').count({ count: '*' }).then(([row]) => Number(row!.count));

describe('asking for a catalog course', () => {
  it("refuses missing or blank fields with 'Please enter all the required fields', naming each, and stores nothing", async () => {
    const answer = await world.professorClient.post('adoptions/requests', { course_id: world.catalogCourse.courseId, course_title: '   ', course_enrollment: '30' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Please enter all the required fields');
    expect(answer.body.fields).toEqual([
      { field: 'course_title', message: 'Missing course name and number' },
      { field: 'course_start_date', message: 'Missing course start date' },
    ]);
    expect(await storedRequests()).toBe(0);
  });

  it('refuses a start date that is not a day, a course not in the catalog and unknown fields', async () => {
    const badDay = await world.professorClient.post('adoptions/requests', { course_id: world.catalogCourse.courseId, ...REQUEST_FIELDS, course_start_date: '2031-02-30' });
    expect(badDay.status).toBe(422);
    expect(badDay.body.fields).toEqual([{ field: 'course_start_date', message: 'Enter the course start date as a day (yyyy-mm-dd).' }]);
    const other = await world.tk.createCourse({ title: 'Not listed' });
    const notListed = await world.professorClient.post('adoptions/requests', { course_id: other.courseId, ...REQUEST_FIELDS });
    expect(notListed.status).toBe(404);
    expect(notListed.body.error).toBe('This course is not in the adoption catalog.');
    const extra = await world.professorClient.post('adoptions/requests', { course_id: world.catalogCourse.courseId, ...REQUEST_FIELDS, price: 0 });
    expect(extra.status).toBe(422);
    expect(await storedRequests()).toBe(0);
  });

  it('refuses an expected enrollment that is not a whole number (issue 14: "NaN" was stored)', async () => {
    for (const count of ['NaN', 'Infinity', '1e3', '-3', '0', '12.5', 'lots']) {
      const answer = await world.professorClient.post('adoptions/requests', { course_id: world.catalogCourse.courseId, ...REQUEST_FIELDS, course_enrollment: count });
      expect(answer, count).toMatchObject({ status: 422, body: { fields: [{ field: 'course_enrollment', message: 'Enter the expected enrollment count as a whole number.' }] } });
    }
    expect(await storedRequests()).toBe(0);
  });

  it('records a pending request with what was entered, trimmed', async () => {
    const created = await world.professorClient.post('adoptions/requests', {
      course_id: world.catalogCourse.courseId,
      course_title: ' BIO 101 Fall ',
      course_start_date: '2031-09-01',
      course_enrollment: ' 120 ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      state: 'pending',
      user: { _id: world.professor.id, firstname: 'Pat', lastname: 'Prof', email: world.professor.email },
      course: { _id: world.catalogCourse.courseId, title: 'Biology 101' },
      course_title: 'BIO 101 Fall',
      course_start_date: '2031-09-01',
      course_enrollment: '120',
      created_course: null,
      decided_at: null,
    });
    const mine = await world.professorClient.get('adoptions/requests/mine');
    expect(mine.body.requests.map((request: { _id: string }) => request._id)).toEqual([created.body._id]);
  });

  it('keeps one pending request per instructor and course (409), while another instructor may ask too', async () => {
    const twice = await world.professorClient.post('adoptions/requests', { course_id: world.catalogCourse.courseId, ...REQUEST_FIELDS });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('You already requested this course; an administrator will answer soon.');
    const colleague = await world.tk.createUser('instructor');
    await requestCourse(world, await world.tk.loginAs(colleague));
    expect(await storedRequests()).toBe(2);
    expect((await world.adminClient.get('adoptions/get_count')).body).toEqual({ count: 2 });
  });

  it('may ask again once the earlier request was rejected', async () => {
    const [first] = (await world.professorClient.get('adoptions/requests/mine')).body.requests;
    await world.adminClient.put('adoptions/update/reject/remove', { ids: [first._id], action: 'reject' });
    const again = await requestCourse(world);
    const states = (await world.professorClient.get('adoptions/requests/mine')).body.requests.map((r: { _id: string; state: string }) => [r._id, r.state]);
    expect(states).toEqual([
      [again, 'pending'],
      [first._id, 'rejected'],
    ]);
  });
});
