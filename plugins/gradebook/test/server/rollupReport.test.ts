import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '@lms/sdk/testing';
import type { GradebookAnswer } from '../../src/calls/gradebookCalls.ts';
import { readRollupReport, ROLLUP_REPORT_BATCH } from '../../src/web/rollupManager/rollupReport.ts';
import { gradebookWorld, placeGradedComponent, recordAttempt, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;
// With the world's three: one full batch of 100 and a second of 3.
const EXTRA_STUDENTS = 100;

beforeAll(async () => {
  world = await gradebookWorld();
  const quiz = await placeGradedComponent(world, { pageId: world.course.lessons[0]!.pageIds[0]!, position: 0 }, { title: 'Quiz', maxScore: 10 });
  const essay = await placeGradedComponent(world, { pageId: world.course.lessons[1]!.pageIds[0]!, position: 0 }, { title: 'Essay', maxScore: 20 });
  await world.professorClient.post(`stats/rollup/${world.course.courseId}`, {
    rollup: [
      { id: 'quizzes', title: 'Quizzes', color: '#3b82f6' },
      { id: 'essays', title: 'Essays', color: '#e81e75' },
    ],
    activities: [
      { id: quiz.activityId, rollup_id: 'quizzes' },
      { id: essay.activityId, rollup_id: 'essays' },
    ],
  });
  await recordAttempt(world, quiz.activityId, world.ada.id, 8, 10);
  await recordAttempt(world, essay.activityId, world.ada.id, 10, 20);
  for (let index = 0; index < EXTRA_STUDENTS; index += 1) {
    const student = await world.tk.createUser('student', { firstname: 'S', lastname: `Student ${String(index).padStart(3, '0')}` });
    await enrol(world.tk, world.course.courseId, student.id);
  }
}, 120_000);

afterAll(() => world?.tk.close());

describe('the rollup report', () => {
  it("reads the class in batches of 100 students through the gradebook's rows, each student's percent per group", async () => {
    const asked: { offset: number; limit: number; rows: number }[] = [];
    const progress: [number, number][] = [];
    const report = await readRollupReport(
      async (offset, limit) => {
        const page = await world.professorClient.get(`gradebook/${world.course.courseId}/?offset=${offset}&limit=${limit}`);
        expect(page.status).toBe(200);
        const answer = page.body as GradebookAnswer;
        asked.push({ offset, limit, rows: answer.students.length });
        return answer;
      },
      (loaded, total) => progress.push([loaded, total]),
    );
    const total = EXTRA_STUDENTS + 3;
    expect(ROLLUP_REPORT_BATCH).toBe(100);
    expect(asked).toEqual([
      { offset: 0, limit: 100, rows: 100 },
      { offset: 100, limit: 100, rows: total - 100 },
    ]);
    expect(progress).toEqual([
      [100, total],
      [total, total],
    ]);
    expect(report.students).toHaveLength(total);
    expect(new Set(report.students.map((student) => student.id)).size).toBe(total);
    expect(report.groups.map((group) => group.title)).toEqual(['Quizzes', 'Essays']);
    const [quizzes, essays] = report.groups;
    const ada = report.students.find((student) => student.id === world.ada.id)!;
    expect(ada.groups).toEqual({ [quizzes!.id]: 80, [essays!.id]: 50 });
  });
});
