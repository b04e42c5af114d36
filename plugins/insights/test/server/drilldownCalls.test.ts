import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { insightsWorld, placeQuiz, score, spendMinutes, type InsightsWorld } from './insightsWorld.ts';

// NOW is Wednesday 2026-03-11 12:00 UTC.
const at = (iso: string) => new Date(iso);

let world: InsightsWorld;
let bobClient: TestClient;
let outsiderClient: TestClient;
let course: string;
let numbers: string;
let shapes: string;
let counting: string;
let adding: string;
let circles: string;

beforeAll(async () => {
  world = await insightsWorld();
  course = world.course.courseId;
  bobClient = await world.tk.loginAs(world.bob);
  outsiderClient = await world.tk.loginAs(await world.tk.createUser('student', { firstname: 'Out', lastname: 'Sider' }));
  numbers = world.course.lessons[0]!.id;
  shapes = world.course.lessons[1]!.id;
  [counting, adding] = world.course.lessons[0]!.pageIds as [string, string];
  circles = world.course.lessons[1]!.pageIds[0]!;
  const quiz = await placeQuiz(world, counting, 0, 'Counting quiz', 10);
  await score(world, quiz, world.ada, 8, 10, at('2026-03-09T10:00:00Z'));
  // Ada: 40 min in Numbers on Monday, 20 min in Shapes on Tuesday; visits of Counting (twice) and Circles.
  spendMinutes(world, world.ada, at('2026-03-09T09:00:00Z'), 40, numbers);
  spendMinutes(world, world.ada, at('2026-03-10T09:00:00Z'), 20, shapes);
  world.tracking.record([
    { kind: 'page_visit', courseId: course, userId: world.ada.id, lessonId: numbers, pageId: counting, at: at('2026-03-09T09:00:00Z') },
    { kind: 'page_visit', courseId: course, userId: world.ada.id, lessonId: numbers, pageId: counting, at: at('2026-03-09T09:05:00Z') },
    { kind: 'page_visit', courseId: course, userId: world.ada.id, lessonId: shapes, pageId: circles, at: at('2026-03-10T09:00:00Z') },
    // Six weeks ago: outside a 7-day look back.
    { kind: 'page_visit', courseId: course, userId: world.ada.id, lessonId: numbers, pageId: adding, at: at('2026-01-28T09:00:00Z') },
  ]);
});

afterAll(() => world?.tk.close());

