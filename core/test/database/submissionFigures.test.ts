import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type SubmissionFigures } from '@lms/contract';
import { createTestKernel, enrol, placeLedgerComponent, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { readSubmissionFigures } from '../../src/grading/reads/submissionFigures.ts';

// gradebookRecords.submissionFigures: the submissions tile's sums, made by the database (on PGlite and on PostgreSQL).

let tk: TestKernel;
let course: CourseFixture;
let ada: TestUser;
let bob: TestUser;
let quiz: string;
let essay: string;

const WEEKS = { current: { from: '2026-03-05', to: '2026-03-12' }, prior: { from: '2026-02-26', to: '2026-03-05' } };

async function attempt(activityId: string, user: TestUser, at: string, score: number | null, maxScore: number | null, id = randomBytes(12).toString('hex'), status = 'graded') {
  await tk.kernel.knex('attempts').insert({ id, course_id: course.courseId, activity_id: activityId, user_id: user.id, status, score, max_score: maxScore, submitted_at: at });
}

beforeAll(async () => {
  tk = await createTestKernel();
  const instructor = await tk.createUser('instructor');
  ada = await tk.createUser('student', { firstname: 'Ada' });
  bob = await tk.createUser('student', { firstname: 'Bob' });
  const gone = await tk.createUser('student', { firstname: 'Gone' });
  course = await tk.createCourse({ instructor, students: [ada, bob, gone], lessons: [{ title: 'One', pages: [{ title: 'First' }] }] });
  const pageId = course.lessons[0]!.pageIds[0]!;
  quiz = (await placeLedgerComponent(tk, { courseId: course.courseId, pageId, position: 0, type: 'quiz', title: 'Quiz', maxScore: 10 })).activityId;
  essay = (await placeLedgerComponent(tk, { courseId: course.courseId, pageId, position: 1, type: 'essay', title: 'Essay', maxScore: 20 })).activityId;
  // Ada: an earlier 30% the week before, then two attempts in the same millisecond this week (microseconds apart):
  // the smaller id counts (as the ledger's readers order them), not the later microsecond.
  await attempt(quiz, ada, '2026-03-04T23:59:59.999Z', 3, 10);
  await attempt(quiz, ada, '2026-03-10T10:00:00.000900Z', 4, 10, 'bbbbbbbbbbbbbbbbbbbbbbbb');
  await attempt(quiz, ada, '2026-03-10T10:00:00.000100Z', 7, 10, 'aaaaaaaaaaaaaaaaaaaaaaaa');
  // Ada's essay: scored over its max (clamped into the last bucket), and exactly at the start of this week.
  await attempt(essay, ada, '2026-03-05T00:00:00Z', 25, 20);
  // Bob: one still being scored (counted, never scored), one with a max of 0 (never scored), one the week before.
  await attempt(quiz, bob, '2026-03-11T09:00:00Z', null, null, undefined, 'submitted');
  await attempt(essay, bob, '2026-03-11T09:30:00Z', 5, 0);
  await attempt(essay, bob, '2026-02-26T00:00:00Z', 10, 20);
  // After this week (a clock set back): in no week, yet Bob's latest scored essay.
  await attempt(essay, bob, '2026-03-12T00:00:00Z', 19, 20);
  // Staff and a student who left: none of theirs counts.
  await enrol(tk, course.courseId, instructor.id);
  await attempt(quiz, instructor, '2026-03-10T10:00:00Z', 10, 10);
  await attempt(quiz, gone, '2026-03-10T10:00:00Z', 1, 10);
  await tk.kernel.knex('enrollments').where({ course_id: course.courseId, user_id: gone.id }).delete();
});

afterAll(() => tk?.close());

describe('gradebook records: submission figures', () => {
  it("counts each activity's attempts by week, sums each student's latest scored percent, buckets this week's latest scores", async () => {
    const figures: SubmissionFigures = await tk.kernel.resolve(coreServices.gradebookRecords).submissionFigures(course.courseId, WEEKS);
    const byActivity = Object.fromEntries(figures.activities.map(({ activityId, ...row }) => [activityId, row]));
    expect(byActivity).toEqual({
      // Ada's 70% (the smaller id of the two in one millisecond); Bob's quiz attempt has no score.
      [quiz]: { current: 3, prior: 1, latestScored: 1, latestPercentSum: 70 },
      // Ada's 125%; Bob's latest scored is the 95% after this week (his 5 of 0 is never scored).
      [essay]: { current: 2, prior: 1, latestScored: 2, latestPercentSum: 220 },
    });
    expect(figures.currentSubmitters).toBe(2);
    // This week's latest scored: Ada's quiz 70% and essay 125% (clamped to 100); Bob has none this week.
    expect(figures.currentHistogram).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 1]);
  });

  it('answers no activities and empty buckets for a course without attempts', async () => {
    const empty = await tk.createCourse({ lessons: [] });
    expect(await tk.kernel.resolve(coreServices.gradebookRecords).submissionFigures(empty.courseId, WEEKS)).toEqual({
      activities: [],
      currentSubmitters: 0,
      currentHistogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('keeps the figures between calls only while the ledger version and the class hold (each answer equals a fresh read)', async () => {
    const records = tk.kernel.resolve(coreServices.gradebookRecords);
    const fresh = async () => (await readSubmissionFigures(tk.kernel.knex, course.courseId, WEEKS)).figures;
    const sumOf = (figures: SubmissionFigures) => figures.activities.reduce((sum, row) => sum + row.current, 0);
    const first = await records.submissionFigures(course.courseId, WEEKS);
    expect(first).toEqual(await fresh());
    // A caller changing its answer does not change the next one.
    first.activities.length = 0;
    first.currentHistogram[0] = 99;
    expect(await records.submissionFigures(course.courseId, WEEKS)).toEqual(await fresh());
    // A new attempt (the ledger version moves).
    const before = sumOf(await records.submissionFigures(course.courseId, WEEKS));
    await attempt(quiz, bob, '2026-03-11T10:00:00Z', 8, 10, 'cccccccccccccccccccccccc');
    const afterAttempt = await records.submissionFigures(course.courseId, WEEKS);
    expect(sumOf(afterAttempt)).toBe(before + 1);
    expect(afterAttempt).toEqual(await fresh());
    // The class changes with no ledger write: Bob leaves (his attempts stop counting), then comes back.
    await tk.kernel.knex('enrollments').where({ course_id: course.courseId, user_id: bob.id }).delete();
    const withoutBob = await records.submissionFigures(course.courseId, WEEKS);
    expect(withoutBob.currentSubmitters).toBe(1);
    expect(withoutBob).toEqual(await fresh());
    await enrol(tk, course.courseId, bob.id);
    expect(await records.submissionFigures(course.courseId, WEEKS)).toEqual(afterAttempt);
    // Made staff (still enrolled): out of the class.
    await tk.kernel.knex('course_staff').insert({ course_id: course.courseId, user_id: bob.id, role: 'assistant' });
    expect(await records.submissionFigures(course.courseId, WEEKS)).toEqual(withoutBob);
    await tk.kernel.knex('course_staff').where({ course_id: course.courseId, user_id: bob.id }).delete();
    await tk.kernel.knex('attempts').where({ id: 'cccccccccccccccccccccccc' }).delete();
    expect(sumOf(await records.submissionFigures(course.courseId, WEEKS))).toBe(before);
  });
});
