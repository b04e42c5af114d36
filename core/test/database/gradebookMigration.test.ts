import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { down, up } from '../../migrations/20261127200000_gradebook.ts';
import { gradebookTypesPlugin, PLANNED_DEFAULTS } from '../grading/gradebookTypes.ts';

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let course: CourseFixture;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin] });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] }] });
});

afterAll(() => tk?.close());

/** A `planned` component on a page of its own; answers its id and its activity's id. */
async function plannedComponent(page: number): Promise<{ componentId: string; activityId: string }> {
  const teacher = await tk.loginAs(instructor);
  const path = `${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[page]!}`;
  const created = await teacher.post(`components/${path}/new/`, { type: 'planned', config: PLANNED_DEFAULTS });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const componentId = created.body._id as string;
  const activity = await tk.kernel.knex('activities').where({ component_id: componentId }).first('id');
  return { componentId, activityId: activity.id };
}

const schedule = (activityId: string) =>
  tk.kernel
    .knex('activities')
    .where({ id: activityId })
    .first('open_date', 'due_date', 'close_date', 'time_limit', 'submission_attempts', 'policy', 'graded', 'settings', 'lesson_id', 'show');

describe('the gradebook migration', () => {
  it("backfills each component activity's schedule from its config, counting a value of the wrong shape as absent, and keeps other settings", async () => {
    const db = tk.kernel.knex;
    const good = await plannedComponent(0);
    const bad = await plannedComponent(1);
    const absent = await plannedComponent(2);
    await down(db);
    // Configs as an older kernel stored them, bypassing every rule.
    const storeConfig = (componentId: string, config: unknown) => db('components').where({ id: componentId }).update({ config: JSON.stringify(config) });
    await storeConfig(good.componentId, {
      open_date: '2030-01-01T10:00:00Z',
      due_date: '2030-01-02T10:00:00.500+02',
      close_date: '2030-02-28 23:59:59.999z',
      time_limit: 900,
      submission_attempts: 3,
      policy: { penalty: 10, per: 86400, max: 50, humanly_per: 'Day' },
      graded: false,
    });
    await storeConfig(bad.componentId, {
      open_date: '2030-02-30T10:00:00Z',
      due_date: 'tomorrow',
      close_date: 42,
      time_limit: -5,
      submission_attempts: 2.5,
      policy: { penalty: '10', per: 86400, max: 50 },
      graded: 'no',
    });
    await storeConfig(absent.componentId, { open_date: '0000-01-01T00:00:00Z', due_date: '2030-13-01T00:00:00Z', close_date: '2030-01-01 10:00', time_limit: 1e12, policy: [1] });
    await db('activities').where({ id: good.activityId }).update({ settings: JSON.stringify({ scoring_method: 'latest', rollup_hint: 1 }) });

    await up(db);

    expect(await schedule(good.activityId)).toEqual({
      open_date: new Date('2030-01-01T10:00:00Z'),
      due_date: new Date('2030-01-02T08:00:00.500Z'),
      close_date: new Date('2030-02-28T23:59:59.999Z'),
      time_limit: 900,
      submission_attempts: 3,
      policy: { penalty: 10, per: 86400, max: 50 },
      graded: false,
      settings: { scoring_method: 'latest', rollup_hint: 1, score_visibility: 'immediately' },
      lesson_id: null,
      show: true,
    });
    const unreadable = { open_date: null, due_date: null, close_date: null, time_limit: 0, submission_attempts: 0, policy: null, graded: true };
    expect(await schedule(bad.activityId)).toMatchObject({ ...unreadable, settings: { score_visibility: 'immediately', scoring_method: 'highest' } });
    expect(await schedule(absent.activityId)).toMatchObject(unreadable);
  });

  it('adds excused cells, rollup groups and final-grade overrides that go with their course', async () => {
    const db = tk.kernel.knex;
    const other = await tk.createCourse({ instructor, students: [student] });
    const { activityId } = await plannedComponent(0);
    await db('grade_overrides').insert({ id: 'a'.repeat(24), course_id: course.courseId, activity_id: activityId, user_id: student.id, grade: 5 });
    expect(await db('grade_overrides').where({ id: 'a'.repeat(24) }).first('excused', 'updated_at', 'updated_by')).toEqual({ excused: false, updated_at: null, updated_by: null });

    await db('rollup_groups').insert({ id: 'b'.repeat(24), course_id: other.courseId, title: 'Quizzes', weight: 40.5 });
    expect(await db('rollup_groups').where({ id: 'b'.repeat(24) }).first('color', 'weight', 'drop_lowest', 'position')).toEqual({ color: '#3b82f6', weight: 40.5, drop_lowest: 0, position: 0 });

    const grader = await tk.createUser('instructor');
    await db('course_grade_overrides').insert({ course_id: other.courseId, user_id: student.id, percent: 91.25, updated_by: grader.id });
    await db('users').where({ id: grader.id }).delete();
    expect(await db('course_grade_overrides').where({ course_id: other.courseId }).first('percent', 'updated_by')).toEqual({ percent: 91.25, updated_by: null });
    await expect(db('course_grade_overrides').insert({ course_id: other.courseId, user_id: student.id, percent: 80 })).rejects.toThrow();
    await expect(db('course_grade_overrides').insert({ course_id: other.courseId, user_id: instructor.id })).rejects.toThrow();

    await db('courses').where({ id: other.courseId }).delete();
    expect(await db('rollup_groups').where({ course_id: other.courseId })).toEqual([]);
    expect(await db('course_grade_overrides').where({ course_id: other.courseId })).toEqual([]);
  });
});
