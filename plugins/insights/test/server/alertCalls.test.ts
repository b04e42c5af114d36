import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { insightsWorld, placeQuiz, score, spendMinutes, type InsightsWorld } from './insightsWorld.ts';

// NOW is Wednesday 2026-03-11 12:00 UTC: this alert week began Monday 2026-03-09 08:01, the prior one 2026-03-02 08:01.
const at = (iso: string) => new Date(iso);

let world: InsightsWorld;
let bobClient: TestClient;
let outsiderClient: TestClient;
let course: string;
let essay: string;
let quiz3: string;

beforeAll(async () => {
  world = await insightsWorld();
  course = world.course.courseId;
  bobClient = await world.tk.loginAs(world.bob);
  outsiderClient = await world.tk.loginAs(await world.tk.createUser('student', { firstname: 'Out', lastname: 'Sider' }));
  const [counting, adding] = world.course.lessons[0]!.pageIds;
  const quiz1 = await placeQuiz(world, counting!, 0, 'Quiz 1', 10);
  const quiz2 = await placeQuiz(world, counting!, 1, 'Quiz 2', 10);
  quiz3 = await placeQuiz(world, adding!, 0, 'Quiz 3', 10);
  // A graded column due Tuesday 10 March 10:00 that only Ada has a grade in: Bob and Cy missed it this week.
  essay = await world.ledger.saveCustomColumn({ courseId: course, title: 'Essay', dueDate: '2026-03-10T10:00:00.000Z', maxScore: 10, show: true, lessonId: world.course.lessons[1]!.id });
  await world.ledger.setGrade({ courseId: course, activityId: essay, userId: world.ada.id, grade: 8, by: world.professor.id });
  // Ada falls: 90% and 90%, then 50% on Thursday 5 March (prior week).
  await score(world, quiz1, world.ada, 9, 10, at('2026-03-02T10:00:00Z'));
  await score(world, quiz2, world.ada, 9, 10, at('2026-03-03T10:00:00Z'));
  await score(world, quiz3, world.ada, 5, 10, at('2026-03-05T10:00:00Z'));
  // Bob steady: no falling score.
  await score(world, quiz1, world.bob, 6, 10, at('2026-03-02T10:00:00Z'));
  await score(world, quiz2, world.bob, 6, 10, at('2026-03-03T10:00:00Z'));
  await score(world, quiz3, world.bob, 6, 10, at('2026-03-04T10:00:00Z'));
  spendMinutes(world, world.ada, at('2026-03-10T09:00:00Z'), 30);
  spendMinutes(world, world.bob, at('2026-03-10T09:00:00Z'), 30);
  // Cy was last active on Sunday 1 March 10:00: inactive for 7 days from Sunday 8 March 10:00 (the prior alert week).
  spendMinutes(world, world.cy, at('2026-03-01T09:30:00Z'), 30);
});

afterAll(() => world?.tk.close());

