import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import type { ActivityTrackingService } from '../../src/tracking/ActivityTrackingService.ts';
import { TrackingReader } from '../../src/tracking/TrackingReader.ts';
import { trackingRefs } from '../../src/tracking/trackingServices.ts';

// The tracking readers keep a course's sums between calls while its tracking version holds (bumped by each roll-up
// batch for its courses, and by the delete triggers of 20261212000000_tracking_versions): every answer equals a
// reader that has kept nothing, after a roll-up that took the course's events, after a cascade delete, and the
// version never moves for another course's roll-up (PGlite and PostgreSQL).

let tk: TestKernel;
let tracking: ActivityTrackingService;
let ada: TestUser;
let bob: TestUser;
let course: CourseFixture;
let other: CourseFixture;

const T0 = new Date('2030-03-04T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const week = { from: '2030-03-01', to: '2030-03-08' };

beforeAll(async () => {
  tk = await createTestKernel({ config: { tracking: { rollUpMs: 3_600_000, flushMs: 60_000 } } });
  tk.clock.set(at(60 * 24));
  tracking = tk.kernel.resolve(trackingRefs.service);
  const instructor = await tk.createUser('instructor');
  ada = await tk.createUser('student');
  bob = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [ada, bob], lessons: [{ title: 'One', pages: [{ title: 'P1' }] }, { title: 'Two', pages: [{ title: 'Q1' }] }] });
  other = await tk.createCourse({ instructor, students: [ada] });
});

afterAll(() => tk?.close());

/** Every whole-course read the readers keep, from `reader`. */
async function sums(reader: TrackingReader) {
  const lessons = course.lessons.map((lesson) => lesson.id);
  return {
    students: await reader.studentTotals(course.courseId, week),
    places: await reader.placeTotals(course.courseId, week),
    notes: await reader.lessonNotes(course.courseId, lessons),
    daily: await reader.dailyActivity(course.courseId, week),
    seen: await reader.lastSeen(course.courseId),
  };
}

const version = async (courseId: string) => Number((await tk.kernel.knex('tracking_versions').where({ course_id: courseId }).first('version'))?.version ?? 0);

function visit(user: TestUser, minutes: number, lesson = 0) {
  const { id: lessonId, pageIds } = course.lessons[lesson]!;
  tracking.record([
    { kind: 'page_visit', courseId: course.courseId, userId: user.id, lessonId, pageId: pageIds[0]!, at: at(minutes) },
    { kind: 'note', courseId: course.courseId, userId: user.id, lessonId, pageId: pageIds[0]!, at: at(minutes + 5) },
  ]);
}

describe('tracking sums kept per roll-up', () => {
  it('answers as a reader that keeps nothing after each roll-up of the course, and the same while nothing rolled up', async () => {
    visit(ada, 0);
    await tracking.catchUp();
    const first = await sums(tracking);
    expect(first).toEqual(await sums(new TrackingReader(tk.kernel.knex)));
    expect(first.students.map((row) => row.userId)).toEqual([ada.id]);
    expect(await sums(tracking)).toEqual(first);

    visit(bob, 30, 1);
    visit(ada, 60);
    await tracking.catchUp();
    const second = await sums(tracking);
    expect(second).toEqual(await sums(new TrackingReader(tk.kernel.knex)));
    expect(second.students.map((row) => row.userId).sort()).toEqual([ada.id, bob.id].sort());
    expect(second.notes[course.lessons[0]!.id]).toBe(2);
    expect(second).not.toEqual(first);
  });

  it("moves the course's version with each roll-up that wrote its rows, not with another course's", async () => {
    const [mine, others] = [await version(course.courseId), await version(other.courseId)];
    tracking.record({ kind: 'course_home_visit', courseId: other.courseId, userId: ada.id, at: at(90) });
    await tracking.catchUp();
    expect(await version(course.courseId)).toBe(mine);
    expect(await version(other.courseId)).toBeGreaterThan(others);
    visit(ada, 120);
    await tracking.catchUp();
    expect(await version(course.courseId)).toBeGreaterThan(mine);
  });

  it("drops a deleted user's rows from the kept sums (the cascade moves the version)", async () => {
    const gone = await tk.createUser('student');
    await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: gone.id });
    visit(gone, 150);
    await tracking.catchUp();
    expect((await tracking.studentTotals(course.courseId, week)).map((row) => row.userId)).toContain(gone.id);
    await tk.kernel.knex('users').where({ id: gone.id }).delete();
    const after = await sums(tracking);
    expect(after.students.map((row) => row.userId)).not.toContain(gone.id);
    expect(after.seen.map((row) => row.userId)).not.toContain(gone.id);
    expect(after).toEqual(await sums(new TrackingReader(tk.kernel.knex)));
  });

  it("gives each caller its own array; a kept row cannot be changed; one student's reads are read, not kept", async () => {
    const answer = await tracking.studentTotals(course.courseId, week);
    answer.length = 0;
    expect(await tracking.studentTotals(course.courseId, week)).not.toHaveLength(0);
    const [row] = await tracking.placeTotals(course.courseId, week);
    expect(() => {
      row!.visits += 1;
    }).toThrow(TypeError);
    const [seen] = await tracking.lastSeen(course.courseId);
    seen!.at.setTime(0);
    expect((await tracking.lastSeen(course.courseId))[0]!.at.getTime()).not.toBe(0);
    expect(await tracking.studentTotals(course.courseId, week, [ada.id])).toEqual((await tracking.studentTotals(course.courseId, week)).filter((one) => one.userId === ada.id));
  });
});
