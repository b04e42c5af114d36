import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, updateCourse, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import insights from '../../src/server/index.ts';
import type { MyTime } from '../../src/calls/studentInsightsCalls.ts';

let tk: TestKernel;
let course: CourseFixture;
let ada: TestUser;
let bob: TestUser;
let adaClient: TestClient;
let bobClient: TestClient;
let outsiderClient: TestClient;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [insights] });
  tk.clock.set('2030-03-10T12:00:00Z');
  const professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
  const outsider = await tk.createUser('student', { firstname: 'Out', lastname: 'Sider' });
  course = await tk.createCourse({
    title: 'Insights course',
    instructor: professor,
    students: [ada, bob],
    lessons: [
      { title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Adding' }] },
      { title: 'Shapes', pages: [{ title: 'Circles' }] },
    ],
  });
  adaClient = await tk.loginAs(ada);
  bobClient = await tk.loginAs(bob);
  outsiderClient = await tk.loginAs(outsider);

  const [numbers, shapes] = course.lessons;
  const tracking = tk.kernel.resolve(coreServices.tracking);
  const page = (userId: string, lesson: typeof numbers, pageIndex: number, iso: string) =>
    ({ kind: 'page_visit' as const, courseId: course.courseId, userId, lessonId: lesson!.id, pageId: lesson!.pageIds[pageIndex]!, at: at(iso) });
  tracking.record([
    // Ada, a month ago: 10 minutes in Numbers (event at 09:00, next at 09:10 in the same lesson).
    page(ada.id, numbers, 0, '2030-02-08T09:00:00Z'),
    page(ada.id, numbers, 1, '2030-02-08T09:10:00Z'),
    // Ada, this week: 5 minutes in Numbers, then 4 in Shapes.
    page(ada.id, numbers, 0, '2030-03-09T10:00:00Z'),
    page(ada.id, shapes, 0, '2030-03-09T10:05:00Z'),
    page(ada.id, shapes, 0, '2030-03-09T10:09:00Z'),
    // Bob: an hour of steady work in Shapes (events 10 minutes apart) that Ada must never see.
    ...[0, 10, 20, 30, 40, 50, 60].map((minute) => page(bob.id, shapes, 0, new Date(Date.UTC(2030, 2, 9, 14, minute)).toISOString())),
  ]);
  await tracking.catchUp();
});

afterAll(() => tk?.close());

describe('GET insights/time/{courseId}', () => {
  it("answers the caller's own time in the course, in the past week and per lesson with its days", async () => {
    const answer = await adaClient.get<MyTime>(`insights/time/${course.courseId}`);
    expect(answer.status).toBe(200);
    const [numbers, shapes] = course.lessons;
    expect(answer.body.drilldown_enabled).toBe(false);
    expect(answer.body.visits).toBe(5);
    // Windows: 10 min (Feb 8) + 5 min + 4 min (Mar 9); the last event of a run has no following event.
    expect(answer.body.total_seconds).toBe(19 * 60);
    expect(answer.body.past_week_seconds).toBe(9 * 60);
    expect(answer.body.lessons.map((lesson) => [lesson.lesson_id, lesson.title, lesson.seconds, lesson.visits])).toEqual([
      [numbers!.id, 'Numbers', 15 * 60, 3],
      [shapes!.id, 'Shapes', 4 * 60, 2],
    ]);
    expect(answer.body.lessons[0]!.days).toEqual([
      { day: '2030-02-08', seconds: 600, visits: 2 },
      { day: '2030-03-09', seconds: 300, visits: 1 },
    ]);
  });

  it("never carries another student's numbers: each student reads only their own", async () => {
    const bobs = await bobClient.get<MyTime>(`insights/time/${course.courseId}`);
    expect(bobs.body.total_seconds).toBe(60 * 60);
    expect(bobs.body.lessons.find((lesson) => lesson.title === 'Numbers')).toMatchObject({ seconds: 0, visits: 0, days: [] });
    const adas = await adaClient.get<MyTime>(`insights/time/${course.courseId}`);
    expect(adas.body.total_seconds).not.toBe(bobs.body.total_seconds + adas.body.total_seconds);
    expect(JSON.stringify(adas.body)).not.toContain('2030-03-09T14');
  });

  it('refuses a user who is not in the course', async () => {
    const answer = await outsiderClient.get(`insights/time/${course.courseId}`);
    expect([403, 404]).toContain(answer.status);
  });

  it('tells the screen when the course redirects insights to the drilldown', async () => {
    await updateCourse(tk, course.courseId, { settings: { drilldown_enabled: true } });
    try {
      const answer = await adaClient.get<MyTime>(`insights/time/${course.courseId}`);
      expect(answer.body.drilldown_enabled).toBe(true);
    } finally {
      await updateCourse(tk, course.courseId, { settings: { drilldown_enabled: false } });
    }
  });
});
