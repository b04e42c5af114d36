import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/contract';
import { contentRefs } from '../../src/content/contentServices.ts';
import { createTestKernel, enrol, placeLedgerComponent, storeGradedAttempt, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';

/** `GET dashboard/` (part 1 §7; issue 21 items 7 and 9): the caller's progress and what is due next in each course they take. */

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let classmate: TestUser;
let main: CourseFixture;
let second: CourseFixture;
let taught: CourseFixture;
let learner: TestClient;

const NOW = new Date('2030-03-04T09:00:00.000Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

async function activity(course: CourseFixture, lesson: number, page: number, title: string, dueDate: Date | null, position = 0) {
  const placed = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: course.lessons[lesson]!.pageIds[page]!, position, type: 'quiz', title, maxScore: 10 });
  if (dueDate) await tk.kernel.knex('activities').where({ id: placed.activityId }).update({ due_date: dueDate });
  return placed.activityId;
}

function visit(course: CourseFixture, lesson: number, page: number, userId = student.id) {
  tk.kernel.resolve(coreServices.tracking).record({ kind: 'page_visit', courseId: course.courseId, userId, lessonId: course.lessons[lesson]!.id, pageId: course.lessons[lesson]!.pageIds[page]!, at: NOW });
}

const summaryOf = async (client: TestClient) => {
  const response = await client.get('dashboard/');
  expect(response.status).toBe(200);
  return response.body as { courses: Array<Record<string, any>>; computed_at: string };
};

let quizOne: string;
let quizTwo: string;
let quizLater: string;

beforeAll(async () => {
  tk = await createTestKernel({ config: { tracking: { rollUpMs: 3_600_000, flushMs: 60_000 } } });
  tk.clock.set(NOW);
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  classmate = await tk.createUser('student');
  main = await tk.createCourse({
    title: 'Main',
    instructor,
    students: [student, classmate],
    lessons: [
      { title: 'One', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'Hidden page', draft: true }] },
      { title: 'Two', pages: [{ title: 'Q1' }] },
      { title: 'Draft lesson', draft: true, pages: [{ title: 'D1' }] },
    ],
  });
  second = await tk.createCourse({ title: 'Second', instructor, students: [student], lessons: [{ title: 'Only', pages: [{ title: 'S1' }] }] });
  taught = await tk.createCourse({ title: 'Taught', instructor: student, lessons: [{ title: 'T', pages: [{ title: 'T1' }] }] });
  await tk.kernel.knex('course_staff').insert({ course_id: taught.courseId, user_id: student.id, role: 'instructor' }).onConflict(['course_id', 'user_id']).ignore();

  quizOne = await activity(main, 0, 0, 'Quiz one', days(1));
  quizTwo = await activity(main, 1, 0, 'Quiz two', days(3));
  quizLater = await activity(main, 0, 1, 'Quiz later', days(10));
  await activity(main, 0, 2, 'On a draft page', days(0.5));
  await activity(main, 2, 0, 'In a draft lesson', days(0.5));
  await activity(main, 0, 1, 'Past due', days(-1), 1);
  await activity(main, 0, 1, 'No due date', null, 2);

  visit(main, 0, 0);
  visit(main, 0, 0);
  visit(main, 1, 0);
  visit(main, 2, 0); // a page students cannot see (a draft lesson) is not counted
  visit(main, 0, 1, classmate.id);
  await storeGradedAttempt(tk, { courseId: main.courseId, activityId: quizOne, userId: student.id, score: 8, maxScore: 10, at: NOW });
  learner = await tk.loginAs(student);
});

afterAll(() => tk?.close());

