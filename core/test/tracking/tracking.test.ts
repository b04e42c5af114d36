import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/contract';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { ActivityTrackingService } from '../../src/tracking/ActivityTrackingService.ts';
import { trackingRefs } from '../../src/tracking/trackingServices.ts';
import { contentRefs } from '../../src/content/contentServices.ts';
import { TrackingRollUp, TRACKING_WRITE_LOCK } from '../../src/tracking/TrackingRollUp.ts';
import { gradebookTypesPlugin } from '../grading/gradebookTypes.ts';

let tk: TestKernel;
let tracking: ActivityTrackingService;
let instructor: TestUser;
let student: TestUser;
let other: TestUser;
let course: CourseFixture;
let outsideCourse: CourseFixture;

const T0 = new Date('2030-03-04T09:00:00.000Z');
const at = (minutes: number, seconds = 0) => new Date(T0.getTime() + minutes * 60_000 + seconds * 1000);
const all = { from: '2030-01-01', to: '2031-01-01' };
const settled = () => new Promise((resolve) => setImmediate(resolve));

beforeAll(async () => {
  // The recurring roll-up would run on its own: tests roll up by hand (catchUp), so it waits an hour.
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin], config: { tracking: { rollUpMs: 3_600_000, flushMs: 60_000 } } });
  tracking = tk.kernel.resolve(trackingRefs.service);
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  other = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student, other], lessons: [{ title: 'One', pages: [{ title: 'P1' }, { title: 'P2' }] }, { title: 'Two', pages: [{ title: 'Q1' }] }] });
  outsideCourse = await tk.createCourse({ instructor });
});

afterAll(() => tk?.close());

beforeEach(async () => {
  tk.clock.set(at(60 * 24 * 10));
  await tracking.catchUp();
  for (const table of ['tracking_days', 'tracking_windows', 'tracking_events']) await tk.kernel.knex(table).delete();
  await tk.kernel.knex('tracking_logins').delete();
});

const secondsOf = async (userId = student.id) => (await tracking.studentTotals(course.courseId, all, [userId]))[0]?.seconds ?? 0;

