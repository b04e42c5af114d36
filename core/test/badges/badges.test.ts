import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, testSockets, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { BADGE_EARNED_MESSAGE } from '@lms/contract/badges.ts';
import { coreServices } from '../../src/index.ts';
import { ALL_LESSONS_VISITED } from '../../src/badges/lessonsVisitedRule.ts';
import { contentRefs } from '../../src/content/contentServices.ts';
import { nextEvent } from '../realtime/testSockets.ts';

/** Issue 20 item 8: badges awarded once, listed, in the session user, told to the user's own tabs. */
let tk: TestKernel;
let instructor: TestUser;
let teacher: TestClient;
const sockets = testSockets();

beforeAll(async () => {
  tk = await createTestKernel();
  // A frozen clock: the awarded_at of a badge is exactly the clock's now.
  tk.clock.set('2026-11-20T10:00:00.000Z');
  instructor = await tk.createUser('instructor');
  teacher = await tk.loginAs(instructor);
});

afterAll(async () => {
  sockets.closeAll();
  await tk?.close();
});

const badges = () => tk.kernel.resolve(coreServices.badges);
/** The badges of a user once the visits accepted so far are written (they are, with the badge check, a moment after the call). */
const badgesOf = async (userId: string) => {
  await tk.kernel.resolve(contentRefs.visits).flush();
  return badges().list(userId);
};

describe('coreServices.badges', () => {
  it('awards a badge once per user, course and key, and lists the oldest first', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ instructor, students: [student] });
    const other = await tk.createCourse({ instructor, students: [student] });
    const award = { userId: student.id, courseId: course.courseId, key: 'test.first', title: 'First' };
    expect(await badges().award(award)).toBe(true);
    expect(await badges().award({ ...award, title: 'Another title' })).toBe(false);
    tk.clock.advance(1000);
    expect(await badges().award({ ...award, courseId: other.courseId })).toBe(true);
    const awardedAt = new Date(tk.clock.now().getTime() - 1000).toISOString();
    expect(await badges().list(student.id)).toEqual([
      { key: 'test.first', title: 'First', course_id: course.courseId, awarded_at: awardedAt },
      { key: 'test.first', title: 'First', course_id: other.courseId, awarded_at: tk.clock.now().toISOString() },
    ]);
    expect(await badges().list(instructor.id)).toEqual([]);
  });

  it('refuses an empty key or an unknown course and stores nothing', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ instructor, students: [student] });
    await expect(badges().award({ userId: student.id, courseId: course.courseId, key: ' ', title: 'T' })).rejects.toThrow('A badge key is 1 to 200 characters.');
    await expect(badges().award({ userId: student.id, courseId: 'a'.repeat(24), key: 'k', title: 'T' })).rejects.toThrow('Course not found.');
    expect(await badges().list(student.id)).toEqual([]);
  });

  it('inside a transaction: a rolled-back award is neither stored nor told', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ instructor, students: [student] });
    const socket = await sockets.connect(tk, await tk.loginAs(student));
    const heard: unknown[] = [];
    socket.on('badges:earned', (payload: unknown) => heard.push(payload));
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        expect(await badges().award({ userId: student.id, courseId: course.courseId, key: 'test.rolled', title: 'Rolled' }, trx)).toBe(true);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect(await badges().list(student.id)).toEqual([]);
  });

  it("tells the user's own tabs 'Congratulations! You have earned a badge.', and nobody else's", async () => {
    const [student, classmate] = [await tk.createUser('student'), await tk.createUser('student')];
    const course = await tk.createCourse({ instructor, students: [student, classmate] });
    const own = await sockets.connect(tk, await tk.loginAs(student));
    const others = await sockets.connect(tk, await tk.loginAs(classmate));
    const heardByOthers: unknown[] = [];
    others.on('badges:earned', (payload: unknown) => heardByOthers.push(payload));
    const told = nextEvent(own, 'badges:earned');
    await badges().award({ userId: student.id, courseId: course.courseId, key: 'test.told', title: 'Told' });
    expect(await told).toEqual({
      message: BADGE_EARNED_MESSAGE,
      badge: { key: 'test.told', title: 'Told', course_id: course.courseId, awarded_at: tk.clock.now().toISOString() },
    });
    expect(BADGE_EARNED_MESSAGE).toBe('Congratulations! You have earned a badge.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByOthers).toEqual([]);
  });
});

