import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradebookRecords, type GradeLedger, type ActivityRecordsContext } from '@lms/contract';
import { defineComponentType, definePlugin } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { createTestKernel, enrol, updateCourse, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { plannedType } from './gradebookTypes.ts';

/** What core asked the `tallied` type's record hooks, to check it asks about that type's components only. */
const asked: { hook: string; courseId: string; componentIds: string[]; userIds?: string[] }[] = [];

/** A type that keeps per-student schedules and participation "in its own tables" (here: made from what it is asked). */
const talliedType = defineComponentType<{ points: number }>({
  type: 'tallied',
  title: 'Tallied',
  configSchema: Type.Object({ points: Type.Number() }),
  defaults: { points: 10 },
  activity: {
    gradable: true,
    maxScore: (config) => config.points,
    manualGrading: true,
    studentSchedules: async (context: ActivityRecordsContext & { userIds: readonly string[] }) => {
      asked.push({ hook: 'studentSchedules', courseId: context.courseId, componentIds: [...context.componentIds], userIds: [...context.userIds] });
      return context.componentIds.map((componentId) => ({
        componentId,
        userId: context.userIds[0]!,
        openDate: null,
        dueDate: new Date('2030-05-01T00:00:00Z'),
        closeDate: null,
        submissionAttempts: 3,
        policy: null,
      }));
    },
    participation: async (context: ActivityRecordsContext) => {
      asked.push({ hook: 'participation', courseId: context.courseId, componentIds: [...context.componentIds] });
      return context.componentIds.map((componentId) => ({ componentId, userId: 'someone', posts: 2, hidden: 1 }));
    },
  },
  grading: { score: ({ config }) => ({ score: 0, maxScore: config.points, needsManualGrading: true }) },
});

const plugin = definePlugin({ id: 'records-types', version: '1.0.0', kernel: '^1', componentTypes: [plannedType, talliedType] });

let tk: TestKernel;
let records: GradebookRecords;
let ledger: GradeLedger;
let course: CourseFixture;
let instructor: TestUser;
let young: TestUser;
let adams: TestUser;
let baker: TestUser;
let assistant: TestUser;
/** Components: on lesson 2's page, lesson 1's second page, lesson 1's first page (made in that order). */
let components: { id: string; activityId: string }[];

async function component(type: string, lessonIndex: number, pageIndex: number): Promise<{ id: string; activityId: string }> {
  const teacher = await tk.loginAs(instructor);
  const lesson = course.lessons[lessonIndex]!;
  const created = await teacher.post(`components/${course.courseId}/${lesson.id}/${lesson.pageIds[pageIndex]}/new/`, { type });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id = created.body._id as string;
  return { id, activityId: (await ledger.activityOf(course.courseId, id))! };
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [plugin] });
  records = tk.kernel.resolveFor('records-types', coreServices.gradebookRecords);
  ledger = tk.kernel.resolveFor('records-types', coreServices.grading);
  instructor = await tk.createUser('instructor');
  young = await tk.createUser('student', { firstname: 'Yan', lastname: 'Young' });
  adams = await tk.createUser('student', { firstname: 'Al', lastname: 'adams' });
  baker = await tk.createUser('student', { firstname: 'Bea', lastname: 'Baker' });
  assistant = await tk.createUser('instructor', { lastname: 'Aardvark' });
  course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [young, adams, baker],
    lessons: [
      { title: 'One', pages: [{ title: 'First' }, { title: 'Second' }] },
      { title: 'Two', pages: [{ title: 'Third' }] },
    ],
  });
  await enrol(tk, course.courseId, assistant.id);
  components = [await component('planned', 1, 0), await component('tallied', 0, 1), await component('planned', 0, 0)];
});

afterAll(() => tk?.close());

