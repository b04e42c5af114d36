import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { gaugeBands, gaugeColor, weekOf } from '../../src/server/dashboard/DashboardStats.ts';
import { insightsWorld, placeQuiz, score, spendMinutes, weightedGroups, type InsightsWorld } from './insightsWorld.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

let world: InsightsWorld;
let assistantClient: TestClient;
let quizA: string;
let homeworkB: string;
let circles: string;
let base: string;

beforeAll(async () => {
  world = await insightsWorld();
  base = world.course.courseId;
  assistantClient = await world.tk.loginAs(world.assistant);
  const [counting, adding] = world.course.lessons[0]!.pageIds;
  quizA = await placeQuiz(world, counting!, 0, 'Quiz A', 10);
  homeworkB = await placeQuiz(world, adding!, 0, 'Homework B', 20);
  circles = await placeQuiz(world, world.course.lessons[1]!.pageIds[0]!, 0, 'Circles quiz', 10);
  await weightedGroups(world, [quizA, circles], [homeworkB]);
  // Ada: weighted 80% (quizzes 9/10 = 90% at 75, homework 10/20 = 50% at 25); Bob: 5/10 = 50%; Cy: nothing.
  await score(world, quizA, world.ada, 9, 10, day('2026-03-03'));
  await score(world, homeworkB, world.ada, 10, 20, day('2026-03-10'));
  await score(world, quizA, world.bob, 5, 10, day('2026-03-10'));
  spendMinutes(world, world.ada, day('2026-03-10'), 45);
  spendMinutes(world, world.ada, day('2026-03-01'), 40);
  spendMinutes(world, world.bob, day('2026-03-09'), 10);
  spendMinutes(world, world.cy, day('2026-03-06'), 35);
  spendMinutes(world, world.cy, day('2026-02-27'), 20);
});

afterAll(() => world?.tk.close());

describe('PUT stats/average/{courseId}', () => {
  it('answers the class mean of the gradebook totals, the gauge, per-lesson averages, the insight and engagement with evidence', async () => {
    const answer = await world.professorClient.put(`stats/average/${base}`, { allow_rollup: true });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.percent).toBe(65); // (80 + 50) / 2; Cy has no total
    expect(body.students).toBe(3);
    expect(body.scores).toEqual([
      { user_id: world.bob.id, name: 'Bob Babbage', percent: 50, score: 5, max_score: 10 },
      { user_id: world.ada.id, name: 'Ada Lovelace', percent: 80, score: 19, max_score: 30 },
      { user_id: world.cy.id, name: 'Cy Young', percent: null, score: null, max_score: null },
    ]);
    expect(body.gauge.color).toBe('orange');
    expect(body.histogram.map((bucket: { count: number }) => bucket.count)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 1, 0]);
    expect(body.lessonassessments).toEqual([
      {
        lesson_id: world.course.lessons[0]!.id,
        lesson_title: 'Numbers',
        average: 60, // 24 of 40 points
        assessments: [
          { activity_id: quizA, title: 'Quiz A', max_score: 10, average: 70, scored: 2 },
          { activity_id: homeworkB, title: 'Homework B', max_score: 20, average: 50, scored: 1 },
        ],
      },
      { lesson_id: world.course.lessons[1]!.id, lesson_title: 'Shapes', average: null, assessments: [{ activity_id: circles, title: 'Circles quiz', max_score: 10, average: null, scored: 0 }] },
    ]);
    expect(body.timeline).toEqual([
      { week: '2026-03-02', average: 90, scores: 1 },
      { week: '2026-03-09', average: 50, scores: 2 },
    ]);
    expect(body.insight).toBe('Class average 65% (orange). 1 student is under the 60% cut-off. 1 of 3 engaged, 0 struggling, 2 disengaged.');
    expect(body.engagement).toMatchObject({ engaged: 1, struggling: 0, disengaged: 2, percent: 33 });
    expect(body.engagement.insight).toBe('33% engaged: 2 students spent under 30 minutes in the past week or under 60 in two weeks.');
    expect(body.engagement.insight_list.map((entry: { name: string; rule: string }) => [entry.name, entry.rule])).toEqual([
      ['Bob Babbage', 'disengaged-past-week'],
      ['Cy Young', 'disengaged-two-weeks'],
      ['Ada Lovelace', 'engaged'],
    ]);
    expect(body.engagement.insight_list[0]).toMatchObject({ minutes_past_week: 10, minutes_prior_week: 0, percent: 50, explanation: 'Disengaged: 10 min in the past week, under 30 min.' });
    expect(body.student).toBeNull();
    expect(body.allow_rollup).toBe(true);
  });

  it('without rollup, Ada is 19 of 30 points (63%) and struggles', async () => {
    const body = (await world.professorClient.put(`stats/average/${base}`, { allow_rollup: false })).body;
    expect(body.scores[1]).toMatchObject({ name: 'Ada Lovelace', percent: 63 });
    expect(body.percent).toBe(57); // (63.33 + 50) / 2 = 56.67
    expect(body.gauge.color).toBe('red');
    expect(body.engagement).toMatchObject({ engaged: 0, struggling: 1, disengaged: 2 });
  });

  it("answers the picked student's lessons, weeks and evidence", async () => {
    const body = (await world.professorClient.put(`stats/average/${base}`, { student_id: world.ada.id })).body;
    expect(body.student).toMatchObject({
      user_id: world.ada.id,
      percent: 80,
      lessons: [
        { lesson_id: world.course.lessons[0]!.id, average: 63 },
        { lesson_id: world.course.lessons[1]!.id, average: null },
      ],
      timeline: [
        { week: '2026-03-02', average: 90, scores: 1 },
        { week: '2026-03-09', average: 50, scores: 1 },
      ],
      engagement: { class: 'engaged', minutes_past_week: 45, minutes_prior_week: 40 },
    });
    expect((await world.professorClient.put(`stats/average/${base}`, { student_id: world.professor.id })).status).toBe(404);
  });

  it("refuses a student (who never reads anyone else's numbers), a bad payload and a stranger", async () => {
    expect((await world.adaClient.put(`stats/average/${base}`, {})).status).toBe(403);
    expect((await world.adaClient.put(`stats/average/${base}`, { student_id: world.bob.id })).status).toBe(403);
    expect((await world.professorClient.put(`stats/average/${base}`, { allow_rollup: 'yes' })).status).toBe(422);
    expect((await world.tk.client().put(`stats/average/${base}`, {})).status).toBe(401);
  });

  it("answers the course's assistant (staff of the course)", async () => {
    expect((await assistantClient.put(`stats/average/${base}`, {})).status).toBe(200);
  });
});

