import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellOf } from '../../src/calls/gradebookCalls.ts';
import { ledgerGradeCell } from '@lms/sdk/testing';
import { GRADE_NOT_SAVED } from '../../src/server/gradebookErrnos.ts';
import { addCustomColumn, gradebookWorld, placeGradedComponent, type ComponentActivity, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;
let base: string;
let quiz: ComponentActivity;
let column: string;


beforeAll(async () => {
  world = await gradebookWorld();
  base = `gradebook/${world.course.courseId}`;
  quiz = await placeGradedComponent(world, { pageId: world.course.lessons[0]!.pageIds[0]!, position: 0 }, { title: 'Quiz', maxScore: 10 });
  column = await addCustomColumn(world, { title: 'Participation', max_score: 20 });
});

afterAll(() => world?.tk.close());

describe('grades', () => {
  it("sets an instructor's grade and answers the updated row", async () => {
    const saved = await world.professorClient.put(`${base}/${world.ada.id}`, { grade: 7.5, component_id: quiz.componentId });
    expect(saved.status).toBe(200);
    expect(saved.body.student.id).toBe(world.ada.id);
    expect(cellOf(saved.body.student, 0)).toMatchObject({ score: 7.5 });
    expect(cellOf(saved.body.student, 0).states).toContain('instructor_graded_this');
    const custom = await world.professorClient.put(`${base}/${world.ada.id}`, { grade: 20, component_id: column, student_id: world.ada.id });
    expect(cellOf(custom.body.student, 1).score).toBe(20);
    const cleared = await world.professorClient.put(`${base}/${world.ada.id}`, { grade: null, component_id: quiz.componentId });
    expect(cellOf(cleared.body.student, 0).score).toBeNull();
  });

  it('refuses a grade below 0 or above the max score, storing nothing', async () => {
    for (const grade of [10.01, -1]) {
      const refused = await world.professorClient.put(`${base}/${world.bob.id}`, { grade, component_id: quiz.componentId });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ errno: 'grade-invalid', error: GRADE_NOT_SAVED });
    }
    const notANumber = await world.professorClient.put(`${base}/${world.bob.id}`, { grade: 'ten', component_id: quiz.componentId });
    expect(notANumber).toMatchObject({ status: 422, body: { error: GRADE_NOT_SAVED } });
    const row = await world.professorClient.get(`${base}/?users=${world.bob.id}`);
    expect(cellOf(row.body.students[0], 0).score).toBeNull();
  });

  it('gives a custom column without a max score the default 999', async () => {
    const open = await addCustomColumn(world, { title: 'Open ended' });
    expect((await world.professorClient.put(`${base}/${world.cy.id}`, { grade: 1000, component_id: open })).status).toBe(422);
    expect((await world.professorClient.put(`${base}/${world.cy.id}`, { grade: 999, component_id: open })).status).toBe(200);
  });

  it('refuses a student, a stranger to the course and an unknown column', async () => {
    expect((await world.adaClient.put(`${base}/${world.ada.id}`, { grade: 10, component_id: quiz.componentId })).status).toBe(403);
    expect((await world.professorClient.put(`${base}/${world.professor.id}`, { grade: 1, component_id: quiz.componentId })).status).toBe(404);
    expect((await world.professorClient.put(`${base}/${world.ada.id}`, { grade: 1, component_id: 'f'.repeat(24) })).status).toBe(404);
    expect((await world.professorClient.put(`${base}/${world.ada.id}`, { grade: 1, component_id: quiz.componentId, student_id: world.bob.id })).status).toBe(422);
    expect(await ledgerGradeCell(world.tk, quiz.activityId, world.professor.id)).toBeNull();
  });

  it('stores the grade by the column\'s activity id too, and nothing for a grade the max score refuses', async () => {
    const byActivity = await world.professorClient.put(`${base}/${world.cy.id}`, { grade: 10, component_id: quiz.activityId });
    expect(byActivity.status).toBe(200);
    expect(await ledgerGradeCell(world.tk, quiz.activityId, world.cy.id)).toMatchObject({ grade: 10, updatedBy: world.professor.id });
    expect((await world.professorClient.put(`${base}/${world.cy.id}`, { grade: 10.5, component_id: quiz.componentId })).status).toBe(422);
    expect(await ledgerGradeCell(world.tk, quiz.activityId, world.cy.id)).toMatchObject({ grade: 10 });
  });

  it('excuses a cell and takes the excuse back', async () => {
    const excused = await world.professorClient.put(`${base}/${world.bob.id}/excused`, { activity_id: quiz.activityId, excused: true });
    expect(excused.status).toBe(200);
    expect(cellOf(excused.body.student, 0).states).toContain('excused');
    const back = await world.professorClient.put(`${base}/${world.bob.id}/excused`, { activity_id: quiz.activityId, excused: false });
    expect(cellOf(back.body.student, 0).states ?? []).not.toContain('excused');
    expect((await world.bobClient.put(`${base}/${world.bob.id}/excused`, { activity_id: quiz.activityId, excused: true })).status).toBe(403);
  });

  it('overrides the final grade and removes the override', async () => {
    const set = await world.professorClient.put(`${base}/${world.cy.id}/final`, { percent: 91.5 });
    expect(set.body.student).toMatchObject({ final_override: 91.5, percent: 91.5 });
    const removed = await world.professorClient.put(`${base}/${world.cy.id}/final`, { percent: null });
    expect(removed.body.student.final_override).toBeNull();
    expect((await world.professorClient.put(`${base}/${world.cy.id}/final`, { percent: 101 })).status).toBe(422);
    expect((await world.adaClient.put(`${base}/${world.ada.id}/final`, { percent: 100 })).status).toBe(403);
  });
});

