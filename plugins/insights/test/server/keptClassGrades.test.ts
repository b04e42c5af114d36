import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreServices, defineComponentType, definePlugin, type ActivityRecordsContext, type StudentScheduleRecord } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { createTestKernel, enrol, placeLedgerComponent, replaceLedgerActivity, storeGradedAttempt, updateCourse, type TestKernel, type TestUser } from '@lms/sdk/testing';
import insights from '../../src/server/index.ts';
import { ClassFactsReader, type ClassFacts } from '../../src/server/facts/ClassFacts.ts';
import { classFactsRef } from '../../src/server/facts/classFactsService.ts';
import { DashboardStats } from '../../src/server/dashboard/DashboardStats.ts';
import { AlertFinder } from '../../src/server/drilldown/AlertFinder.ts';

/**
 * Class grades kept between requests (docs/architecture.md "Class totals kept
 * between requests"): after a change of each input of a course total, the
 * kept reader answers what a reader that keeps nothing answers, and that
 * answer differs from the one before the change (so a change that did not
 * reach the kept grades fails here). Every read goes through the kept reader
 * first, so its grades are kept when the change comes.
 */

/** Per-student schedules the test type answers, as the assessment's overrides do from its own table. */
const schedules: StudentScheduleRecord[] = [];

const scheduledQuiz = defineComponentType<{ points: number }>({
  type: 'scheduled_quiz',
  title: 'Scheduled quiz',
  configSchema: Type.Object({ points: Type.Number() }),
  defaults: { points: 10 },
  activity: {
    gradable: true,
    maxScore: (config) => config.points,
    studentSchedules: async (context: ActivityRecordsContext & { userIds: readonly string[] }) =>
      schedules.filter((schedule) => context.componentIds.includes(schedule.componentId) && context.userIds.includes(schedule.userId)),
  },
  grading: { score: ({ config }) => ({ score: 0, maxScore: config.points }) },
});
const scheduledTypes = definePlugin({ id: 'kept-grades-test-types', version: '1.0.0', kernel: '^1', componentTypes: [scheduledQuiz] });

const NOW = new Date('2026-03-11T12:00:00Z');
const HOUR = 3_600_000;

let tk: TestKernel;
let courseId: string;
let professor: TestUser;
let ada: TestUser;
let bob: TestUser;
let kept: ClassFactsReader;
let keepsNothing: ClassFactsReader;
let quiz: { componentId: string; activityId: string };
let homework: { componentId: string; activityId: string };
let pageId: string;

const ledger = () => tk.kernel.resolveFor('insights', coreServices.grading);
const attemptReads: string[] = [];
const countAttemptReads = (query: { sql: string }) => {
  if (query.sql.includes('from "attempts"')) attemptReads.push(query.sql);
};

/** Both readers' answers (the kept one first, so it decides from its kept grades) without their clocks' times. */
async function readBoth(): Promise<{ kept: ClassFacts; fresh: ClassFacts }> {
  const fromKept = await kept.read(courseId, { withScores: true });
  const fresh = await keepsNothing.read(courseId, { withScores: true });
  return { kept: fromKept, fresh };
}

/** What the grades decide (the course, its graded columns, each student's total and cells), without the clock's time. */
const gradesOf = ({ course, activities, students }: ClassFacts) => ({ course, activities, students });

/** The kept grades answer before a change; after it, the kept reader answers what a fresh read does, and that is new. */
async function expectFollows(change: () => Promise<void>): Promise<void> {
  const before = await kept.read(courseId, { withScores: true });
  attemptReads.length = 0;
  expect(await kept.read(courseId, { withScores: true })).toEqual(before);
  expect(attemptReads).toHaveLength(0);
  await change();
  const after = await readBoth();
  expect(after.kept).toEqual(after.fresh);
  expect(gradesOf(after.kept)).not.toEqual(gradesOf(before));
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [scheduledTypes, insights] });
  tk.clock.set(NOW);
  professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
  const course = await tk.createCourse({ title: 'Kept grades', instructor: professor, students: [ada, bob], lessons: [{ title: 'Numbers', pages: [{ title: 'Counting' }] }] });
  courseId = course.courseId;
  pageId = course.first.pageId;
  const place = (position: number, title: string, maxScore: number) =>
    placeLedgerComponent(tk, { courseId, pageId: course.first.pageId, position, type: 'scheduled_quiz', title, maxScore, settings: { score_visibility: 'immediately', scoring_method: 'highest' } });
  quiz = await place(0, 'Quiz', 10);
  homework = await place(1, 'Homework', 20);
  await storeGradedAttempt(tk, { courseId, activityId: quiz.activityId, userId: ada.id, score: 9, maxScore: 10, at: new Date(NOW.getTime() - 24 * HOUR) });
  await storeGradedAttempt(tk, { courseId, activityId: quiz.activityId, userId: bob.id, score: 4, maxScore: 10, at: new Date(NOW.getTime() - 24 * HOUR) });
  const records = tk.kernel.resolveFor('insights', coreServices.gradebookRecords);
  const tracking = tk.kernel.resolveFor('insights', coreServices.tracking);
  kept = tk.kernel.resolveFor('insights', classFactsRef);
  keepsNothing = new ClassFactsReader(records, tracking, tk.clock, 0);
  tk.kernel.knex.on('query', countAttemptReads);
});

afterAll(async () => {
  tk?.kernel.knex.off('query', countAttemptReads);
  await tk?.close();
});

beforeEach(() => {
  tk.clock.set(NOW);
});

