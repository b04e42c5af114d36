import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

/** Part 2 §7 "Boards": POST get_users/ (a list of user ids) answers [{_id, name, surname, thumbnail_url}]. */
let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel();
});
afterAll(() => tk?.close());

describe('POST get_users/', () => {
  it("answers the names of the caller's course members and themselves, leaving out everyone else", async () => {
    const instructor = await tk.createUser('instructor');
    const student = await tk.createUser('student');
    const classmate = await tk.createUser('student');
    const stranger = await tk.createUser('student');
    await tk.createCourse({ instructor, students: [student, classmate] });
    await tk.kernel.knex('users').where({ id: classmate.id }).update({ firstname: 'Ada', lastname: 'Lovelace', thumbnail_url: '/pic.png' });
    const learner = await tk.loginAs(student);
    const answer = await learner.post('get_users/', [classmate.id, instructor.id, stranger.id, student.id, '0123456789abcdef01234567']);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(3);
    expect(answer.body).toEqual(expect.arrayContaining([{ _id: classmate.id, name: 'Ada', surname: 'Lovelace', thumbnail_url: '/pic.png' }]));
    expect(answer.body.map((user: { _id: string }) => user._id).sort()).toEqual([classmate.id, instructor.id, student.id].sort());
    // Nothing but names and pictures.
    expect(Object.keys(answer.body[0]).sort()).toEqual(['_id', 'name', 'surname', 'thumbnail_url']);
    expect((await (await tk.loginAs(stranger)).post('get_users/', [classmate.id])).body).toEqual([]);
  });

  it('lets administrators look anyone up, and refuses a bad list or no login', async () => {
    const admin = await tk.createUser('student');
    await tk.kernel.knex('users').where({ id: admin.id }).update({ administrator: 1 });
    const someone = await tk.createUser('student');
    const client = await tk.loginAs(admin);
    expect((await client.post('get_users/', [someone.id])).body).toEqual([expect.objectContaining({ _id: someone.id })]);
    expect((await client.post('get_users/', ['nope'])).status).toBe(422);
    expect((await client.post('get_users/', { ids: [someone.id] })).status).toBe(422);
    const anonymous = tk.client();
    await anonymous.get('now');
    expect((await anonymous.post('get_users/', [someone.id])).body.errno).toBe('not-logged');
  });
});
