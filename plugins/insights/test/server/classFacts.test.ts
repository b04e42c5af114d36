import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassFactsReader } from '../../src/server/facts/ClassFacts.ts';
import { engagementWeeks } from '../../src/server/facts/ClassFacts.ts';
import { classFactsRef } from '../../src/server/facts/classFactsService.ts';
import { insightsWorld, NOW, placeQuiz, score, spendMinutes, weightedGroups, type InsightsWorld } from './insightsWorld.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

let world: InsightsWorld;
let facts: ClassFactsReader;
let quizA: string;
let homeworkB: string;

beforeAll(async () => {
  world = await insightsWorld();
  const [counting, adding] = world.course.lessons[0]!.pageIds;
  quizA = await placeQuiz(world, counting!, 0, 'Quiz A', 10);
  homeworkB = await placeQuiz(world, adding!, 0, 'Homework B', 20);
  await weightedGroups(world, [quizA], [homeworkB]);
  // Ada: 9/10 and 10/20. Weighted: 90% x 75 + 50% x 25 = 80%; by points: 19 of 30 = 63.33%.
  await score(world, quizA, world.ada, 9, 10);
  await score(world, homeworkB, world.ada, 10, 20);
  // Bob: 5/10 only; Homework B has no close date, so his missing one does not count: 50% either way.
  await score(world, quizA, world.bob, 5, 10);
  // Cy: nothing scored.
  spendMinutes(world, world.ada, day('2026-03-10'), 45);
  spendMinutes(world, world.ada, day('2026-03-01'), 40);
  spendMinutes(world, world.bob, day('2026-03-09'), 10);
  spendMinutes(world, world.bob, day('2026-03-02'), 90);
  spendMinutes(world, world.cy, day('2026-03-06'), 35);
  spendMinutes(world, world.cy, day('2026-02-27'), 20);
  // Outside both weeks: not counted.
  spendMinutes(world, world.cy, day('2026-02-20'), 120);
  facts = world.tk.kernel.resolveFor('insights', classFactsRef);
});

afterAll(() => world?.tk.close());

describe('class facts', () => {
  it('reads the past week (today included) and the 7 days before it', () => {
    expect(engagementWeeks(NOW)).toEqual({ past: { from: '2026-03-05', to: '2026-03-12' }, prior: { from: '2026-02-26', to: '2026-03-05' } });
  });

  it("gives each student the gradebook's total (weighted by rollup groups), the minutes of both weeks and the engagement verdict", async () => {
    const read = await facts.read(world.course.courseId);
    expect(read.students.map((student) => student.name)).toEqual(['Bob Babbage', 'Ada Lovelace', 'Cy Young']);
    const [bob, ada, cy] = read.students;
    expect(ada).toMatchObject({ userId: world.ada.id, percent: 80, score: 19, maxScore: 30, minutesPastWeek: 45, minutesPriorWeek: 40 });
    expect(ada!.engagement).toMatchObject({ class: 'engaged', rule: 'engaged', active: true });
    expect(bob).toMatchObject({ percent: 50, minutesPastWeek: 10, minutesPriorWeek: 90 });
    expect(bob!.engagement).toMatchObject({ class: 'disengaged', rule: 'disengaged-past-week', active: false });
    expect(bob!.engagement.explanation).toBe('Disengaged: 10 min in the past week, under 30 min.');
    expect(cy).toMatchObject({ percent: null, minutesPastWeek: 35, minutesPriorWeek: 20 });
    expect(cy!.engagement).toMatchObject({ class: 'disengaged', rule: 'disengaged-two-weeks' });
    expect(read.students.every((student) => student.scores === undefined)).toBe(true);
  });

  it('without rollup, totals by points over every counted activity (a plain average): Ada falls under 70% and struggles', async () => {
    const read = await facts.read(world.course.courseId, { allowRollup: false });
    const ada = read.students.find((student) => student.userId === world.ada.id)!;
    expect(ada.percent).toBe(63.33);
    expect(ada.engagement).toMatchObject({ class: 'struggling', rule: 'struggling-score' });
  });

  it('reads only the named students (staff and strangers are not students) and their per-activity scores when asked', async () => {
    const read = await facts.read(world.course.courseId, { userIds: [world.ada.id, world.professor.id, 'ffffffffffffffffffffffff'], withScores: true });
    expect(read.students.map((student) => student.userId)).toEqual([world.ada.id]);
    expect(read.activities.map((activity) => activity.title)).toEqual(['Quiz A', 'Homework B']);
    expect(read.students[0]!.scores).toMatchObject([
      { activityId: quizA, score: 9, maxScore: 10, percent: 90, counts: true, completedAt: NOW },
      { activityId: homeworkB, score: 10, maxScore: 20, percent: 50, counts: true },
    ]);
    expect(await facts.student(world.course.courseId, world.professor.id)).toBeNull();
  });

  it('counts minutes recorded a moment ago (it catches tracking up before reading)', async () => {
    spendMinutes(world, world.cy, day('2026-03-11'), 20);
    const cy = await facts.student(world.course.courseId, world.cy.id);
    expect(cy).toMatchObject({ minutesPastWeek: 55, minutesPriorWeek: 20 });
    expect(cy!.engagement.rule).toBe('engaged');
  });

  it('refuses an unknown course', async () => {
    await expect(facts.read('ffffffffffffffffffffffff')).rejects.toMatchObject({ errno: 'no-course' });
  });

  it('uses the final-grade override as the gradebook does (it replaces the computed percent)', async () => {
    await world.ledger.setFinalGrade({ courseId: world.course.courseId, userId: world.bob.id, percent: 88, by: world.professor.id });
    const bob = await facts.student(world.course.courseId, world.bob.id);
    expect(bob!.percent).toBe(88);
    await world.ledger.setFinalGrade({ courseId: world.course.courseId, userId: world.bob.id, percent: null, by: world.professor.id });
    expect((await facts.student(world.course.courseId, world.bob.id))!.percent).toBe(50);
  });

  it('reads a class asked for at once (the dashboard opening its tiles) once, keeps its grades until a write bumps the ledger version', async () => {
    const courseId = world.course.courseId;
    const attemptReads: string[] = [];
    const listen = (query: { sql: string }) => {
      if (query.sql.includes('from "attempts"')) attemptReads.push(query.sql);
    };
    await world.ledger.setFinalGrade({ courseId, userId: world.bob.id, percent: 66, by: world.professor.id });
    world.tk.kernel.knex.on('query', listen);
    try {
      const [withScores, plain] = await Promise.all([facts.read(courseId, { withScores: true }), facts.read(courseId)]);
      expect(attemptReads).toHaveLength(1);
      expect(plain.students.map((student) => student.percent)).toEqual(withScores.students.map((student) => student.percent));
      expect(plain.students.every((student) => student.scores === undefined)).toBe(true);
      expect(withScores.students.every((student) => student.scores?.length === 2)).toBe(true);
      await facts.read(courseId);
      expect(attemptReads).toHaveLength(1);

      await world.ledger.setFinalGrade({ courseId, userId: world.bob.id, percent: 77, by: world.professor.id });
      const after = await facts.read(courseId);
      expect(attemptReads).toHaveLength(2);
      expect(after.students.find((student) => student.userId === world.bob.id)!.percent).toBe(77);
    } finally {
      world.tk.kernel.knex.off('query', listen);
      await world.ledger.setFinalGrade({ courseId, userId: world.bob.id, percent: null, by: world.professor.id });
    }
  });
});
