import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { cellOf } from '../../src/calls/gradebookCalls.ts';
import { gradebookDemo } from '../../src/server/gradebookDemo.ts';
import { gradebookWorld, placeGradedComponent, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;

async function seed(): Promise<string[]> {
  const user = { id: world.professor.id } as SessionUser;
  return gradebookDemo.seed({
    courseId: world.course.courseId,
    paidCourseId: world.course.courseId,
    administrator: user,
    instructor: user,
    students: [],
    createdComponents: {},
    deps: world.tk.kernel.resolveDepsFor('gradebook', gradebookDemo.deps),
  });
}

beforeAll(async () => {
  world = await gradebookWorld();
  await placeGradedComponent(world, { pageId: world.course.lessons[0]!.pageIds[0]!, position: 0 }, { title: 'Demo quiz', maxScore: 10 });
});

afterAll(() => world?.tk.close());

describe('the demo gradebook', () => {
  it('has weighted groups, a graded custom column, an excused cell and a final-grade override, made once', async () => {
    expect((await seed())[0]).toContain(`/${world.course.courseId}/reports/grades`);
    await seed();
    const answer = await world.professorClient.get(`gradebook/${world.course.courseId}/`);
    expect(answer.body.groups.map((g: { title: string; weight: number }) => [g.title, g.weight])).toEqual([
      ['Coursework', 70],
      ['Participation', 30],
    ]);
    const columns = answer.body.columns.map((c: { report_title: string; rollup_id: string }) => c.report_title);
    expect(columns).toEqual(['Demo quiz', 'Class participation']);
    expect(answer.body.columns.map((c: { rollup_id: string }) => c.rollup_id)).toEqual(answer.body.groups.map((g: { id: string }) => g.id));
    const [bob, ada, cy] = answer.body.students;
    expect([bob, ada, cy].map((row) => cellOf(row, 1).score)).toEqual([9, 7.5, 8]);
    expect(cellOf(bob, 0).states).toContain('excused');
    expect(ada.final_override).toBe(88);
    expect(answer.body.columns.filter((c: { custom: boolean }) => c.custom)).toHaveLength(1);
  });
});
