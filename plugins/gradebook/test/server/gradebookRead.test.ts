import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellOf } from '../../src/calls/gradebookCalls.ts';
import { enrol, updateCourse } from '@lms/sdk/testing';
import { OWN_GRADES_ONLY } from '../../src/server/readRoutes.ts';
import { addCustomColumn, gradebookWorld, placeGradedComponent, recordAttempt, type ComponentActivity, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;
let base: string;
let quiz: ComponentActivity;
let secret: ComponentActivity;
let lessonColumn: string;
let looseColumn: string;
let hiddenColumn: string;
let quizAttempt: string;

beforeAll(async () => {
  world = await gradebookWorld();
  base = `gradebook/${world.course.courseId}`;
  const [numbers, shapes] = world.course.lessons;
  // Added out of reading order: the gradebook puts them in the course's order.
  secret = await placeGradedComponent(world, { pageId: shapes!.pageIds[0]!, position: 0 }, { title: 'Secret quiz', maxScore: 20, settings: { score_visibility: 'never' } });
  quiz = await placeGradedComponent(world, { pageId: numbers!.pageIds[1]!, position: 0 }, { title: 'Adding quiz', maxScore: 10 });
  looseColumn = await addCustomColumn(world, { title: 'Bonus' });
  lessonColumn = await addCustomColumn(world, { title: 'Numbers homework', max_score: 50, lesson: numbers!.id });
  hiddenColumn = await addCustomColumn(world, { title: 'Staff notes', max_score: 5, show: false });
  quizAttempt = await recordAttempt(world, quiz.activityId, world.ada.id, 8, 10);
  await recordAttempt(world, secret.activityId, world.ada.id, 15, 20);
});

afterAll(() => world?.tk.close());

describe('the instructor gradebook', () => {
  it('lists columns in reading order, grouped by lesson, and students by last name', async () => {
    const answer = await world.professorClient.get(base + '/');
    expect(answer.status).toBe(200);
    expect(answer.body.columns.map((column: { report_title: string }) => column.report_title)).toEqual([
      'Adding quiz',
      'Numbers homework',
      'Secret quiz',
      'Bonus',
      'Staff notes',
    ]);
    const [numbers, shapes] = world.course.lessons;
    expect(answer.body.lessons.map((lesson: { id: string }) => lesson.id)).toEqual([numbers!.id, shapes!.id]);
    expect(answer.body.columns[0]).toMatchObject({ id: quiz.componentId, activity_id: quiz.activityId, custom: false, link: `/${world.course.courseId}/${numbers!.id}/${numbers!.pageIds[1]}` });
    expect(answer.body.columns[3]).toMatchObject({ id: looseColumn, custom: true, max_score: 999, lesson: null, link: null });
    expect(answer.body.students.map((row: { lastname: string }) => row.lastname)).toEqual(['Babbage', 'Lovelace', 'Young']);
    expect(answer.body.total_students).toBe(3);
    const ada = answer.body.students[1];
    expect(cellOf(ada, 0)).toMatchObject({ score: 8, attempts: 1 });
    expect(cellOf(ada, 2)).toMatchObject({ score: 15 });
    // The lean wire: cells column by column, no attempt ids (no screen reads them).
    expect(ada.labels).toHaveLength(answer.body.columns.length);
    expect(JSON.stringify(answer.body)).not.toContain(quizAttempt);
  });

  it('answers a page of the roster, or just the students asked for', async () => {
    const page = await world.professorClient.get(`${base}/?offset=1&limit=1`);
    expect(page.body.students.map((row: { lastname: string }) => row.lastname)).toEqual(['Lovelace']);
    expect(page.body).toMatchObject({ total_students: 3, offset: 1 });
    const some = await world.professorClient.get(`${base}/?users=${world.cy.id},${world.bob.id}`);
    expect(some.body.students.map((row: { id: string }) => row.id)).toEqual([world.bob.id, world.cy.id]);
    expect((await world.professorClient.get(`${base}/?users=nonsense`)).status).toBe(422);
  });

  it('is for staff only', async () => {
    expect((await world.adaClient.get(base + '/')).status).toBe(403);
    expect((await world.adaClient.post(`gradebookscores/${world.course.courseId}`, {})).status).toBe(403);
  });

  it("answers the spec's score list with each entry's flags", async () => {
    const scores = await world.professorClient.post(`gradebookscores/${world.course.courseId}`, { roster: [world.ada.id], activities: [quiz.activityId] });
    expect(scores.status).toBe(200);
    expect(scores.body.list).toHaveLength(1);
    expect(scores.body.list[0].user_id).toBe(world.ada.id);
    expect(Object.keys(scores.body.list[0].user_scores)).toEqual([quiz.activityId]);
    expect(scores.body.list[0].user_scores[quiz.activityId]).toMatchObject({ score: 8, attempted: true, excused: false });
  });
});

describe("a student's own gradebook", () => {
  it('has only their row, without hidden columns or scores they may not see yet', async () => {
    const own = await world.adaClient.put(`stats/studentgradebook/${world.course.courseId}`, {});
    expect(own.status).toBe(200);
    expect(own.body.students.map((row: { id: string }) => row.id)).toEqual([world.ada.id]);
    const titles = own.body.columns.map((column: { report_title: string }) => column.report_title);
    expect(titles).not.toContain('Staff notes');
    const secretAt = titles.indexOf('Secret quiz');
    const cell = cellOf(own.body.students[0], secretAt);
    expect(cell.score).toBeNull();
    expect(cell.states).toContain('not_displaying_score_yet');
    expect(JSON.stringify(own.body)).not.toContain(hiddenColumn);
    expect(cellOf(own.body.students[0], titles.indexOf('Adding quiz')).score).toBe(8);
  });

  it('explains their own cells and total, never another student', async () => {
    const cell = await world.adaClient.get(`${base}/explain/${world.ada.id}/${quiz.activityId}`);
    expect(cell.status).toBe(200);
    expect(cell.body.value).toBe(8);
    const hidden = await world.adaClient.get(`${base}/explain/${world.ada.id}/${secret.activityId}`);
    expect(hidden.body.value).toBeNull();
    expect((await world.adaClient.get(`${base}/explain/${world.ada.id}`)).status).toBe(200);
    for (const other of [`${base}/explain/${world.bob.id}/${quiz.activityId}`, `${base}/explain/${world.bob.id}`]) {
      expect(await world.adaClient.get(other)).toMatchObject({ status: 404, body: { error: OWN_GRADES_ONLY } });
    }
    expect((await world.adaClient.get(`${base}/explain/${world.ada.id}/${hiddenColumn}`)).status).toBe(404);
  });

  it('lets staff explain any student', async () => {
    const cell = await world.professorClient.get(`${base}/explain/${world.ada.id}/${secret.activityId}`);
    expect(cell.body.value).toBe(15);
    expect((await world.professorClient.get(`${base}/explain/${world.bob.id}`)).status).toBe(200);
    expect((await world.professorClient.get(`${base}/explain/${world.professor.id}`)).status).toBe(404);
  });

  it('leaves totals out when the course blocks them', async () => {
    await updateCourse(world.tk, world.course.courseId, { settings: { block_total_scores: true } });
    const own = await world.adaClient.put(`stats/studentgradebook/${world.course.courseId}`, {});
    expect(own.body.students[0]).toMatchObject({ percent: null, score: null, max_score: null, groups: [] });
    expect((await world.adaClient.get(`${base}/explain/${world.ada.id}`)).status).toBe(403);
    const staff = await world.professorClient.get(`${base}/?users=${world.ada.id}`);
    expect(staff.body.students[0].percent).not.toBeNull();
    await updateCourse(world.tk, world.course.courseId, { settings: {} });
  });

  it('is not for people outside the course; staff get the columns without a row', async () => {
    const outsider = await world.tk.loginAs(await world.tk.createUser('student'));
    expect((await outsider.put(`stats/studentgradebook/${world.course.courseId}`, {})).status).toBe(403);
    const staff = await world.professorClient.put(`stats/studentgradebook/${world.course.courseId}`, {});
    expect(staff.status).toBe(200);
    expect(staff.body.students).toEqual([]);
    expect(staff.body.columns.map((column: { report_title: string }) => column.report_title)).not.toContain('Staff notes');
  });
});

describe('a large class', () => {
  it('answers the first 50 students by default, and the next page on asking', async () => {
    const big = await gradebookWorld();
    try {
      const students = [];
      for (let index = 0; index < 52; index += 1) {
        students.push(await big.tk.createUser('student', { firstname: 'S', lastname: `Student ${String(index).padStart(2, '0')}` }));
      }
      for (const student of students) await enrol(big.tk, big.course.courseId, student.id);
      const attemptReads: { sql: string; bindings: unknown[] }[] = [];
      const listen = (query: { sql: string; bindings: unknown[] }) => {
        if (/from "attempts"/.test(query.sql)) attemptReads.push(query);
      };
      big.tk.kernel.knex.on('query', listen);
      const first = await big.professorClient.get(`gradebook/${big.course.courseId}/`);
      big.tk.kernel.knex.off('query', listen);
      expect(first.body.students).toHaveLength(50);
      // One read of attempts, for the page's 50 students only (plus the course id).
      expect(attemptReads).toHaveLength(1);
      expect(attemptReads[0]!.bindings).toHaveLength(51);
      expect(first.body.total_students).toBe(55);
      const rest = await big.professorClient.get(`gradebook/${big.course.courseId}/?offset=50`);
      expect(rest.body.students.map((row: { lastname: string }) => row.lastname)).toEqual(['Student 48', 'Student 49', 'Student 50', 'Student 51', 'Young']);
    } finally {
      await big.tk.close();
    }
  });

  it('leaves practice columns out for staff when the course suppresses them', async () => {
    const practice = await placeGradedComponent(world, { pageId: world.course.lessons[0]!.pageIds[0]!, position: 1 }, { title: 'Practice run', maxScore: 5, graded: false });
    const base = `gradebook/${world.course.courseId}/`;
    const shown = await world.professorClient.get(base);
    expect(shown.body.columns.find((c: { activity_id: string }) => c.activity_id === practice.activityId)).toMatchObject({ graded: false });
    await updateCourse(world.tk, world.course.courseId, { settings: { suppress_practice_in_grade_center: true } });
    const suppressed = await world.professorClient.get(base);
    expect(suppressed.body.columns.map((c: { activity_id: string }) => c.activity_id)).not.toContain(practice.activityId);
    expect(suppressed.body.course.suppress_practice_in_grade_center).toBe(true);
    await updateCourse(world.tk, world.course.courseId, { settings: {} });
  });
});
