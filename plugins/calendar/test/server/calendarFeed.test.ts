import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { updateCourse, type TestClient } from '@lms/sdk/testing';
import { CALENDAR_OFF, type FeedState, type NewFeed } from '../../src/calls/calendarCalls.ts';
import { calendarWorld, datedQuiz, overrides, USES_CALENDAR, type CalendarWorld } from './calendarWorld.ts';

let world: CalendarWorld;
let counting: { componentId: string; activityId: string };
let drafted: { componentId: string; activityId: string };

const feedPath = () => `calendar/${world.course.courseId}/feed`;

/** The path of a subscription address (download() takes the whole path). */
const serverPath = (url: string) => new URL(url).pathname;

async function subscribe(client: TestClient): Promise<NewFeed> {
  const made = await client.post<NewFeed>(feedPath());
  expect(made.status).toBe(200);
  return made.body;
}

/** The feed fetched as a calendar application does (no session), parsed by ical.js. */
async function fetchFeed(url: string) {
  const answer = await world.tk.client().download(serverPath(url));
  return { ...answer, text: answer.bytes.toString('utf8') };
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString(), utc: event.startDate.zone === ICAL.Timezone.utcTimezone, url: vevent.getFirstPropertyValue('url') };
  });
}

beforeAll(async () => {
  world = await calendarWorld();
  counting = await datedQuiz(world, { lesson: 0, page: 0 }, 'Counting quiz', { open_date: '2030-03-01T09:00:00Z', due_date: '2030-03-15T23:59:00Z' });
  drafted = await datedQuiz(world, { lesson: 0, page: 1 }, 'Adding quiz', { due_date: '2030-03-16T23:59:00Z' });
});

afterAll(() => world?.tk.close());

describe('the calendar subscription feed', () => {
  it('serves an iCalendar feed an independent parser reads: one event per date, stable UIDs, UTC starts, summaries and page links', async () => {
    expect((await world.adaClient.get<FeedState>(feedPath())).body).toEqual({ active: false, created_at: null });
    const feed = await subscribe(world.adaClient);
    expect(feed.url).toMatch(/\/server\/calendar\/feed\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    expect((await world.adaClient.get<FeedState>(feedPath())).body).toEqual({ active: true, created_at: feed.created_at });

    const answer = await fetchFeed(feed.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const host = new URL(feed.url).hostname;
    const [numbers] = world.course.lessons;
    const events = eventsOf(answer.text);
    expect(events).toEqual([
      { uid: `${counting.activityId}-open@${host}`, summary: 'Numbers: Counting quiz opens', start: '2030-03-01T09:00:00.000Z', utc: true, url: `${new URL(feed.url).origin}/${world.course.courseId}/${numbers!.id}/${numbers!.pageIds[0]}` },
      { uid: `${counting.activityId}-due@${host}`, summary: 'Numbers: Counting quiz due', start: '2030-03-15T23:59:00.000Z', utc: true, url: expect.any(String) },
    ]);
    // Calendar applications update events by UID: the next fetch keeps them.
    expect(eventsOf((await fetchFeed(feed.url)).text).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it("never carries what students may not see, even in a professor's feed", async () => {
    const feed = await subscribe(world.professorClient);
    const text = (await fetchFeed(feed.url)).text;
    expect(text).not.toContain(drafted.activityId);
    expect(text).not.toContain('Adding quiz');
    expect(eventsOf(text)).toHaveLength(2);
  });

  it("applies the subscriber's own override dates, and only theirs", async () => {
    overrides.push({ componentId: counting.componentId, userId: world.bob.id, openDate: null, dueDate: new Date('2030-03-22T08:30:00Z'), closeDate: null, submissionAttempts: null, policy: null });
    try {
      const bob = eventsOf((await fetchFeed((await subscribe(world.bobClient)).url)).text);
      expect(bob.find((event) => event.uid.startsWith(`${counting.activityId}-due@`))?.start).toBe('2030-03-22T08:30:00.000Z');
      const ada = eventsOf((await fetchFeed((await subscribe(world.adaClient)).url)).text);
      expect(ada.find((event) => event.uid.startsWith(`${counting.activityId}-due@`))?.start).toBe('2030-03-15T23:59:00.000Z');
    } finally {
      overrides.length = 0;
    }
  });

  it('answers 404 once revoked or replaced, and for a token nobody has', async () => {
    const old = await subscribe(world.adaClient);
    const renewed = await subscribe(world.adaClient);
    expect(renewed.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).status).toBe(404);
    expect((await fetchFeed(renewed.url)).status).toBe(200);
    expect((await world.adaClient.delete(feedPath())).status).toBe(204);
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    expect((await world.adaClient.get<FeedState>(feedPath())).body.active).toBe(false);
    expect((await world.tk.client().download(`server/calendar/feed/${'A'.repeat(43)}/calendar.ics`)).status).toBe(404);
    expect((await world.tk.client().download('server/calendar/feed/short/calendar.ics')).status).toBe(404);
  });

  it('answers 404 while the course holds the subscriber (before its start date)', async () => {
    const feed = await subscribe(world.adaClient);
    await updateCourse(world.tk, world.course.courseId, { start_date: new Date('2030-06-01T00:00:00Z') });
    try {
      expect((await fetchFeed(feed.url)).status).toBe(404);
    } finally {
      await updateCourse(world.tk, world.course.courseId, { start_date: null });
    }
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });

  it('refuses to make or show an address while the course has use_calendar off, serves an empty feed, and still revokes', async () => {
    const feed = await subscribe(world.adaClient);
    expect(eventsOf((await fetchFeed(feed.url)).text).length).toBeGreaterThan(0);
    await updateCourse(world.tk, world.course.courseId, { settings: {} });
    try {
      const off = { status: 403, body: { errno: 'calendar-off', error: CALENDAR_OFF } };
      expect(await world.adaClient.get(feedPath())).toMatchObject(off);
      expect(await world.bobClient.post(feedPath())).toMatchObject(off);
      const served = await fetchFeed(feed.url);
      expect(served.status).toBe(200);
      expect(eventsOf(served.text)).toEqual([]);
      expect((await world.adaClient.delete(feedPath())).status).toBe(204);
    } finally {
      await updateCourse(world.tk, world.course.courseId, { settings: USES_CALENDAR });
    }
    expect((await fetchFeed(feed.url)).status).toBe(404);
    expect((await world.adaClient.get<FeedState>(feedPath())).body.active).toBe(false);
  });

  it("stores only the token's hash, and a subscriber who left the course gets 404", async () => {
    const feed = await subscribe(world.bobClient);
    const token = serverPath(feed.url).split('/')[4]!;
    const rows = await world.tk.kernel.knex('calendar_feed_tokens').select('token_hash');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect((await fetchFeed(feed.url)).status).toBe(200);
    const removed = await world.professorClient.post('unenroll_student/', { courseId: world.course.courseId, students: [world.bob.id] });
    expect(removed.body).toEqual({ removed: 1 });
    expect((await fetchFeed(feed.url)).status).toBe(404);
  });

  it('is made, read and revoked only by people of the course, for themselves', async () => {
    expect((await world.tk.client().post(feedPath())).status).toBe(401);
    const stranger = await world.tk.loginAs(await world.tk.createUser('student'));
    expect((await stranger.post(feedPath())).body.errno).toBe('student-not-in-course');
  });
});