describe('gradebook records (coreServices.gradebookRecords)', () => {
  it("answers the course's activities in reading order, with their lesson and page", async () => {
    const activities = await records.activities(course.courseId);
    expect(activities.map((a) => [a.componentId, a.lessonId, a.pageId, a.type, a.maxScore])).toEqual([
      [components[2]!.id, course.lessons[0]!.id, course.lessons[0]!.pageIds[0], 'planned', 10],
      [components[1]!.id, course.lessons[0]!.id, course.lessons[0]!.pageIds[1], 'tallied', 10],
      [components[0]!.id, course.lessons[1]!.id, course.lessons[1]!.pageIds[0], 'planned', 10],
    ]);
    expect(activities[0]).toMatchObject({ lessonTitle: 'One', graded: true, suppressUntilAvailable: false, policy: null, settings: expect.any(Object) });
    expect(await records.activity(course.courseId, components[1]!.id)).toMatchObject({ id: components[1]!.activityId, type: 'tallied' });
    expect(await records.activitiesOfType(course.courseId, 'tallied')).toEqual([expect.objectContaining({ componentId: components[1]!.id })]);
    expect(await records.activity(course.courseId, 'f'.repeat(24))).toBeNull();
  });

  it("numbers each activity's lesson in the course's order, and says which activities students may see now", async () => {
    const activities = await records.activities(course.courseId);
    expect(activities.map((a) => a.lessonNumber)).toEqual([1, 1, 2]);
    const now = tk.clock.now();
    const everyone = components.map((c) => c.activityId).sort();
    expect((await records.studentVisibleActivityIds(course.courseId, now)).sort()).toEqual(everyone);
    // A component in the page's instructor notes is never a student's (it stays: the later tests ask about other types).
    const teacher = await tk.loginAs(instructor);
    const first = course.lessons[0]!;
    const noted = await teacher.post(`components/${course.courseId}/${first.id}/${first.pageIds[0]}/new/`, { type: 'planned', slot: 'instructor_notes' });
    expect(noted.status).toBe(201);
    const notedActivity = (await ledger.activityOf(course.courseId, noted.body._id as string))!;
    expect(await records.studentVisibleActivityIds(course.courseId, now)).not.toContain(notedActivity);
    const shown = await ledger.saveCustomColumn({ courseId: course.courseId, title: 'Shown', dueDate: null, maxScore: 5, show: true, lessonId: null });
    const unshown = await ledger.saveCustomColumn({ courseId: course.courseId, title: 'Unshown', dueDate: null, maxScore: 5, show: false, lessonId: null });
    // Lesson Two locked for this course (its course_data entry), as the lock toggle does.
    const two = course.lessons[1]!.id;
    await updateCourse(tk, course.courseId, { settings: { course_data: { [two]: { suppress_until_available: true, open_date: '2050-01-01T00:00:00.000Z' } } } });
    try {
      const visible = await records.studentVisibleActivityIds(course.courseId, now);
      expect(visible.sort()).toEqual([components[1]!.activityId, components[2]!.activityId, shown].sort());
      expect(visible).not.toContain(unshown);
      // Once the lock date has passed, the lesson shows again.
      expect(await records.studentVisibleActivityIds(course.courseId, new Date('2050-01-02T00:00:00Z'))).toContain(components[0]!.activityId);
    } finally {
      await updateCourse(tk, course.courseId, { settings: {} });
      await ledger.removeCustomColumn(course.courseId, shown);
      await ledger.removeCustomColumn(course.courseId, unshown);
    }
  });

  it('lists students (never staff, even enrolled) by last name case-insensitively, a page or some, counted when asked', async () => {
    const all = await records.students(course.courseId, { offset: 0, limit: null, count: true });
    expect(all.students.map((s) => s.lastname)).toEqual(['adams', 'Baker', 'Young']);
    expect(all.total).toBe(3);
    const page = await records.students(course.courseId, { offset: 1, limit: 1, count: false });
    expect(page).toEqual({ students: [expect.objectContaining({ id: baker.id, firstname: 'Bea', email: baker.email })], total: null });
    const some = await records.students(course.courseId, { userIds: [young.id, assistant.id], count: false });
    expect(some.students.map((s) => s.id)).toEqual([young.id]);
    expect(await records.isStudent(course.courseId, adams.id)).toBe(true);
    expect(await records.isStudent(course.courseId, assistant.id)).toBe(false);
  });

  it("answers the students' attempts, grades, excusals, final grades and the types' schedules, asking each type about its own components", async () => {
    const [, tallied, planned] = components;
    await ledger.recordSubmission({ activityId: planned!.activityId, userId: young.id, submission: { score: 7 } });
    await ledger.recordSubmission({ activityId: planned!.activityId, userId: baker.id, submission: { score: 4 } });
    await ledger.setGrade({ courseId: course.courseId, activityId: planned!.activityId, userId: young.id, grade: 9, by: instructor.id });
    await ledger.setExcused({ courseId: course.courseId, activityId: tallied!.activityId, userId: young.id, excused: true, by: instructor.id });
    await ledger.setFinalGrade({ courseId: course.courseId, userId: young.id, percent: 91.5, by: instructor.id });
    asked.length = 0;
    const ledgers = await records.studentLedgers(course.courseId, [young.id, adams.id]);
    expect(ledgers.attempts).toEqual([expect.objectContaining({ userId: young.id, activityId: planned!.activityId, status: 'graded', score: 7, maxScore: 10, late: null })]);
    expect(ledgers.entries.map((e) => [e.activityId, e.grade, e.excused, e.updatedBy])).toEqual(
      expect.arrayContaining([
        [planned!.activityId, 9, false, instructor.id],
        [tallied!.activityId, null, true, instructor.id],
      ]),
    );
    expect(ledgers.entries).toHaveLength(2);
    expect(ledgers.finalGrades).toEqual([{ userId: young.id, percent: 91.5 }]);
    expect(ledgers.schedules).toEqual([expect.objectContaining({ componentId: tallied!.id, userId: young.id, submissionAttempts: 3, dueDate: new Date('2030-05-01T00:00:00Z') })]);
    expect(asked).toEqual([{ hook: 'studentSchedules', courseId: course.courseId, componentIds: [tallied!.id], userIds: [young.id, adams.id] }]);
    expect(await records.studentLedgers(course.courseId, [])).toEqual({ attempts: [], entries: [], finalGrades: [], schedules: [] });
  });

  it('reads the grades of a write still running once it is done, and fails with it', async () => {
    const [, , planned] = components;
    // The write starts only once the attempts and schedules are being read: its grade must still be in the answer.
    let write!: () => void;
    const started = new Promise<void>((resolve) => (write = resolve));
    const written = started.then(() => ledger.setGrade({ courseId: course.courseId, activityId: planned!.activityId, userId: adams.id, grade: 6, by: instructor.id }));
    const reading = records.studentLedgers(course.courseId, [adams.id], undefined, written);
    write();
    expect((await reading).entries).toEqual([expect.objectContaining({ userId: adams.id, activityId: planned!.activityId, grade: 6 })]);
    const refused = Promise.reject(new Error('refused'));
    await expect(records.studentLedgers(course.courseId, [adams.id], undefined, refused)).rejects.toThrow('refused');
    await expect(records.studentLedgers(course.courseId, [], undefined, refused)).rejects.toThrow('refused');
  });

  it("answers participation from the components' types, only for components of a type that counts it", async () => {
    const [planned, tallied] = components;
    asked.length = 0;
    expect(await records.participation(course.courseId, [planned!.id, tallied!.id])).toEqual([{ componentId: tallied!.id, userId: 'someone', posts: 2, hidden: 1 }]);
    expect(asked).toEqual([{ hook: 'participation', courseId: course.courseId, componentIds: [tallied!.id] }]);
    expect(await records.participation(course.courseId, [planned!.id])).toEqual([]);
  });

  it('lists activities waiting for a person until an instructor grade settles them, and the instructor grades of activities', async () => {
    const tallied = components[1]!;
    await ledger.recordSubmission({ activityId: tallied.activityId, userId: adams.id, submission: {} });
    await ledger.recordSubmission({ activityId: tallied.activityId, userId: assistant.id, submission: {} });
    expect(await records.waitingActivities(course.courseId)).toEqual([expect.objectContaining({ activityId: tallied.activityId, componentId: tallied.id, type: 'tallied', waiting: 1 })]);
    await ledger.setGrade({ courseId: course.courseId, activityId: tallied.activityId, userId: adams.id, grade: 8, by: instructor.id });
    expect(await records.waitingActivities(course.courseId)).toEqual([]);
    expect(await records.grades(course.courseId, [tallied.activityId])).toEqual([expect.objectContaining({ userId: adams.id, grade: 8 })]);
    expect(await records.course(course.courseId)).toMatchObject({ id: course.courseId, settings: expect.any(Object) });
    expect(await records.rollupGroups(course.courseId)).toEqual([]);
  });
});
