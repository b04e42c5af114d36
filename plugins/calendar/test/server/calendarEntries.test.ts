import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLabelBundle, updateCourse } from '@lms/sdk/testing';
import { CALENDAR_OFF, type CalendarEntry, type CalendarPage } from '../../src/calls/calendarCalls.ts';
import { calendarWorld, datedQuiz, overrides, USES_CALENDAR, type CalendarWorld } from './calendarWorld.ts';

let world: CalendarWorld;
let counting: { componentId: string; activityId: string };
let drafted: { componentId: string; activityId: string };
let circles: { componentId: string; activityId: string };

const entriesPath = (query = '') => `calendar/${world.course.courseId}/entries${query}`;
const summary = (entry: CalendarEntry) => [entry.quizName, entry.kind, entry.date, entry.status];

beforeAll(async () => {
  world = await calendarWorld();
  counting = await datedQuiz(world, { lesson: 0, page: 0 }, 'Counting quiz', {
    open_date: '2030-03-01T09:00:00Z',
    due_date: '2030-03-15T23:59:00Z',
    close_date: '2030-03-20T23:59:00Z',
  });
  drafted = await datedQuiz(world, { lesson: 0, page: 1 }, 'Adding quiz', { due_date: '2030-03-16T23:59:00Z' });
  circles = await datedQuiz(world, { lesson: 1, page: 0 }, 'Circles quiz', { open_date: '2030-04-01T00:00:00Z', due_date: '2199-12-31T23:59:00Z' });
});

afterAll(() => world?.tk.close());