describe('GET drilldown/user/{slug}/{studentId}', () => {
  it('answers the student, their total, engagement with its rule and where they were last seen', async () => {
    const answer = await world.professorClient.get(`drilldown/user/${course}/${world.ada.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { id: world.ada.id, name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace' },
      percent: 80,
      engagement: { class: 'engaged', rule: 'engaged', minutes_past_week: 60, minutes_prior_week: 0 },
      last_seen: { at: '2026-03-10T09:20:00.000Z', lesson_id: shapes },
    });
  });
  it("refuses another student's, outsiders, and answers not-found for a non-student", async () => {
    expect((await world.adaClient.get(`drilldown/user/${course}/${world.ada.id}`)).status).toBe(200);
    const refused = await bobClient.get(`drilldown/user/${course}/${world.ada.id}`);
    expect([refused.status, refused.body.errno]).toEqual([403, 'insights-not-own-drilldown']);
    expect((await outsiderClient.get(`drilldown/user/${course}/${world.ada.id}`)).status).toBe(403);
    expect((await world.professorClient.get(`drilldown/user/${course}/${world.assistant.id}`)).status).toBe(404);
  });
});

describe('GET drilldown/time/{courseId}/{studentId}/{daysSince}', () => {
  it('answers minutes per day (every day of the range) and per lesson', async () => {
    const answer = await world.professorClient.get(`drilldown/time/${course}/${world.ada.id}/7`);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({ from: '2026-03-05', to: '2026-03-12', total_minutes: 60 });
    expect(body.days).toHaveLength(7);
    expect(body.days.filter((day: { minutes: number }) => day.minutes > 0)).toEqual([
      { day: '2026-03-09', minutes: 40 },
      { day: '2026-03-10', minutes: 20 },
    ]);
    expect(body.lessons).toEqual([
      { lesson_id: numbers, title: 'Numbers', minutes: 40 },
      { lesson_id: shapes, title: 'Shapes', minutes: 20 },
    ]);
    expect(body.entries).toContainEqual({ day: '2026-03-10', lesson_id: shapes, minutes: 20, visits: 1 });
  });
  it('looks back only daysSince days', async () => {
    const body = (await world.adaClient.get(`drilldown/time/${course}/${world.ada.id}/1`)).body;
    expect(body).toMatchObject({ from: '2026-03-11', to: '2026-03-12', total_minutes: 0, days: [{ day: '2026-03-11', minutes: 0 }] });
  });
  it('refuses a bad daysSince and another student', async () => {
    expect((await world.professorClient.get(`drilldown/time/${course}/${world.ada.id}/0`)).status).toBe(422);
    expect((await world.professorClient.get(`drilldown/time/${course}/${world.ada.id}/367`)).status).toBe(422);
    expect((await world.professorClient.get(`drilldown/time/${course}/${world.ada.id}/week`)).status).toBe(422);
    expect((await bobClient.get(`drilldown/time/${course}/${world.ada.id}/7`)).status).toBe(403);
    expect((await outsiderClient.get(`drilldown/time/${course}/${world.ada.id}/7`)).status).toBe(403);
  });
});

describe('GET drilldown/content/{courseId}/{studentId}', () => {
  it('answers each place visited, in course order, with visits and minutes', async () => {
    const answer = await world.professorClient.get(`drilldown/content/${course}/${world.ada.id}`);
    expect(answer.status).toBe(200);
    const pages = answer.body.content.filter((entry: { page_id: string | null }) => entry.page_id !== null);
    expect(pages).toEqual([
      { lesson_id: numbers, lesson_title: 'Numbers', page_id: counting, page_title: 'Counting', visits: 2, minutes: 10 },
      { lesson_id: numbers, lesson_title: 'Numbers', page_id: adding, page_title: 'Adding', visits: 1, minutes: 0 },
      { lesson_id: shapes, lesson_title: 'Shapes', page_id: circles, page_title: 'Circles', visits: 1, minutes: 10 },
    ]);
    // A visit's time runs until the next event (tracking's activity windows): the rest of each lesson's time is on its home.
    const minutesIn = (lessonId: string) =>
      answer.body.content.filter((entry: { lesson_id: string }) => entry.lesson_id === lessonId).reduce((sum: number, entry: { minutes: number }) => sum + entry.minutes, 0);
    expect([minutesIn(numbers), minutesIn(shapes)]).toEqual([40, 20]);
  });
  it('answers a student their own, refuses another', async () => {
    expect((await bobClient.get(`drilldown/content/${course}/${world.bob.id}`)).body).toEqual({ content: [] });
    expect((await bobClient.get(`drilldown/content/${course}/${world.ada.id}`)).status).toBe(403);
    expect((await outsiderClient.get(`drilldown/content/${course}/${world.ada.id}`)).status).toBe(403);
  });
});

describe('POST drilldown/objectives/{courseId}/{studentId}', () => {
  it("answers the student's progress on the listed pages: visits, minutes and the graded work there", async () => {
    const answer = await world.professorClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: [counting, adding, circles] });
    expect(answer.status).toBe(200);
    expect(answer.body.objectives).toEqual([
      { page_id: counting, page_title: 'Counting', lesson_id: numbers, lesson_title: 'Numbers', visited: true, visits: 2, minutes: 10, activities: 1, scored: 1, percent: 80 },
      { page_id: adding, page_title: 'Adding', lesson_id: numbers, lesson_title: 'Numbers', visited: true, visits: 1, minutes: 0, activities: 0, scored: 0, percent: null },
      { page_id: circles, page_title: 'Circles', lesson_id: shapes, lesson_title: 'Shapes', visited: true, visits: 1, minutes: 10, activities: 0, scored: 0, percent: null },
    ]);
  });
  it('counts visits over the last `sessions` days only', async () => {
    const answer = await world.adaClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: [adding], sessions: 7 });
    expect(answer.body.objectives[0]).toMatchObject({ page_id: adding, visited: false, visits: 0 });
  });
  it('refuses bad payloads, a page of another course, another student and outsiders', async () => {
    expect((await world.professorClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: [] })).status).toBe(422);
    expect((await world.professorClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: [counting], extra: 1 })).status).toBe(422);
    expect((await world.professorClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: ['a'.repeat(24)] })).status).toBe(404);
    expect((await bobClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: [counting] })).status).toBe(403);
    expect((await outsiderClient.post(`drilldown/objectives/${course}/${world.ada.id}`, { pages: [counting] })).status).toBe(403);
  });
});

describe('POST drilldown/search/{slug}', () => {
  it('finds students by parts of their names (case-insensitive), all given parts matching, never staff', async () => {
    const byLast = await world.professorClient.post(`drilldown/search/${course}`, { lastname: 'LOVE' });
    expect(byLast.status).toBe(200);
    expect(byLast.body).toEqual({ students: [expect.objectContaining({ id: world.ada.id, name: 'Ada Lovelace' })], more: false });
    const all = await world.professorClient.post(`drilldown/search/${course}`, {});
    expect(all.body.students.map((student: { name: string }) => student.name)).toEqual(['Bob Babbage', 'Ada Lovelace', 'Cy Young']);
    expect((await world.professorClient.post(`drilldown/search/${course}`, { firstname: 'ada', lastname: 'young' })).body.students).toEqual([]);
    expect((await world.professorClient.post(`drilldown/search/${course}`, { firstname: 'Pat' })).body.students).toEqual([]);
  });
  it('is for professors only', async () => {
    expect((await world.adaClient.post(`drilldown/search/${course}`, { firstname: 'Bob' })).status).toBe(403);
    expect((await outsiderClient.post(`drilldown/search/${course}`, { firstname: 'Bob' })).status).toBe(403);
    expect((await world.professorClient.post(`drilldown/search/${course}`, { nickname: 'B' })).status).toBe(422);
  });
});