describe('GET dashboard/', () => {
  it("answers the caller's own progress per course they take, and what is due next", async () => {
    const summary = await summaryOf(learner);
    expect(summary.computed_at).toBe(NOW.toISOString());
    // Not the course the student teaches.
    expect(summary.courses.map((course) => course.course_id).sort()).toEqual([main.courseId, second.courseId].sort());
    const mine = summary.courses.find((course) => course.course_id === main.courseId)!;
    expect(mine).toEqual({
      course_id: main.courseId,
      pages: 3,
      pages_visited: 2,
      // Five visible activities (not those on the draft page or in the draft lesson); one submitted.
      activities: 5,
      activities_done: 1,
      // Quiz one is done; the past-due one and the undated one are not 'next'.
      due_next: { activity_id: quizTwo, title: 'Quiz two', due_date: days(3).toISOString(), link: `/${main.courseId}/${main.lessons[1]!.id}/${main.lessons[1]!.pageIds[0]}` },
      // No plugin keeps grades here (the gradebook's score: plugins/gradebook/test/server/currentScore.test.ts).
      score: null,
    });
    expect(summary.courses.find((course) => course.course_id === second.courseId)).toEqual({ course_id: second.courseId, pages: 1, pages_visited: 0, activities: 0, activities_done: 0, due_next: null, score: null });
  });

  it("gives a classmate their own numbers, never the student's", async () => {
    const theirs = (await summaryOf(await tk.loginAs(classmate))).courses;
    expect(theirs).toEqual([
      expect.objectContaining({ course_id: main.courseId, pages: 3, pages_visited: 1, activities: 5, activities_done: 0, due_next: expect.objectContaining({ activity_id: quizOne }) }),
    ]);
  });

  it('counts an excused activity as done and leaves it out of what is due next', async () => {
    const user = await tk.createUser('student');
    await enrol(tk, main.courseId, user.id);
    await tk.kernel.resolve(coreServices.grading).setExcused({ courseId: main.courseId, activityId: quizOne, userId: user.id, excused: true, by: instructor.id });
    const [course] = (await summaryOf(await tk.loginAs(user))).courses;
    expect(course).toEqual(expect.objectContaining({ activities_done: 1, due_next: expect.objectContaining({ activity_id: quizTwo }) }));
  });

  it('is cached for 60 s per user, and dropped at once when the user submits', async () => {
    const before = await summaryOf(learner);
    visit(second, 0, 0);
    tk.clock.set(new Date(NOW.getTime() + 59_000));
    // Within 60 s the cached answer stands (the visit is not counted yet).
    expect(await summaryOf(learner)).toEqual(before);
    tk.clock.set(new Date(NOW.getTime() + 61_000));
    const after = await summaryOf(learner);
    expect(after.computed_at).toBe(new Date(NOW.getTime() + 61_000).toISOString());
    expect(after.courses.find((course) => course.course_id === second.courseId)!.pages_visited).toBe(1);

    // A grade change of the user (through the ledger) drops their summary before the 60 s are up.
    await tk.kernel.resolve(coreServices.grading).setGrade({ courseId: main.courseId, activityId: quizTwo, userId: student.id, grade: 7, by: instructor.id });
    const graded = (await summaryOf(learner)).courses.find((course) => course.course_id === main.courseId)!;
    expect(graded.activities_done).toBe(2);
    expect(graded.due_next).toEqual(expect.objectContaining({ activity_id: quizLater }));
  });

  it('reads a constant number of queries whatever the number of courses', async () => {
    const count = async (client: TestClient) => {
      // Nothing waiting to be written may land in the counted window (tracking events, content visits).
      await tk.kernel.resolve(coreServices.tracking).catchUp();
      await tk.kernel.resolve(contentRefs.visits).flush();
      tk.clock.set(new Date(tk.clock.now().getTime() + 120_000));
      const queries: string[] = [];
      const record = (query: { sql: string }) => queries.push(query.sql);
      tk.kernel.knex.on('query', record);
      try {
        await summaryOf(client);
      } finally {
        tk.kernel.knex.removeListener('query', record);
      }
      return queries.filter((sql) => !/tracking_(events|rollup|windows)|pg_advisory/.test(sql)).length;
    };
    const one = await tk.loginAs(classmate);
    const many = await tk.createUser('student');
    for (let i = 0; i < 6; i++) await tk.createCourse({ title: `Extra ${i}`, instructor, students: [many] });
    const few = await count(one);
    expect(await count(await tk.loginAs(many))).toBe(few);
  });

  it('asks for a login', async () => {
    const anonymous = tk.client();
    const answer = await anonymous.get('dashboard/');
    expect(answer.status).toBe(401);
    expect(answer.body.errno).toBe('not-logged');
  });
});