describe('calendar entries (GET calendar/:courseId/entries)', () => {
  it("lists a student's dated activities by date with status, lesson, link and lesson index, never a draft page's", async () => {
    const answer = await world.adaClient.get<CalendarPage>(entriesPath());
    expect(answer.status).toBe(200);
    expect(answer.body.entries.map(summary)).toEqual([
      ['Counting quiz', 'open', '2030-03-01T09:00:00.000Z', 'open'],
      ['Counting quiz', 'due', '2030-03-15T23:59:00.000Z', 'open'],
      ['Counting quiz', 'close', '2030-03-20T23:59:00.000Z', 'open'],
      // The 2199-12-31 due date is the no-date sentinel: no entry.
      ['Circles quiz', 'open', '2030-04-01T00:00:00.000Z', 'scheduled'],
    ]);
    const [{ courseId }, [numbers, shapes]] = [world.course, world.course.lessons];
    expect(answer.body.entries[0]).toMatchObject({
      id: `${counting.activityId}-open`,
      activity_id: counting.activityId,
      lessonName: 'Numbers',
      link: `/${courseId}/${numbers!.id}/${numbers!.pageIds[0]}`,
      index: 1,
    });
    expect(answer.body.entries[3]).toMatchObject({ lessonName: 'Shapes', index: 2, link: `/${courseId}/${shapes!.id}/${shapes!.pageIds[0]}` });
    expect(answer.body).toMatchObject({ total: 4, page_size: 10 });
    expect(JSON.stringify(answer.body)).not.toContain(drafted.activityId);
  });

  it('shows the professor every dated activity, drafts included', async () => {
    const answer = await world.professorClient.get<CalendarPage>(entriesPath());
    expect(answer.body.entries.map((entry) => entry.quizName)).toContain('Adding quiz');
    expect(answer.body.total).toBe(5);
  });

  it("applies a student's own override dates to that student only", async () => {
    overrides.push({ componentId: counting.componentId, userId: world.ada.id, openDate: null, dueDate: new Date('2030-03-18T12:00:00Z'), closeDate: new Date('2030-03-09T00:00:00Z'), submissionAttempts: null, policy: null });
    try {
      const ada = await world.adaClient.get<CalendarPage>(entriesPath());
      expect(ada.body.entries.filter((entry) => entry.quizName === 'Counting quiz').map(summary)).toEqual([
        ['Counting quiz', 'open', '2030-03-01T09:00:00.000Z', 'closed'],
        ['Counting quiz', 'close', '2030-03-09T00:00:00.000Z', 'closed'],
        ['Counting quiz', 'due', '2030-03-18T12:00:00.000Z', 'closed'],
      ]);
      const bob = await world.bobClient.get<CalendarPage>(entriesPath());
      expect(bob.body.entries.filter((entry) => entry.quizName === 'Counting quiz').map((entry) => entry.date)).toEqual([
        '2030-03-01T09:00:00.000Z',
        '2030-03-15T23:59:00.000Z',
        '2030-03-20T23:59:00.000Z',
      ]);
      const professor = await world.professorClient.get<CalendarPage>(entriesPath());
      expect(professor.body.entries.find((entry) => entry.id === `${counting.activityId}-due`)?.date).toBe('2030-03-15T23:59:00.000Z');
    } finally {
      overrides.length = 0;
    }
  });

  it('leaves out a locked lesson for students, and the lesson titles when the course hides them', async () => {
    const shapes = world.course.lessons[1]!.id;
    await updateCourse(world.tk, world.course.courseId, {
      settings: { ...USES_CALENDAR, no_lesson_title_on_calendar: true, course_data: { [shapes]: { suppress_until_available: true, open_date: '2050-01-01T00:00:00.000Z' } } },
    });
    try {
      const ada = await world.adaClient.get<CalendarPage>(entriesPath());
      expect(ada.body.entries.map((entry) => entry.quizName)).toEqual(['Counting quiz', 'Counting quiz', 'Counting quiz']);
      expect(ada.body.entries.every((entry) => entry.lessonName === null)).toBe(true);
      expect(JSON.stringify(ada.body)).not.toContain(circles.activityId);
    } finally {
      await updateCourse(world.tk, world.course.courseId, { settings: USES_CALENDAR });
    }
  });

  it('pages 10 at a time (or the label bundle calendar_page_size), and filters by date range', async () => {
    for (let day = 1; day <= 12; day += 1) {
      await datedQuiz(world, { lesson: 1, page: 0, position: day }, `Drill ${day}`, { due_date: `2030-05-${String(day).padStart(2, '0')}T10:00:00Z` });
    }
    const range = '?from=2030-05-01T00:00:00Z&to=2030-06-01T00:00:00Z';
    const first = await world.adaClient.get<CalendarPage>(entriesPath(range));
    expect(first.body.entries.map((entry) => entry.quizName)).toEqual(Array.from({ length: 10 }, (_, i) => `Drill ${i + 1}`));
    expect(first.body).toMatchObject({ total: 12, page_size: 10 });
    const more = await world.adaClient.get<CalendarPage>(entriesPath(`${range}&offset=10`));
    expect(more.body.entries.map((entry) => entry.quizName)).toEqual(['Drill 11', 'Drill 12']);
    await setLabelBundle(world.tk, { calendar_page_size: 4 });
    const small = await world.adaClient.get<CalendarPage>(entriesPath(range));
    expect(small.body.entries).toHaveLength(4);
    expect(small.body.page_size).toBe(4);
    await setLabelBundle(world.tk, {});
  });

  it('is refused, to professors too, while the course has use_calendar off', async () => {
    await updateCourse(world.tk, world.course.courseId, { settings: { use_calendar: false } });
    try {
      for (const client of [world.adaClient, world.professorClient]) {
        expect(await client.get(entriesPath())).toMatchObject({ status: 403, body: { errno: 'calendar-off', error: CALENDAR_OFF } });
      }
    } finally {
      await updateCourse(world.tk, world.course.courseId, { settings: USES_CALENDAR });
    }
    expect((await world.adaClient.get(entriesPath())).status).toBe(200);
  });

  it('is for people of the course only, and refuses a bad range', async () => {
    expect((await world.tk.client().get(entriesPath())).status).toBe(401);
    const stranger = await world.tk.loginAs(await world.tk.createUser('student'));
    expect((await stranger.get(entriesPath())).body.errno).toBe('student-not-in-course');
    expect((await world.adaClient.get(entriesPath('?from=yesterday'))).status).toBe(422);
    expect((await world.adaClient.get(entriesPath('?limit=0'))).status).toBe(422);
  });
});