describe('GET stats/alerts/{courseId}/{openDate}/{place}', () => {
  it("answers this alert week's alerts and the prior week's, each with its rule and numbers", async () => {
    const answer = await world.professorClient.get(`stats/alerts/${course}/2026-01-01/course`);
    expect(answer.status).toBe(200);
    const { alerts, prioralerts, week_start, prior_week_start } = answer.body;
    expect(week_start).toBe('2026-03-09T08:01:00.000Z');
    expect(prior_week_start).toBe('2026-03-02T08:01:00.000Z');
    expect(alerts.map((alert: { name: string; reason: string }) => [alert.name, alert.reason]).sort()).toEqual([
      ['Bob Babbage', 'missed-due-date'],
      ['Cy Young', 'missed-due-date'],
    ]);
    expect(alerts[0]).toMatchObject({
      reason: 'missed-due-date',
      message: expect.stringMatching(/missed the due date of Essay\.$/),
      time: '2026-03-10T10:00:00.000Z',
      activity_id: essay,
      evidence: { numbers: { due_date: '2026-03-10T10:00:00.000Z', submissions: 0, days_overdue: 1 } },
    });
    expect(prioralerts.map((alert: { name: string; reason: string }) => [alert.name, alert.reason])).toEqual([
      ['Cy Young', 'inactivity'],
      ['Ada Lovelace', 'falling-score'],
    ]);
    expect(prioralerts[0]).toMatchObject({ user: world.cy.id, time: '2026-03-08T10:00:00.000Z', evidence: { numbers: { last_seen: '2026-03-01T10:00:00.000Z', days_inactive: 10 } } });
    expect(prioralerts[1]).toMatchObject({
      user: world.ada.id,
      activity_id: quiz3,
      message: 'Ada Lovelace scored 50% on Quiz 3, 40 points under their average of 90%.',
      evidence: { rule: expect.stringContaining('at least 15 points'), numbers: { latest_percent: 50, earlier_average: 90, earlier_scores: 2, drop_points: 40 } },
    });
  });

  it('keeps to a lesson and leaves out alerts timed before the open date', async () => {
    const numbers = (await world.professorClient.get(`stats/alerts/${course}/2026-01-01/${world.course.lessons[0]!.id}`)).body;
    expect(numbers.alerts).toEqual([]);
    expect(numbers.prioralerts.map((alert: { reason: string }) => alert.reason)).toEqual(['inactivity', 'falling-score']);
    const late = (await world.professorClient.get(`stats/alerts/${course}/2026-03-06/course`)).body;
    expect(late.prioralerts.map((alert: { reason: string }) => alert.reason)).toEqual(['inactivity']);
  });

  it('refuses a bad open date or place, students and outsiders', async () => {
    expect((await world.professorClient.get(`stats/alerts/${course}/yesterday/course`)).status).toBe(422);
    expect((await world.professorClient.get(`stats/alerts/${course}/2026-01-01/lesson-1`)).status).toBe(422);
    expect((await world.adaClient.get(`stats/alerts/${course}/2026-01-01/course`)).status).toBe(403);
    expect((await outsiderClient.get(`stats/alerts/${course}/2026-01-01/course`)).status).toBe(403);
  });
});

describe('GET drilldown/alerts/{courseId}/{studentId}', () => {
  it("answers a professor every alert of any student of the course", async () => {
    const answer = await world.professorClient.get(`drilldown/alerts/${course}/${world.cy.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.alerts.map((alert: { reason: string }) => alert.reason)).toEqual(['missed-due-date', 'inactivity']);
  });

  it('answers a student their own alerts, and refuses another student\'s', async () => {
    const own = await world.adaClient.get(`drilldown/alerts/${course}/${world.ada.id}`);
    expect(own.status).toBe(200);
    expect(own.body.alerts.map((alert: { reason: string }) => alert.reason)).toEqual(['falling-score']);
    const other = await bobClient.get(`drilldown/alerts/${course}/${world.ada.id}`);
    expect(other.status).toBe(403);
    expect(other.body.errno).toBe('insights-not-own-drilldown');
  });

  it('refuses outsiders and answers not-found for someone not a student of the course', async () => {
    expect((await outsiderClient.get(`drilldown/alerts/${course}/${world.ada.id}`)).status).toBe(403);
    expect((await world.professorClient.get(`drilldown/alerts/${course}/${world.professor.id}`)).status).toBe(404);
  });
});

describe('GET stats/alerts: the two alert weeks bound the missed due dates', () => {
  it('answers a due date at the prior week\'s first millisecond in the prior week, and one a millisecond before in neither', async () => {
    const professor = await world.tk.loginAs(world.professor);
    const lessonId = world.course.lessons[1]!.id;
    const atStart = await world.ledger.saveCustomColumn({ courseId: course, title: 'At the start', dueDate: '2026-03-02T08:01:00.000Z', maxScore: 10, show: true, lessonId });
    const before = await world.ledger.saveCustomColumn({ courseId: course, title: 'Just before', dueDate: '2026-03-02T08:00:59.999Z', maxScore: 10, show: true, lessonId });
    const { body } = await professor.get(`stats/alerts/${course}/2026-01-01/course`);
    const missed = (alerts: { activity_id: string | null; name: string }[], activityId: string) => alerts.filter((alert) => alert.activity_id === activityId).map((alert) => alert.name).sort();
    expect(missed(body.prioralerts, atStart)).toEqual(['Ada Lovelace', 'Bob Babbage', 'Cy Young']);
    expect(missed([...body.alerts, ...body.prioralerts], before)).toEqual([]);
    // An open date after the prior week's start leaves the due date at that start out too.
    const late = (await professor.get(`stats/alerts/${course}/2026-03-03/course`)).body;
    expect(missed(late.prioralerts, atStart)).toEqual([]);
  });
});