describe('custom columns', () => {
  it('changes a custom column and removes it with its grades', async () => {
    const id = await addCustomColumn(world, { title: 'Quiz 0', max_score: 5 });
    const changed = await world.professorClient.post(`${base}/add_column/`, { id, title: 'Warm-up', max_score: 6, show: false });
    expect(changed.body.column).toMatchObject({ activity_id: id, report_title: 'Warm-up', max_score: 6, show: false, custom: true });
    expect((await world.professorClient.put(`${base}/${world.ada.id}`, { grade: 6, component_id: id })).status).toBe(200);
    expect((await world.professorClient.post(`${base}/remove_column/`, { id })).body).toEqual({ removed: true });
    const after = await world.professorClient.get(base + '/');
    expect(after.body.columns.map((c: { activity_id: string }) => c.activity_id)).not.toContain(id);
    expect(await ledgerGradeCell(world.tk, id, world.ada.id)).toBeNull();
  });

  it('refuses to remove a component column, a student, and an unknown lesson', async () => {
    const refused = await world.professorClient.post(`${base}/remove_column/`, { id: quiz.activityId });
    expect(refused).toMatchObject({ status: 422, body: { errno: 'column-not-custom' } });
    expect((await world.adaClient.post(`${base}/add_column/`, { title: 'Mine' })).status).toBe(403);
    expect((await world.professorClient.post(`${base}/add_column/`, { title: 'Lost', lesson: 'a'.repeat(24) })).status).toBe(404);
    expect((await world.professorClient.post(`${base}/add_column/`, { title: 'Zero', max_score: 0 })).status).toBe(422);
  });
});

describe('rollup groups', () => {
  it('saves groups and activities (stats/rollup), then weights and drops', async () => {
    const saved = await world.professorClient.post(`stats/rollup/${world.course.courseId}`, {
      rollup: [
        { id: 'new-1', title: 'Quizzes', color: '#3b82f6' },
        { id: 'new-2', title: 'Participation', color: '#e81e75' },
      ],
      activities: [
        { id: quiz.componentId, rollup_id: 'new-1' },
        { id: column, rollup_id: 'new-2' },
      ],
    });
    expect(saved.body).toEqual({ status: 'OK' });
    const read = await world.professorClient.get(`stats/rollup/${world.course.courseId}`);
    expect(read.body.rollup.map((g: { title: string }) => g.title)).toEqual(['Quizzes', 'Participation']);
    const [quizzes, participation] = read.body.rollup;
    expect(read.body.activities.find((a: { id: string }) => a.id === quiz.activityId).rollup_id).toBe(quizzes.id);
    const rules = await world.professorClient.put(`${base}/groups`, {
      groups: [
        { id: quizzes.id, weight: 60, drop_lowest: 1 },
        { id: participation.id, weight: 40, drop_lowest: 0 },
      ],
    });
    expect(rules.status).toBe(200);
    expect(rules.body.groups).toEqual([
      { id: quizzes.id, title: 'Quizzes', color: '#3b82f6', weight: 60, drop_lowest: 1 },
      { id: participation.id, title: 'Participation', color: '#e81e75', weight: 40, drop_lowest: 0 },
    ]);
    const gradebook = await world.professorClient.get(base + '/');
    expect(gradebook.body.course.has_rollup).toBe(true);
    expect(gradebook.body.columns.find((c: { activity_id: string }) => c.activity_id === column).color).toBe('#e81e75');
    expect((await world.professorClient.put(`${base}/groups`, { groups: [{ id: 'b'.repeat(24), weight: 1, drop_lowest: 0 }] })).status).toBe(404);
    expect((await world.adaClient.get(`stats/rollup/${world.course.courseId}`)).status).toBe(403);
  });

  it('removes a group left out, its activities then in none', async () => {
    const before = await world.professorClient.get(`stats/rollup/${world.course.courseId}`);
    const [quizzes] = before.body.rollup;
    await world.professorClient.post(`stats/rollup/${world.course.courseId}`, { rollup: [{ id: quizzes.id, title: 'Quizzes', color: '#3b82f6' }], activities: [] });
    const after = await world.professorClient.get(`stats/rollup/${world.course.courseId}`);
    expect(after.body.rollup).toHaveLength(1);
    expect(after.body.activities.find((a: { id: string }) => a.id === column).rollup_id).toBeNull();
  });
});

describe('roster', () => {
  it('answers purgecache with 0: nothing is cached', async () => {
    expect((await world.professorClient.post(`stats/purgecache/${world.course.courseId}`, { all: true })).body).toEqual({ purged: 0 });
    expect((await world.adaClient.post(`stats/purgecache/${world.course.courseId}`, { all: true })).status).toBe(403);
  });

  it("loses the students core's unenroll_student/ removes", async () => {
    const removed = await world.professorClient.post('unenroll_student/', { courseId: world.course.courseId, students: [world.cy.id] });
    expect(removed.body).toEqual({ removed: 1 });
    const after = await world.professorClient.get(base + '/');
    expect(after.body.students.map((row: { id: string }) => row.id)).not.toContain(world.cy.id);
    expect(after.body.total_students).toBe(2);
  });
});