describe("the session user's badges", () => {
  it('sayhi/ answers them', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ instructor, students: [student] });
    const learner = await tk.loginAs(student);
    expect((await learner.get('sayhi/')).body.badges).toEqual([]);
    await badges().award({ userId: student.id, courseId: course.courseId, key: 'test.session', title: 'Session' });
    expect((await learner.get('sayhi/')).body.badges).toEqual([
      { key: 'test.session', title: 'Session', course_id: course.courseId, awarded_at: tk.clock.now().toISOString() },
    ]);
  });
});

describe('every lesson of a course visited', () => {
  it('is earned by the visit of the last visible lesson; drafts and lessons hidden until they open are not required; once', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({
      instructor,
      students: [student],
      lessons: [
        { title: 'One', pages: [{ title: 'A' }] },
        { title: 'Two', pages: [{ title: 'B' }] },
        { title: 'Hidden', draft: true, pages: [{ title: 'C' }] },
        { title: 'Suppressed', pages: [{ title: 'D' }] },
      ],
    });
    const [one, two, , suppressed] = course.lessons;
    // Hidden from students until it opens next month.
    await tk.kernel.knex('lessons').where({ id: suppressed!.id }).update({ suppress_until_available: true, open_date: new Date('2026-12-20T10:00:00.000Z') });
    const learner = await tk.loginAs(student);
    const visit = (lesson: { id: string; pageIds: string[] }) =>
      learner.post('audit_trail', { course: course.courseId, type: 'page_visit', lesson: lesson.id, page: lesson.pageIds[0] });
    expect((await learner.post('audit_trail', { course: course.courseId, type: 'course_home_visit' })).body).toEqual({ status: 'ok' });
    expect((await visit(one!)).body).toEqual({ status: 'ok' });
    expect(await badgesOf(student.id)).toEqual([]);
    const socket = await sockets.connect(tk, learner);
    const told = nextEvent(socket, 'badges:earned');
    expect((await learner.post('audit_trail', { course: course.courseId, type: 'lesson_home_visit', lesson: two!.id })).body).toEqual({ status: 'ok' });
    expect(await told).toMatchObject({ message: BADGE_EARNED_MESSAGE, badge: { key: ALL_LESSONS_VISITED.key, course_id: course.courseId } });
    await visit(two!);
    expect(await badgesOf(student.id)).toEqual([
      { key: 'course.all-lessons-visited', title: 'Every lesson visited', course_id: course.courseId, awarded_at: tk.clock.now().toISOString() },
    ]);
  });

  it('waits for a lesson that was a draft once it is published; professors earn none', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({
      instructor,
      students: [student],
      lessons: [
        { title: 'One', pages: [{ title: 'A' }] },
        { title: 'Later', draft: true, pages: [{ title: 'B' }] },
      ],
    });
    const [one, later] = course.lessons;
    const learner = await tk.loginAs(student);
    await tk.kernel.knex('lessons').where({ id: later!.id }).update({ draft: false });
    await learner.post('audit_trail', { course: course.courseId, type: 'lesson_home_visit', lesson: one!.id });
    expect(await badgesOf(student.id)).toEqual([]);
    await learner.post('audit_trail', { course: course.courseId, type: 'lesson_home_visit', lesson: later!.id });
    expect((await badgesOf(student.id)).map((badge) => badge.key)).toEqual(['course.all-lessons-visited']);

    for (const lesson of course.lessons) await teacher.post('audit_trail', { course: course.courseId, type: 'lesson_home_visit', lesson: lesson.id });
    expect(await badgesOf(instructor.id)).toEqual([]);
  });
});
