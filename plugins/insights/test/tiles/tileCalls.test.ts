import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCourse } from '@lms/sdk/testing';
import { activeRun, gradedQuiz, submit, tileWorld, trackingOf, type TileWorld } from './tileWorld.ts';

let world: TileWorld;
let numbers: { lessonId: string; pageId: string };
let adding: { lessonId: string; pageId: string };
let circles: { lessonId: string; pageId: string };

beforeAll(async () => {
  world = await tileWorld();
  const [lesson1, lesson2] = world.course.lessons;
  numbers = { lessonId: lesson1!.id, pageId: lesson1!.pageIds[0]! };
  adding = { lessonId: lesson1!.id, pageId: lesson1!.pageIds[1]! };
  circles = { lessonId: lesson2!.id, pageId: lesson2!.pageIds[0]! };
  const { courseId } = world.course;
  const tracking = trackingOf(world);
  const ada = world.ada.id;
  const bob = world.bob.id;
  tracking.record([
    // This week: Ada 40 minutes in Counting, 20 in Circles; Bob 10 in Adding.
    ...activeRun(world, ada, numbers, '2030-03-11T09:00:00Z', 5),
    ...activeRun(world, ada, circles, '2030-03-12T09:00:00Z', 3),
    ...activeRun(world, bob, adding, '2030-03-12T15:00:00Z', 2),
    { kind: 'page_visit', courseId, userId: ada, ...numbers, at: new Date('2030-03-11T08:59:00Z') },
    { kind: 'page_visit', courseId, userId: bob, ...numbers, at: new Date('2030-03-12T14:00:00Z') },
    { kind: 'page_visit', courseId, userId: bob, ...circles, at: new Date('2030-03-12T14:30:00Z') },
    { kind: 'note', courseId, userId: ada, ...numbers, at: new Date('2030-03-11T11:00:00Z') },
    { kind: 'note', courseId, userId: ada, ...numbers, at: new Date('2030-03-11T11:30:00Z') },
    { kind: 'post', courseId, userId: bob, ...circles, at: new Date('2030-03-12T16:00:00Z') },
    // The week before: Ada 10 minutes in Counting and a note in Circles.
    ...activeRun(world, ada, numbers, '2030-03-04T09:00:00Z', 2),
    { kind: 'note', courseId, userId: ada, ...circles, at: new Date('2030-03-04T11:00:00Z') },
    { kind: 'post', courseId, userId: ada, ...circles, at: new Date('2030-03-04T12:00:00Z') },
    { kind: 'post', courseId, userId: bob, ...circles, at: new Date('2030-03-04T12:30:00Z') },
    // Staff time never counts in a student's minutes (it does count among the people on a page).
    ...activeRun(world, world.professor.id, numbers, '2030-03-12T09:00:00Z', 4),
  ]);
  tracking.recordLogin(ada, new Date('2030-03-11T08:58:00Z'));
  tracking.recordLogin(ada, new Date('2030-03-12T08:58:00Z'));
  tracking.recordLogin(bob, new Date('2030-03-05T08:58:00Z'));
  tracking.recordLogin(world.professor.id, new Date('2030-03-12T08:00:00Z'));
  await tracking.catchUp();
});

afterAll(() => world?.tk.close());

const path = (call: string, ...rest: string[]) => [`stats/${call}`, world.course.courseId, ...rest].join('/');

describe('GET stats/loggedin/{courseId}/{place}', () => {
  it('answers each student minutes and logins, minutes per lesson, the two tiles and the popular pages', async () => {
    const response = await world.professorClient.get(path('loggedin', 'course'));
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.weeks).toEqual({ current: { from: '2030-03-07', to: '2030-03-14' }, prior: { from: '2030-02-28', to: '2030-03-07' } });
    expect(body.student_times).toEqual([
      { _id: world.bob.id, name: 'Bob Babbage', mins: 10, priormins: 0, logins: 0, last_login: '2030-03-05T08:58:00.000Z' },
      // Ada's two recorded logins, and her test client's own sign-in at the world's clock.
      { _id: world.ada.id, name: 'Ada Lovelace', mins: expect.any(Number), priormins: 10, logins: 3, last_login: '2030-03-13T12:00:00.000Z' },
    ]);
    const adaMinutes = body.student_times[1].mins;
    // 40 + 20 on the keep-alives, plus the minute from the visit to the first keep-alive and the notes' windows.
    expect(adaMinutes).toBeGreaterThanOrEqual(60);
    expect(body.lesson_times.map((row: { lessonName: string; index: number }) => [row.index, row.lessonName])).toEqual([
      [1, 'Numbers'],
      [2, 'Shapes'],
    ]);
    // Logged in: Ada this week (1 of 2 students), Bob the week before.
    expect(body.trenddict).toEqual({ count: 1, prior: 1, trend: '=', percent: 50, mins: adaMinutes + 10, priormins: 10 });
    expect(body.trendmindict).toMatchObject({ count: Math.round((adaMinutes + 10) / 2), prior: 5, trend: '+', percent: 100 });
    expect(body.popular[0]).toEqual({ lesson_id: numbers.lessonId, page_id: numbers.pageId, title: 'Numbers: Counting', link: `/${world.course.courseId}/${numbers.lessonId}/${numbers.pageId}`, visits: 2, students: 3 });
    expect(body.popular.map((page: { title: string }) => page.title)).toContain('Shapes: Circles');
    // The class facts' verdicts: Ada (over 30 min this week, over 60 in two, no score yet) engaged; Bob (10 min) disengaged.
    expect(body.engagement).toEqual({ engaged: 1, struggling: 0, disengaged: 1, percent: 50 });
  });

  it('narrows minutes and lessons to one lesson, and refuses a place that is not a lesson of the course', async () => {
    const body = (await world.professorClient.get(path('loggedin', circles.lessonId))).body;
    expect(body.lesson_times).toEqual([{ lesson_id: circles.lessonId, lessonName: 'Shapes', index: 2, mins: 20, priormins: 0 }]);
    expect(body.trenddict.mins).toBe(20);
    const unknown = await world.professorClient.get(path('loggedin', 'week'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errno).toBe('not-found');
  });
});

