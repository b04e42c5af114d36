import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreServices, type GradeChange, type GradeLedger } from '@lms/contract';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { gradebookTypesPlugin, gradeListenerPlugin } from './gradebookTypes.ts';

let tk: TestKernel;
let ledger: GradeLedger;
let instructor: TestUser;
let course: CourseFixture;
/** Another course of the same instructor. */
let foreign: CourseFixture;
let componentId: string;
let activityId: string;
const heard: GradeChange[] = [];

/** Lets every promise callback due run (a knex transaction settles a few ticks after its commit). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin, gradeListenerPlugin] });
  ledger = tk.kernel.resolveFor('gradebook-types', coreServices.grading);
  tk.kernel.resolveFor('grade-listener', coreServices.grading).onChange((change) => heard.push(change));
  instructor = await tk.createUser('instructor');
  course = await tk.createCourse({ instructor });
  foreign = await tk.createCourse({ instructor });
  const teacher = await tk.loginAs(instructor);
  const created = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'planned' });
  componentId = created.body._id as string;
  activityId = (await ledger.activityOf(course.courseId, componentId))!;
});

beforeEach(() => {
  heard.length = 0;
});

afterAll(() => tk?.close());

const column = (id: string) => tk.kernel.knex('activities').where({ id }).first('course_id', 'component_id', 'type', 'title', 'max_score', 'due_date', 'show', 'lesson_id');
const groups = (courseId = course.courseId) =>
  tk.kernel.knex('rollup_groups').where({ course_id: courseId }).orderBy('position').select('id', 'title', 'color', 'position', 'weight', 'drop_lowest');
const rollupOf = async (id: string) => ((await tk.kernel.knex('activities').where({ id }).first('rollup_id')) as { rollup_id: string | null }).rollup_id;
const newColumn = (title = 'Participation') =>
  ledger.saveCustomColumn({ courseId: course.courseId, title, dueDate: null, maxScore: 10, show: true, lessonId: null });

describe('custom columns (saveCustomColumn, removeCustomColumn)', () => {
  it('adds a column, changes it, removes it with its grades, telling the listeners of each once it commits', async () => {
    const id = await ledger.saveCustomColumn({ courseId: course.courseId, title: '  Quiz  ', dueDate: '2030-05-01T12:00:00Z', maxScore: 20, show: false, lessonId: course.first.lessonId });
    expect(await column(id)).toEqual({ course_id: course.courseId, component_id: null, type: 'custom', title: 'Quiz', max_score: 20, due_date: new Date('2030-05-01T12:00:00Z'), show: false, lesson_id: course.first.lessonId });
    expect(await ledger.saveCustomColumn({ courseId: course.courseId, id, title: 'Quiz 1', dueDate: null, maxScore: 5, show: true, lessonId: null })).toBe(id);
    expect(await column(id)).toMatchObject({ title: 'Quiz 1', max_score: 5, due_date: null, show: true, lesson_id: null });
    await ledger.setGrade({ courseId: course.courseId, activityId: id, userId: instructor.id, grade: 4, by: instructor.id });
    heard.length = 0;
    await ledger.removeCustomColumn(course.courseId, id);
    expect(await column(id)).toBeUndefined();
    expect(await tk.kernel.knex('grade_overrides').where({ activity_id: id }).first()).toBeUndefined();
    expect(heard).toEqual([{ courseId: course.courseId, userIds: 'all', activityIds: [id] }]);
  });

  it.each([
    [{ maxScore: 0 }, 'max_score', 'The max score must be a number greater than 0.'],
    [{ maxScore: Number.NaN }, 'max_score', 'The max score must be a number greater than 0.'],
    [{ maxScore: 999.01 }, 'max_score', 'The max score can be at most 999.'],
    [{ maxScore: 1e308 }, 'max_score', 'The max score can be at most 999.'],
    [{ title: '   ' }, 'title', 'A column needs a title.'],
  ])('refuses %j, storing nothing', async (change, field, message) => {
    const before = await tk.kernel.knex('activities').where({ course_id: course.courseId }).count<{ count: string }[]>('id as count');
    const input = { courseId: course.courseId, title: 'A', dueDate: null, maxScore: 10, show: true, lessonId: null, ...change };
    await expect(ledger.saveCustomColumn(input)).rejects.toMatchObject({ errno: 'validation-failed', status: 422, message, fields: [{ field, message }] });
    expect(await tk.kernel.knex('activities').where({ course_id: course.courseId }).count<{ count: string }[]>('id as count')).toEqual(before);
    expect(heard).toEqual([]);
  });

  it("answers not-found for another course's lesson or column, and column-not-custom for a component's activity", async () => {
    const lessonElsewhere = { courseId: course.courseId, title: 'A', dueDate: null, maxScore: 10, show: true, lessonId: foreign.first.lessonId };
    await expect(ledger.saveCustomColumn(lessonElsewhere)).rejects.toMatchObject({ errno: 'not-found', status: 404, message: 'This lesson is not in the course.' });
    const elsewhere = await ledger.saveCustomColumn({ courseId: foreign.courseId, title: 'Theirs', dueDate: null, maxScore: 10, show: true, lessonId: null });
    await expect(ledger.saveCustomColumn({ ...lessonElsewhere, id: elsewhere, lessonId: null })).rejects.toMatchObject({ errno: 'not-found', message: 'This column is not in the gradebook.' });
    await expect(ledger.removeCustomColumn(course.courseId, elsewhere)).rejects.toMatchObject({ errno: 'not-found', status: 404 });
    expect(await column(elsewhere)).toMatchObject({ title: 'Theirs' });
    for (const id of [activityId, componentId]) {
      await expect(ledger.removeCustomColumn(course.courseId, id)).rejects.toMatchObject({ errno: 'column-not-custom', status: 422, message: 'Only a custom column can be changed or removed here.' });
    }
    expect(await column(activityId)).toMatchObject({ component_id: componentId });
    await settled();
    expect(heard.map((change) => change.courseId)).toEqual([foreign.courseId]);
  });

  it("writes in the caller's transaction, telling no one when it rolls back", async () => {
    let id = '';
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        id = await ledger.saveCustomColumn({ courseId: course.courseId, title: 'Rolled back', dueDate: null, maxScore: 1, show: true, lessonId: null }, trx);
        expect(await trx('activities').where({ id }).first('id')).toEqual({ id });
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    await settled();
    expect(await column(id)).toBeUndefined();
    expect(heard).toEqual([]);
  });
});

describe('rollup groups (saveRollupGroups, saveGroupRules)', () => {
  it('makes, keeps and removes groups as listed, assigns activities by id or component id, and sets the rules', async () => {
    const columnId = await newColumn();
    heard.length = 0;
    await ledger.saveRollupGroups(
      course.courseId,
      [
        { id: 'work', title: 'Coursework', color: '#3b82f6' },
        { id: 'extra', title: 'Extra', color: '#000000' },
      ],
      [
        { activityId: componentId, rollupId: 'work' },
        { activityId: columnId, rollupId: 'extra' },
      ],
    );
    const [work, extra] = await groups();
    expect([work, extra]).toMatchObject([
      { title: 'Coursework', color: '#3b82f6', position: 0 },
      { title: 'Extra', color: '#000000', position: 1 },
    ]);
    expect(await rollupOf(activityId)).toBe(work!.id);
    expect(await rollupOf(columnId)).toBe(extra!.id);
    expect(heard).toEqual([{ courseId: course.courseId, userIds: 'all', activityIds: 'all' }]);

    await ledger.saveGroupRules(course.courseId, [{ id: work!.id, weight: 70, dropLowest: 1 }]);
    expect(await groups()).toMatchObject([{ id: work!.id, weight: 70, drop_lowest: 1 }, { id: extra!.id }]);
    expect(heard).toHaveLength(2);

    // Kept by its id, the other removed: its activity is left without a group.
    await ledger.saveRollupGroups(course.courseId, [{ id: work!.id, title: 'Work', color: '#111111' }], []);
    expect(await groups()).toMatchObject([{ id: work!.id, title: 'Work', weight: 70 }]);
    expect(await rollupOf(columnId)).toBeNull();
    expect(await rollupOf(activityId)).toBe(work!.id);
  });

  it('refuses a group not in the list and an activity or group of another course, writing nothing', async () => {
    const before = await groups();
    const foreignColumn = await ledger.saveCustomColumn({ courseId: foreign.courseId, title: 'Theirs', dueDate: null, maxScore: 10, show: true, lessonId: null });
    await ledger.saveRollupGroups(foreign.courseId, [{ id: 'theirs', title: 'Theirs', color: '#222222' }], []);
    const [theirs] = await groups(foreign.courseId);
    heard.length = 0;

    const renamed = [{ id: 'new', title: 'New', color: '#333333' }];
    await expect(ledger.saveRollupGroups(course.courseId, renamed, [{ activityId, rollupId: 'missing' }])).rejects.toMatchObject({
      errno: 'validation-failed',
      status: 422,
      fields: [{ field: 'activities', message: 'Rollup group missing is not in the list.' }],
    });
    await expect(ledger.saveRollupGroups(course.courseId, renamed, [{ activityId: foreignColumn, rollupId: 'new' }])).rejects.toMatchObject({
      errno: 'not-found',
      message: `There is no activity ${foreignColumn} in this course.`,
    });
    await expect(ledger.saveGroupRules(course.courseId, [{ id: before[0]!.id, weight: 10, dropLowest: 0 }, { id: theirs!.id, weight: 90, dropLowest: 0 }])).rejects.toMatchObject({
      errno: 'not-found',
      message: `There is no rollup group ${theirs!.id} in this course.`,
    });
    expect(await groups()).toEqual(before);
    expect(await rollupOf(foreignColumn)).toBeNull();
    expect(await groups(foreign.courseId)).toMatchObject([{ id: theirs!.id, weight: null }]);
    await settled();
    expect(heard).toEqual([]);
  });
});

describe('the gradebook order (saveActivityOrder)', () => {
  const positions = () => tk.kernel.knex('activities').where({ course_id: course.courseId }).orderBy('id').select('id', 'gradebook_position');
  const records = () => tk.kernel.resolveFor('gradebook-types', coreServices.gradebookRecords).activities(course.courseId);

  it('places the listed activities in list order, the others nowhere, and tells the listeners once it commits', async () => {
    const first = await newColumn('First');
    const second = await newColumn('Second');
    heard.length = 0;
    await ledger.saveActivityOrder(course.courseId, [second, activityId, first]);
    const placed = new Map((await records()).map((record) => [record.id, record.gradebookPosition]));
    expect([placed.get(second), placed.get(activityId), placed.get(first)]).toEqual([0, 1, 2]);
    expect(heard).toEqual([{ courseId: course.courseId, userIds: 'all', activityIds: 'all' }]);

    await ledger.saveActivityOrder(course.courseId, [first]);
    const again = new Map((await records()).map((record) => [record.id, record.gradebookPosition]));
    expect([again.get(first), again.get(second), again.get(activityId)]).toEqual([0, null, null]);
  });

  it("refuses an id twice or another course's activity, writing nothing and telling no one", async () => {
    const before = await positions();
    const theirs = await ledger.saveCustomColumn({ courseId: foreign.courseId, title: 'Theirs', dueDate: null, maxScore: 10, show: true, lessonId: null });
    heard.length = 0;
    await expect(ledger.saveActivityOrder(course.courseId, [activityId, activityId])).rejects.toMatchObject({
      errno: 'validation-failed',
      fields: [{ field: 'activities', message: 'An activity is listed more than once.' }],
    });
    await expect(ledger.saveActivityOrder(course.courseId, [activityId, theirs])).rejects.toMatchObject({ errno: 'not-found', message: `There is no activity ${theirs} in this course.` });
    // Inside the caller's transaction: its rollback takes the order back too.
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await ledger.saveActivityOrder(course.courseId, [activityId], trx);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await positions()).toEqual(before);
    await settled();
    expect(heard).toEqual([]);
  });
});
