import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser, type CourseFixture } from '../src/testing/index.ts';
import { coreServices } from '../src/server.ts';
import { contractPlugin, itemStoreRef } from './fixtures/contractPlugin.ts';
import { testComponentsPlugin } from './fixtures/testComponentTypes.ts';

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let outsider: TestUser;
let course: CourseFixture;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [{ manifest: contractPlugin, config: { greeting: 'hi there' } }, testComponentsPlugin] });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  outsider = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student] });
});

afterAll(() => tk?.close());

describe('plugin routes, migrations, services and configuration', () => {
  it("runs the plugin's migrations into its own migration table", async () => {
    expect(await tk.kernel.knex.schema.hasTable('contract_items')).toBe(true);
    const applied = await tk.kernel.knex('migrations_contract').pluck('name');
    expect(applied).toEqual(['20261121000000_contract_items']);
  });

  it('mounts plugin routes under /server/ with their permission and schema', async () => {
    const teacher = await tk.loginAs(instructor);
    const created = await teacher.post(`contract/${course.courseId}/items/`, { name: 'First' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'First' });

    const learner = await tk.loginAs(student);
    const listed = await learner.get(`contract/${course.courseId}/items/`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ greeting: 'hi there', items: [{ id: expect.any(Number), name: 'First' }] });

    expect((await learner.post(`contract/${course.courseId}/items/`, { name: 'Nope' })).body.errno).toBe('access-denied');
    expect((await tk.client().get(`contract/${course.courseId}/items/`)).body.errno).toBe('not-logged');
    expect((await (await tk.loginAs(outsider)).get(`contract/${course.courseId}/items/`)).body.errno).toBe('student-not-in-course');
    const invalid = await teacher.post(`contract/${course.courseId}/items/`, { name: '', colour: 'red' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toEqual(
      expect.arrayContaining([{ field: 'colour', message: 'Unknown field "colour"' }, { field: 'name', message: 'name must NOT have fewer than 1 characters' }]),
    );
    expect(await tk.kernel.knex('contract_items').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it("builds plugin services once, in the plugin's own container, with its logger and configuration", () => {
    const store = tk.kernel.resolveFor('contract', itemStoreRef);
    expect(store).toBe(tk.kernel.resolveFor('contract', itemStoreRef));
    expect(store.greeting).toBe('hi there');
    expect(store.log.bindings().plugin).toBe('contract');
    expect(() => tk.kernel.resolve(itemStoreRef)).toThrow();
  });
});

describe('grading hooks and the grade ledger', () => {
  it('registers gradable components as activities and scores submissions through the hook', async () => {
    const teacher = await tk.loginAs(instructor);
    const { courseId, lessonId, pageId } = course.first;
    const quiz = await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'quiz', title: 'Check', config: { answer: 'blue', points: 4 } });
    expect(quiz.status).toBe(201);
    const activity = await tk.kernel.knex('activities').where({ component_id: quiz.body._id }).first();
    expect(activity).toMatchObject({ course_id: courseId, type: 'quiz', title: 'Check', max_score: 4, graded: true });

    const learner = await tk.loginAs(student);
    const right = await learner.post(`contract/quiz/${courseId}/${quiz.body._id}/submit`, { answer: 'blue' });
    expect(right.body).toMatchObject({ status: 'graded', score: 4, maxScore: 4, userId: student.id });
    const wrong = await learner.post(`contract/quiz/${courseId}/${quiz.body._id}/submit`, { answer: 'red' });
    expect(wrong.body).toMatchObject({ score: 0, maxScore: 4 });

    const saved = await teacher.put(`components/${courseId}/${lessonId}/${pageId}/${quiz.body._id}/`, { config: { answer: 'red', points: 5 } });
    expect(saved.status).toBe(200);
    expect(await tk.kernel.knex('activities').where({ id: activity.id }).first()).toMatchObject({ max_score: 5 });
    const ledger = tk.kernel.resolveFor('contract', coreServices.grading);
    expect(await ledger.rescoreActivity(activity.id)).toBe(2);
    expect((await ledger.attempts(activity.id, student.id)).map((a) => a.score)).toEqual([0, 5]);
    expect(await ledger.rescoreActivity(activity.id)).toBe(0);
  });
});