describe('GET stats/notes/{courseId}/{lessonId}/{priorLessonId}', () => {
  it("compares the week's notes with the week before's and one lesson's notes with another's", async () => {
    const response = await world.professorClient.get(path('notes', numbers.lessonId, circles.lessonId));
    expect(response.status).toBe(200);
    expect(response.body.tile).toMatchObject({ count: 2, prior: 1, trend: '+', percent: 50 });
    expect(response.body.lesson).toEqual({ lesson_id: numbers.lessonId, lessonName: 'Numbers', count: 2 });
    expect(response.body.prior_lesson).toEqual({ lesson_id: circles.lessonId, lessonName: 'Shapes', count: 1 });
    expect(response.body.per_student).toBe(1);
    const missing = await world.professorClient.get(path('notes', numbers.lessonId, world.course.courseId));
    expect(missing.status).toBe(404);
  });
});

describe('GET stats/boards/{courseId}/{lessonId}/{priorLessonId}', () => {
  it("compares the week's posts with the week before's, one decimal per student", async () => {
    const response = await world.professorClient.get(path('boards', circles.lessonId, numbers.lessonId));
    expect(response.status).toBe(200);
    expect(response.body.tile).toMatchObject({ count: 1, prior: 2, trend: '-', percent: 50 });
    expect(response.body.per_student).toBe(0.5);
    expect(response.body.boards).toEqual([]);
    expect(response.body.priors).toEqual([]);
  });
});

describe('GET stats/submissions/{courseId}', () => {
  it("counts the week's submissions, draws their scores' histogram and reports each item", async () => {
    const quiz = await gradedQuiz(world, 0, 'Counting quiz');
    const shapes = await gradedQuiz(world, 1, 'Shapes quiz');
    await submit(world, quiz.activityId, world.ada.id, 4, '2030-03-11T10:00:00Z');
    await submit(world, quiz.activityId, world.ada.id, 9, '2030-03-12T10:00:00Z');
    await submit(world, quiz.activityId, world.bob.id, 10, '2030-03-12T16:00:00Z');
    await submit(world, shapes.activityId, world.bob.id, 5, '2030-03-03T10:00:00Z');
    const response = await world.professorClient.get(path('submissions'));
    expect(response.status).toBe(200);
    expect(response.body.tile).toMatchObject({ count: 3, prior: 1, trend: '+', percent: 100 });
    const histogram = Object.fromEntries(response.body.histogram.map((bucket: { label: string; count: number }) => [bucket.label, bucket.count]));
    expect(response.body.histogram).toHaveLength(10);
    // The latest of Ada's two (90%) and Bob's 100%; Ada's earlier 40% is not counted.
    expect(histogram['90-100%']).toBe(2);
    expect(histogram['40-50%']).toBe(0);
    expect(response.body.items).toEqual([
      { activity_id: quiz.activityId, title: 'Counting quiz', lessonName: 'Numbers', count: 3, prior: 0, students: 2, average: 95 },
      { activity_id: shapes.activityId, title: 'Shapes quiz', lessonName: 'Shapes', count: 0, prior: 1, students: 1, average: 50 },
    ]);
  });
});

describe('rights', () => {
  it('refuses students and strangers every tile call', async () => {
    const stranger = await world.tk.loginAs(await world.tk.createUser('student', { firstname: 'Sam', lastname: 'Stranger' }));
    for (const call of [path('loggedin', 'course'), path('notes', numbers.lessonId, circles.lessonId), path('boards', numbers.lessonId, circles.lessonId), path('submissions')]) {
      expect((await world.adaClient.get(call)).status, call).toBe(403);
      expect((await stranger.get(call)).status, call).toBe(403);
      expect((await world.tk.client().get(call)).status, call).toBe(401);
    }
  });
});

describe('the message box (core messaging)', () => {
  it('reaches every student, or one privately, and is refused once the course disables messaging', async () => {
    const { courseId } = world.course;
    expect((await world.professorClient.request('POST', `messages/${courseId}/`, { to: 'all', text: 'Quiz on Friday' })).body.recipients).toBe(2);
    // A minute later, so the inbox's newest-first order does not rest on a tie.
    world.tk.clock.advance(60_000);
    expect((await world.professorClient.request('POST', `messages/${courseId}/`, { to: world.ada.id, text: 'Well done, Ada' })).status).toBe(201);
    const inbox = (await world.adaClient.get(`messages/${courseId}/`)).body;
    expect(inbox.messages.map((message: { kind: string; text: string }) => [message.kind, message.text])).toEqual([
      ['private', 'Well done, Ada'],
      ['all', 'Quiz on Friday'],
    ]);
    const bob = await world.tk.loginAs(world.bob);
    expect((await bob.get(`messages/${courseId}/`)).body.messages.map((message: { text: string }) => message.text)).toEqual(['Quiz on Friday']);

    await updateCourse(world.tk, courseId, { settings: { disable_messaging: true } });
    const inboxNow = (await world.professorClient.get(`messages/${courseId}/`)).body;
    expect(inboxNow.messaging_disabled).toBe(true);
    expect((await world.professorClient.request('POST', `messages/${courseId}/`, { to: 'all', text: 'Hello' })).status).toBe(403);
  });
});