describe('class grades kept between requests', () => {
  it('answers as a fresh read, and reads the ledger once while nothing changes', async () => {
    const { kept: first, fresh } = await readBoth();
    expect(first).toEqual(fresh);
    expect(first.students.map((student) => student.percent)).toEqual([40, 90]);
    attemptReads.length = 0;
    expect(await kept.read(courseId, { withScores: true })).toEqual(first);
    expect(await kept.read(courseId)).toEqual({ ...first, students: first.students.map(({ scores: _scores, ...student }) => student) });
    expect(attemptReads).toHaveLength(0);
  });

  it('follows a new attempt in the grade ledger', async () => {
    await expectFollows(async () => {
      await storeGradedAttempt(tk, { courseId, activityId: homework.activityId, userId: ada.id, score: 10, maxScore: 20, at: NOW });
    });
  });

  it("follows an instructor's grade", async () => {
    await expectFollows(() => ledger().setGrade({ courseId, activityId: quiz.activityId, userId: bob.id, grade: 7, by: professor.id }));
  });

  it('follows an excusal', async () => {
    await expectFollows(() => ledger().setExcused({ courseId, activityId: homework.activityId, userId: ada.id, excused: true, by: professor.id }));
  });

  it('follows a final-grade override', async () => {
    await expectFollows(() => ledger().setFinalGrade({ courseId, userId: bob.id, percent: 55, by: professor.id }));
  });

  it("follows a change of an activity's settings (made practice, then graded again)", async () => {
    await expectFollows(() => replaceLedgerActivity(tk, homework.componentId, { schedule: { graded: false } }));
    await expectFollows(() => replaceLedgerActivity(tk, homework.componentId, { schedule: { graded: true } }));
  });

  it('follows rollup weights', async () => {
    await expectFollows(async () => {
      await ledger().saveRollupGroups(courseId, [{ id: 'new-quizzes', title: 'Quizzes', color: '#3366cc' }], [{ activityId: quiz.activityId, rollupId: 'new-quizzes' }]);
    });
  });

  it('follows the course settings', async () => {
    await expectFollows(() => updateCourse(tk, courseId, { settings: { score_cut_off: 75 } }));
  });

  it('follows an enrolment', async () => {
    const cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Young' });
    await expectFollows(async () => {
      await enrol(tk, courseId, cy.id);
    });
    await expectFollows(async () => {
      await tk.kernel.resolveFor('insights', coreServices.enrolments).unenrol(courseId, [cy.id]);
    });
  });

  it("follows a student's own schedule (a type's per-student override)", async () => {
    await expectFollows(async () => {
      schedules.push({ componentId: homework.componentId, userId: bob.id, openDate: null, dueDate: null, closeDate: new Date(NOW.getTime() - HOUR), submissionAttempts: null, policy: null });
    });
  });

  it('follows a close date passing with nobody writing anything (missing work then counts as 0)', async () => {
    schedules.length = 0;
    await replaceLedgerActivity(tk, homework.componentId, { schedule: { close_date: new Date(NOW.getTime() + HOUR).toISOString() } });
    await expectFollows(async () => {
      tk.clock.set(new Date(NOW.getTime() + 2 * HOUR));
    });
  });

  it("makes the average's class figures and the class alerts from the kept grades as from fresh ones, and follows a write", async () => {
    const records = tk.kernel.resolveFor('insights', coreServices.gradebookRecords);
    const tracking = tk.kernel.resolveFor('insights', coreServices.tracking);
    // The kept reader's stats and finder keep what they made per computation; the fresh ones make it at every call.
    const keptStats = new DashboardStats(kept, records, tracking, tk.clock);
    const keptFinder = new AlertFinder(kept, tracking, tk.clock);
    const fresh = () => ({ stats: new DashboardStats(keepsNothing, records, tracking, tk.clock), finder: new AlertFinder(keepsNothing, tracking, tk.clock) });
    const scope = { lessonId: null, notBefore: null };
    const both = async () => {
      const other = fresh();
      return {
        kept: { average: await keptStats.average(courseId, true, ada.id), alerts: await keptFinder.classAlerts(courseId, scope) },
        fresh: { average: await other.stats.average(courseId, true, ada.id), alerts: await other.finder.classAlerts(courseId, scope) },
      };
    };
    const before = await both();
    expect(before.kept).toEqual(before.fresh);
    expect(await keptStats.average(courseId, true, ada.id)).toEqual(before.kept.average);
    // Ada falls from 90% and 100% to 10% on a new quiz: a new lesson average, timeline week and falling-score alert.
    const third = await placeLedgerComponent(tk, { courseId, pageId, position: 2, type: 'scheduled_quiz', title: 'Third', maxScore: 10, settings: { score_visibility: 'immediately', scoring_method: 'highest' } });
    await storeGradedAttempt(tk, { courseId, activityId: homework.activityId, userId: ada.id, score: 20, maxScore: 20, at: new Date(NOW.getTime() - 2 * HOUR) });
    await storeGradedAttempt(tk, { courseId, activityId: third.activityId, userId: ada.id, score: 1, maxScore: 10, at: new Date(NOW.getTime() - HOUR) });
    const after = await both();
    expect(after.kept).toEqual(after.fresh);
    expect(after.kept.average.lessonassessments).not.toEqual(before.kept.average.lessonassessments);
    expect(after.kept.average.timeline).not.toEqual(before.kept.average.timeline);
    expect(after.kept.alerts.alerts.filter((alert) => alert.reason === 'falling-score').map((alert) => alert.user)).toEqual([ada.id]);
    expect(before.kept.alerts.alerts.filter((alert) => alert.reason === 'falling-score')).toEqual([]);
  });
});