describe('coreServices.tracking', () => {
  it('is the same service for plugins as for core', () => {
    expect(tk.kernel.resolve(coreServices.tracking)).toBe(tracking);
    expect(tk.kernel.resolveFor('gradebook-types', coreServices.tracking)).toBe(tracking);
  });

  it('buffers record() and writes it in one flush; the buffer flushes by itself at flushRows', async () => {
    const [lessonId, pageId] = [course.lessons[0]!.id, course.lessons[0]!.pageIds[0]!];
    tracking.record([
      { kind: 'page_visit', courseId: course.courseId, userId: student.id, lessonId, pageId, at: at(0) },
      { kind: 'active', courseId: course.courseId, userId: student.id, lessonId, pageId, at: at(5) },
    ]);
    expect(tracking.buffered).toBe(2);
    expect(Number((await tk.kernel.knex('tracking_events').count({ n: '*' }).first())!.n)).toBe(0);
    await tracking.flush();
    expect(tracking.buffered).toBe(0);
    expect(Number((await tk.kernel.knex('tracking_events').count({ n: '*' }).first())!.n)).toBe(2);

    const many = Array.from({ length: tracking.timing.flushRows }, (_, i) => ({ kind: 'active' as const, courseId: course.courseId, userId: other.id, at: at(0, i) }));
    tracking.record(many);
    // No flush() here: reaching flushRows writes at once (the timer waits a minute in this kernel).
    await vi.waitFor(async () => expect(Number((await tk.kernel.knex('tracking_events').count({ n: '*' }).first())!.n)).toBe(2 + many.length), { timeout: 5000 });
    expect(tracking.buffered).toBe(0);
  });

  it('writes what a node still buffers when that node stops', async () => {
    const node = await tk.anotherNode();
    node.kernel.resolve(coreServices.tracking).record({ kind: 'course_home_visit', courseId: course.courseId, userId: other.id, at: at(0) });
    await node.close();
    await tracking.catchUp();
    expect(await tracking.studentTotals(course.courseId, all)).toEqual([expect.objectContaining({ userId: other.id, visits: 1 })]);
  });

  it('never throws for a bad event: it is dropped, the good ones are kept', async () => {
    expect(() =>
      tracking.record([
        { kind: 'nonsense' as never, courseId: course.courseId, userId: student.id },
        { kind: 'page_visit', courseId: 'x'.repeat(40), userId: student.id },
        { kind: 'page_visit', courseId: course.courseId, userId: student.id, at: new Date('invalid') },
        { kind: 'page_visit', courseId: course.courseId, userId: student.id, at: at(60 * 24 * 20) },
        null as never,
        { kind: 'course_home_visit', courseId: course.courseId, userId: student.id, at: at(0) },
      ]),
    ).not.toThrow();
    await tracking.catchUp();
    expect((await tracking.studentTotals(course.courseId, all))).toEqual([expect.objectContaining({ userId: student.id, visits: 1 })]);
  });

  it('counts the gap to the next event up to 12 minutes inclusive, for the earlier place, and nothing beyond', async () => {
    const [l1, p1, p2] = [course.lessons[0]!.id, course.lessons[0]!.pageIds[0]!, course.lessons[0]!.pageIds[1]!];
    tracking.record([
      { kind: 'page_visit', courseId: course.courseId, userId: student.id, lessonId: l1, pageId: p1, at: at(0) },
      // Exactly 12 minutes: counted, for p1.
      { kind: 'page_visit', courseId: course.courseId, userId: student.id, lessonId: l1, pageId: p2, at: at(12) },
      // 12 minutes and a second: the student had left; nothing.
      { kind: 'page_visit', courseId: course.courseId, userId: student.id, lessonId: l1, pageId: p1, at: at(24, 1) },
    ]);
    await tracking.catchUp();
    const places = await tracking.placeTotals(course.courseId, all, student.id);
    expect(places).toHaveLength(2);
    expect(places).toEqual(expect.arrayContaining([
      expect.objectContaining({ lessonId: l1, pageId: p1, seconds: 720, visits: 2, students: 1 }),
      expect.objectContaining({ lessonId: l1, pageId: p2, seconds: 0, visits: 1 }),
    ]));
    expect(await secondsOf()).toBe(720);
  });

  it('continues a window across two roll-ups, and across midnight credits the earlier day', async () => {
    const late = new Date('2030-03-04T23:55:00.000Z');
    tracking.record({ kind: 'course_home_visit', courseId: course.courseId, userId: student.id, at: late });
    await tracking.catchUp();
    expect(await secondsOf()).toBe(0);
    tracking.record({ kind: 'active', courseId: course.courseId, userId: student.id, at: new Date(late.getTime() + 10 * 60_000) });
    await tracking.catchUp();
    expect(await secondsOf()).toBe(600);
    expect(await tracking.dailyActivity(course.courseId, all, student.id)).toEqual([
      { day: '2030-03-04', lessonId: null, seconds: 600, visits: 1 },
      { day: '2030-03-05', lessonId: null, seconds: 0, visits: 0 },
    ]);
    const [seen] = await tracking.lastSeen(course.courseId, [student.id]);
    expect(seen!.at.toISOString()).toBe('2030-03-05T00:05:00.000Z');
  });

  it('orders events by their moment within a batch, and counts an event that arrives after a later one without moving the window back', async () => {
    tracking.record([
      { kind: 'active', courseId: course.courseId, userId: student.id, at: at(10) },
      { kind: 'course_home_visit', courseId: course.courseId, userId: student.id, at: at(0) },
    ]);
    await tracking.catchUp();
    expect(await secondsOf()).toBe(600);
    // Sent late (another node's buffer): its visit counts; the window still ends at minute 10.
    tracking.record({ kind: 'course_home_visit', courseId: course.courseId, userId: student.id, at: at(5) });
    tracking.record({ kind: 'active', courseId: course.courseId, userId: student.id, at: at(20) });
    await tracking.catchUp();
    const [totals] = await tracking.studentTotals(course.courseId, all, [student.id]);
    expect(totals).toMatchObject({ visits: 2, seconds: 1200 });
  });

  it('never skips an event whose id commits after a later id was rolled up (PostgreSQL: concurrent writers)', async ({ skip }) => {
    if (tk.databaseKind !== 'postgres') skip();
    const knex = tk.kernel.knex;
    const trx = await knex.transaction();
    // A writer that took its id first and commits last.
    await trx.raw('select pg_advisory_xact_lock_shared(?)', [TRACKING_WRITE_LOCK]);
    await trx('tracking_events').insert({ course_id: course.courseId, user_id: student.id, kind: 'page_visit', at: at(0) });
    tracking.record({ kind: 'page_visit', courseId: course.courseId, userId: student.id, at: at(1) });
    await tracking.flush();
    let done = false;
    const rolling = tracking.catchUp().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    await trx.commit();
    await rolling;
    expect((await tracking.studentTotals(course.courseId, all, [student.id]))[0]).toMatchObject({ visits: 2, seconds: 60 });
  });

  it('shares a roll-up asked for before it started; a later one runs again and sees what was written since', async () => {
    const runs = vi.spyOn(TrackingRollUp.prototype, 'run');
    try {
      tracking.record({ kind: 'page_visit', courseId: course.courseId, userId: student.id, at: at(0) });
      await tracking.flush();
      // The dashboard's calls at once, each catching up: one roll-up for both.
      await Promise.all([tracking.rollUp(), tracking.rollUp()]);
      expect(runs).toHaveBeenCalledTimes(1);
      tracking.record({ kind: 'page_visit', courseId: course.courseId, userId: student.id, at: at(1) });
      await tracking.catchUp();
      expect(runs).toHaveBeenCalledTimes(2);
      expect((await tracking.studentTotals(course.courseId, all, [student.id]))[0]).toMatchObject({ visits: 2, seconds: 60 });
    } finally {
      runs.mockRestore();
    }
  });

  it("skips a deleted course's and a deleted user's events, and rolls on past them", async () => {
    const gone = await tk.createUser('student');
    const goneCourse = await tk.createCourse({ instructor, students: [student] });
    tracking.record([
      { kind: 'page_visit', courseId: goneCourse.courseId, userId: student.id, at: at(0) },
      { kind: 'page_visit', courseId: course.courseId, userId: gone.id, at: at(0) },
    ]);
    await tracking.flush();
    await tk.kernel.knex('courses').where({ id: goneCourse.courseId }).delete();
    await tk.kernel.knex('users').where({ id: gone.id }).delete();
    tracking.record({ kind: 'page_visit', courseId: course.courseId, userId: student.id, at: at(1) });
    await tracking.catchUp();
    expect(await tracking.studentTotals(course.courseId, all)).toEqual([expect.objectContaining({ userId: student.id, visits: 1 })]);
    const { last_event_id } = (await tk.kernel.knex('tracking_rollup').first('last_event_id')) as { last_event_id: string };
    const { max } = (await tk.kernel.knex('tracking_events').max({ max: 'id' }).first()) as { max: string };
    expect(String(last_event_id)).toBe(String(max));
  });

  it('keeps raw events for the retention period; older ones go once rolled up, the roll-ups stay', async () => {
    const now = tk.clock.now();
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    tracking.record([
      { kind: 'page_visit', courseId: course.courseId, userId: student.id, at: days(tracking.timing.retentionDays + 1) },
      { kind: 'page_visit', courseId: course.courseId, userId: student.id, at: days(tracking.timing.retentionDays - 1) },
    ]);
    await tracking.flush();
    // Not rolled up yet: nothing is purged.
    expect(await tracking.purgeRawEvents()).toBe(0);
    await tracking.catchUp();
    expect(await tracking.purgeRawEvents()).toBe(1);
    expect(await tracking.recentEvents(course.courseId, student.id, 10)).toHaveLength(1);
    expect((await tracking.studentTotals(course.courseId, all, [student.id]))[0]!.visits).toBe(2);
  });

  it('sums per student, per place and per day for the readers', async () => {
    const [l1, p1] = [course.lessons[0]!.id, course.lessons[0]!.pageIds[0]!];
    const l2 = course.lessons[1]!.id;
    tracking.record([
      { kind: 'lesson_home_visit', courseId: course.courseId, userId: student.id, lessonId: l1, at: at(0) },
      { kind: 'note', courseId: course.courseId, userId: student.id, lessonId: l1, pageId: p1, at: at(2) },
      { kind: 'post', courseId: course.courseId, userId: student.id, at: at(3) },
      { kind: 'submission', courseId: course.courseId, userId: other.id, lessonId: l2, at: at(0) },
      { kind: 'active', courseId: course.courseId, userId: other.id, lessonId: l2, at: at(60 * 24) },
    ]);
    await tracking.catchUp();
    expect(await tracking.studentTotals(course.courseId, all)).toEqual(
      [
        { userId: student.id, seconds: 180, visits: 1, notes: 1, posts: 1, submissions: 0, activeDays: 1 },
        { userId: other.id, seconds: 0, visits: 0, notes: 0, posts: 0, submissions: 1, activeDays: 2 },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    expect(await tracking.studentTotals(course.courseId, { from: '2030-03-05', to: '2030-03-06' })).toEqual([expect.objectContaining({ userId: other.id, activeDays: 1 })]);
    const daily = await tracking.dailyActivity(course.courseId, all);
    expect(daily.map((d) => d.day)).toEqual(['2030-03-04', '2030-03-04', '2030-03-04', '2030-03-05']);
    // The notes tile's count per lesson: the note in l1, none in l2 (its submission is not a note).
    expect(await tracking.lessonNotes(course.courseId, [l1, l2])).toEqual({ [l1]: 1, [l2]: 0 });
    expect(await tracking.lessonNotes(course.courseId, [])).toEqual({});
  });
});

describe('what feeds tracking', () => {
  it('POST audit_trail: a visit event, and content_visits / last_activity still work', async () => {
    const client = await tk.loginAs(student);
    const { lessonId, pageId } = course.first;
    expect((await client.post('audit_trail', { type: 'page_visit', course: course.courseId, lesson: lessonId, page: pageId })).status).toBe(200);
    expect((await client.post('audit_trail', { type: 'course_home_visit', course: course.courseId })).status).toBe(200);
    await tracking.catchUp();
    expect(await tracking.placeTotals(course.courseId, all, student.id)).toEqual([
      expect.objectContaining({ lessonId: null, pageId: null, visits: 1 }),
      expect.objectContaining({ lessonId, pageId, visits: 1 }),
    ].sort((a, b) => String(a.lessonId ?? '').localeCompare(String(b.lessonId ?? ''))));
    const last = await client.get(`user/last_activity/${course.courseId}`);
    expect(last.body.last_activity).toMatchObject({ lesson_id: lessonId, page_id: pageId });
  });

  it('POST audit_trail: no visit is lost when flushes run while visits arrive (each is one event and one content_visits row)', async () => {
    const client = await tk.loginAs(other);
    const pages = course.lessons.flatMap((lesson) => lesson.pageIds.map((pageId) => ({ lessonId: lesson.id, pageId })));
    const before = Number((await tk.kernel.knex('content_visits').where({ user_id: other.id, course_id: course.courseId }).count({ n: '*' }).first())!.n);
    const visits = 40;
    let flushing = true;
    // Flushes back to back while the visits come in: a flush takes the buffer as events are pushed onto it.
    const flusher = (async () => {
      while (flushing) {
        await Promise.all([tracking.flush(), tk.kernel.resolve(contentRefs.visits).flush()]);
        await settled();
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: visits }, (_, i) => {
        const place = pages[i % pages.length]!;
        return i % 5 === 0
          ? client.post('audit_trail', { type: 'lesson_home_visit', course: course.courseId, lesson: place.lessonId })
          : client.post('audit_trail', { type: 'page_visit', course: course.courseId, lesson: place.lessonId, page: place.pageId });
      }),
    );
    flushing = false;
    await flusher;
    expect(answers.map((answer) => answer.status)).toEqual(Array(visits).fill(200));
    await tracking.catchUp();
    await tk.kernel.resolve(contentRefs.visits).flush();
    const events = (await tk.kernel.knex('tracking_events').where({ course_id: course.courseId, user_id: other.id }).select('kind', 'lesson_id', 'page_id')) as { kind: string; lesson_id: string; page_id: string | null }[];
    expect(events).toHaveLength(visits);
    expect(events.filter((event) => event.kind === 'lesson_home_visit')).toHaveLength(visits / 5);
    const totals = await tracking.studentTotals(course.courseId, all, [other.id]);
    expect(totals[0]?.visits).toBe(visits);
    const stored = Number((await tk.kernel.knex('content_visits').where({ user_id: other.id, course_id: course.courseId }).count({ n: '*' }).first())!.n);
    expect(stored - before).toBe(visits);
  });

  it("GET refresh with the place: an 'active' event there; a course the user may not read, or none, is ignored", async () => {
    const client = await tk.loginAs(student);
    const { lessonId, pageId } = course.first;
    const refreshed = await client.get(`refresh?course=${course.courseId}&lesson=${lessonId}&page=${pageId}`);
    expect(refreshed.body).toEqual({ status: 'ok' });
    expect((await client.get(`refresh?course=${outsideCourse.courseId}`)).body).toEqual({ status: 'ok' });
    expect((await client.get('refresh')).body).toEqual({ status: 'ok' });
    expect((await client.get('refresh?course=not-an-id')).status).toBe(422);
    await tracking.catchUp();
    expect(await tracking.recentEvents(course.courseId, student.id, 5)).toEqual([expect.objectContaining({ kind: 'active', lessonId, pageId })]);
    expect(await tracking.recentEvents(outsideCourse.courseId, student.id, 5)).toEqual([]);
  });

  it('a login is counted per day, with the last login moment', async () => {
    await tk.loginAs(student);
    await tk.loginAs(student);
    await tracking.catchUp();
    const [logins] = await tracking.logins([student.id], { from: '2030-01-01', to: '2031-01-01' });
    expect(logins).toMatchObject({ userId: student.id, logins: 2 });
    expect(logins!.lastLoginAt!.getTime()).toBe(tk.clock.now().getTime());
  });

  it("a submission recorded by the grade ledger: a 'submission' event at its component's lesson and page (after commit only)", async () => {
    const ledger: GradeLedger = tk.kernel.resolveFor('gradebook-types', coreServices.grading);
    const teacher = await tk.loginAs(instructor);
    const { lessonId, pageId } = course.first;
    const created = await teacher.post(`components/${course.courseId}/${lessonId}/${pageId}/new/`, { type: 'planned' });
    const activityId = (await ledger.activityOf(course.courseId, created.body._id as string))!;
    await ledger.recordSubmission({ activityId, userId: student.id, submission: { score: 3 } });
    await tk.kernel.knex
      .transaction(async (trx) => {
        await ledger.recordSubmission({ activityId, userId: student.id, submission: { score: 4 } }, trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await settled();
    await tracking.catchUp();
    expect(await tracking.placeTotals(course.courseId, all, student.id)).toEqual([expect.objectContaining({ lessonId, pageId, submissions: 1 })]);
  });
});
