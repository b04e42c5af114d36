import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { addCustomColumn, gradebookWorld, placeGradedComponent, type ComponentActivity, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;
let orderPath: string;
/** Lesson Numbers: A (page Counting), B (page Adding); lesson Shapes: C; no lesson: D (a custom column). */
let a: ComponentActivity;
let b: ComponentActivity;
let c: ComponentActivity;
let d: string;

const titles = (answer: { activities: { title: string }[] }) => answer.activities.map((activity) => activity.title);
const gradebookTitles = async () => (await world.professorClient.get(`gradebook/${world.course.courseId}/`)).body.columns.map((column: { report_title: string }) => column.report_title);

beforeAll(async () => {
  world = await gradebookWorld();
  orderPath = `gradebook/${world.course.courseId}/activity_order`;
  const [numbers, shapes] = world.course.lessons;
  a = await placeGradedComponent(world, { pageId: numbers!.pageIds[0]!, position: 0 }, { title: 'A', maxScore: 10 });
  b = await placeGradedComponent(world, { pageId: numbers!.pageIds[1]!, position: 0 }, { title: 'B', maxScore: 10, graded: false });
  c = await placeGradedComponent(world, { pageId: shapes!.pageIds[0]!, position: 0 }, { title: 'C', maxScore: 5 });
  d = await addCustomColumn(world, { title: 'D', max_score: 20 });
});

afterAll(() => world?.tk.close());

describe('activity order (GET/PUT gradebook/{courseId}/activity_order)', () => {
  it('answers the columns in reading order, grouped by lesson, before any order is saved', async () => {
    const answer = await world.professorClient.get(orderPath);
    expect(answer.status).toBe(200);
    expect(answer.body.lessons.map((lesson: { title: string }) => lesson.title)).toEqual(['Numbers', 'Shapes']);
    expect(answer.body.activities).toEqual([
      { id: a.activityId, component_id: a.componentId, title: 'A', type: 'quiz', lesson: world.course.lessons[0]!.id, graded: true, max_score: 10, gradebook_position: null },
      expect.objectContaining({ id: b.activityId, title: 'B', graded: false }),
      expect.objectContaining({ id: c.activityId, title: 'C', lesson: world.course.lessons[1]!.id }),
      expect.objectContaining({ id: d, component_id: null, title: 'D', type: 'custom', lesson: null, max_score: 20 }),
    ]);
  });

  it('saves the order, and the gradebook shows its columns in it within their lessons', async () => {
    // C is listed first, but stays in its lesson: the lesson order comes first.
    const saved = await world.professorClient.put(orderPath, { activities: [c.activityId, b.activityId, a.activityId, d] });
    expect(saved.status).toBe(200);
    expect(titles(saved.body)).toEqual(['B', 'A', 'C', 'D']);
    expect(saved.body.activities.map((activity: { gradebook_position: number }) => activity.gradebook_position)).toEqual([1, 2, 0, 3]);
    expect(await gradebookTitles()).toEqual(['B', 'A', 'C', 'D']);
    expect(titles((await world.professorClient.get(orderPath)).body)).toEqual(['B', 'A', 'C', 'D']);
    // The student's own gradebook follows the same order.
    const own = await world.adaClient.put(`stats/studentgradebook/${world.course.courseId}`, {});
    expect(own.body.columns.map((column: { report_title: string }) => column.report_title)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('puts an activity without a saved place after the placed ones of its lesson, in reading order', async () => {
    const late = await placeGradedComponent(world, { pageId: world.course.lessons[0]!.pageIds[0]!, position: 1 }, { title: 'A2', maxScore: 10 });
    expect(await gradebookTitles()).toEqual(['B', 'A', 'A2', 'C', 'D']);
    await world.professorClient.put(orderPath, { activities: [late.activityId, a.activityId] });
    // B lost its place: after the placed ones of Numbers.
    expect(await gradebookTitles()).toEqual(['A2', 'A', 'B', 'C', 'D']);
  });

  it('refuses an activity of another course, an unknown id or one listed twice, changing nothing', async () => {
    const before = (await world.professorClient.get(orderPath)).body;
    const other = await world.tk.createCourse({ instructor: world.professor });
    const foreign = (await world.professorClient.post(`gradebook/${other.courseId}/add_column/`, { title: 'Theirs', max_score: 5 })).body.column.activity_id as string;
    const refused = await world.professorClient.put(orderPath, { activities: [d, foreign] });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ errno: 'not-found', error: `There is no activity ${foreign} in this course.` });
    const twice = await world.professorClient.put(orderPath, { activities: [d, a.activityId, d] });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'activities', message: 'An activity is listed more than once.' }] });
    expect((await world.professorClient.put(orderPath, { activities: ['not an id'] })).status).toBe(422);
    expect((await world.professorClient.put(orderPath, { order: [] })).status).toBe(422);
    expect((await world.professorClient.get(orderPath)).body).toEqual(before);
  });
});

describe('rights: course managers only', () => {
  let assistantClient: TestClient;
  let managerClient: TestClient;
  let noRightsCourse: string;

  beforeAll(async () => {
    const assistant = await world.tk.createUser('instructor', { firstname: 'Al', lastname: 'Assistant' });
    const student = await world.tk.createUser('student');
    const course = await world.tk.createCourse({ instructor: world.professor, assistants: [assistant], students: [student], settings: { assistants_no_mgr_rights: true } });
    noRightsCourse = course.courseId;
    assistantClient = await world.tk.loginAs(assistant);
    const manager = await world.tk.createUser('instructor', { firstname: 'Mo', lastname: 'Manager' });
    const managed = await world.tk.createCourse({ instructor: world.professor, assistants: [manager] });
    managerClient = await world.tk.loginAs(manager);
    expect((await managerClient.get(`gradebook/${managed.courseId}/activity_order`)).status).toBe(200);
    expect((await managerClient.get(`stats/rollup/${managed.courseId}`)).status).toBe(200);
  });

  it('denies a student the order and the rollup calls', async () => {
    expect((await world.adaClient.get(orderPath)).status).toBe(403);
    expect((await world.adaClient.put(orderPath, { activities: [] })).status).toBe(403);
    expect((await world.adaClient.post(`stats/rollup/${world.course.courseId}`, { rollup: [], activities: [] })).status).toBe(403);
  });

  it('denies an assistant without manager rights (assistants_no_mgr_rights), who still reads the gradebook', async () => {
    const orderOfCourse = `gradebook/${noRightsCourse}/activity_order`;
    for (const response of [
      await assistantClient.get(orderOfCourse),
      await assistantClient.put(orderOfCourse, { activities: [] }),
      await assistantClient.get(`stats/rollup/${noRightsCourse}`),
      await assistantClient.post(`stats/rollup/${noRightsCourse}`, { rollup: [], activities: [] }),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    }
    expect((await assistantClient.get(`gradebook/${noRightsCourse}/`)).status).toBe(200);
  });
});