describe('GET stats/averagetimes/{courseId}', () => {
  it("answers the class's mean minutes per student per day and week, and a picked student's", async () => {
    const answer = await world.professorClient.get(`stats/averagetimes/${base}?student=${world.ada.id}`);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.days).toHaveLength(14);
    expect(body.days[0].day).toBe('2026-02-26');
    expect(body.days[13].day).toBe('2026-03-11');
    expect(body.students).toBe(3);
    expect(body.days.find((entry: { day: string }) => entry.day === '2026-03-10').minutes).toBe(15); // Ada's 45 / 3 students
    expect(body.average_past_week).toBe(30); // (45 + 10 + 35) / 3
    expect(body.average_prior_week).toBe(20); // (40 + 20) / 3
    expect(body.student).toMatchObject({ user_id: world.ada.id, minutes_past_week: 45, minutes_prior_week: 40 });
  });

  it('refuses a student', async () => {
    expect((await world.adaClient.get(`stats/averagetimes/${base}`)).status).toBe(403);
    expect((await world.adaClient.get(`stats/averagetimes/${base}?student=${world.ada.id}`)).status).toBe(403);
  });
});

describe('POST stats/roster/{courseId}/{slug}', () => {
  it('lists the students by last name, leaving out the ignored ids (staff are never listed)', async () => {
    const answer = await world.professorClient.post(`stats/roster/${base}/insights-course`, { ignore: [world.professor.id, world.cy.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.roster.map((student: { name: string }) => student.name)).toEqual(['Bob Babbage', 'Ada Lovelace']);
    const all = await world.professorClient.post(`stats/roster/${base}/insights-course`, {});
    expect(all.body.roster).toHaveLength(3);
  });

  it('refuses a student', async () => {
    expect((await world.adaClient.post(`stats/roster/${base}/insights-course`, {})).status).toBe(403);
  });
});

describe('gauge bands', () => {
  it('red under the cut-off, orange to 70, yellow, green from 80, greener from 90', () => {
    const bands = gaugeBands(60);
    expect(bands).toEqual([
      { color: 'red', from: 0 },
      { color: 'orange', from: 60 },
      { color: 'yellow', from: 70 },
      { color: 'green', from: 80 },
      { color: 'greener', from: 90 },
    ]);
    expect([null, 0, 59.99, 60, 69, 70, 79, 80, 89, 90, 100].map((percent) => gaugeColor(percent, bands))).toEqual([
      'red', 'red', 'red', 'orange', 'orange', 'yellow', 'yellow', 'green', 'green', 'greener', 'greener',
    ]);
  });

  it('a cut-off of 75 leaves no orange band', () => {
    expect(gaugeBands(75)).toEqual([
      { color: 'red', from: 0 },
      { color: 'yellow', from: 75 },
      { color: 'green', from: 80 },
      { color: 'greener', from: 90 },
    ]);
    expect(gaugeBands(70).map((band) => band.color)).toEqual(['red', 'yellow', 'green', 'greener']);
  });

  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-03-09T00:00:00Z'))).toBe('2026-03-09');
    expect(weekOf(new Date('2026-03-15T23:59:59Z'))).toBe('2026-03-09');
  });
});
