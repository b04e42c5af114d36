import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, ledgerActivity, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { coreServices, defineComponentType, definePlugin, jsonSchema } from '../../src/index.ts';
import { noteType } from '../../../sdk/test/fixtures/testComponentTypes.ts';

/** A gradable type whose max score comes from its config, as a project's rubric total does. */
const quizType = defineComponentType<{ points: number }>({
  type: 'quiz',
  title: 'Quiz',
  configSchema: jsonSchema({ type: 'object', required: ['points'], additionalProperties: false, properties: { points: { type: 'number', minimum: 1 } } }),
  defaults: { points: 1 },
  activity: { gradable: true, maxScore: (config) => config.points },
  grading: { score: ({ config }) => ({ score: 0, maxScore: config.points }) },
  // Refuses 13 points under its lock, as a project refuses a rubric total changed meanwhile.
  lockReferences: async (trx, config) => {
    lockedIn.push(trx.isTransaction === true);
    return config.points === 13 ? [{ field: 'points', message: 'Changed meanwhile.' }] : [];
  },
});
/** For each lockReferences call: whether it ran in a transaction. */
const lockedIn: boolean[] = [];
const quizzes = definePlugin({ id: 'quizzes', version: '1.0.0', kernel: '^1', componentTypes: [quizType] });
const notes = definePlugin({ id: 'notes', version: '1.0.0', kernel: '^1', componentTypes: [noteType] });

let tk: TestKernel;
let teacher: TestClient;
let course: CourseFixture;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [quizzes, notes] });
  const instructor = await tk.createUser('instructor');
  teacher = await tk.loginAs(instructor);
  course = await tk.createCourse({ instructor, lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }, { title: 'P4' }, { title: 'P5' }] }] });
});
afterAll(() => tk?.close());

/** Each on its own page (one quiz a page). */
async function make(type: string, config: Record<string, unknown>, page: number): Promise<string> {
  const made = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[page]!}/new/`, { type, config });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body._id as string;
}

const configOf = async (id: string) => (await teacher.get(`components/${course.courseId}/${id}/`)).body.config;

describe('coreServices.componentConfigs (a plugin re-saves its own component in its transaction)', () => {
  it('stores the changed config and syncs the ledger activity in the caller’s transaction; a rollback undoes both', async () => {
    const quiz = await make('quiz', { points: 5 }, 0);
    const writer = tk.kernel.resolveFor('quizzes', coreServices.componentConfigs);
    await tk.kernel.knex.transaction((trx) => writer.update(trx, course.courseId, quiz, (config) => ({ ...config, points: 8 })));
    expect(await configOf(quiz)).toEqual({ points: 8 });
    expect((await ledgerActivity(tk, quiz))?.maxScore).toBe(8);
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await writer.update(trx, course.courseId, quiz, () => ({ points: 12 }));
        throw new Error('the caller fails later');
      }),
    ).rejects.toThrow('the caller fails later');
    expect(await configOf(quiz)).toEqual({ points: 8 });
    expect((await ledgerActivity(tk, quiz))?.maxScore).toBe(8);
  });

  it("checks the type's schema (422 with config fields) and leaves the component as it was on null", async () => {
    const quiz = await make('quiz', { points: 5 }, 1);
    const writer = tk.kernel.resolveFor('quizzes', coreServices.componentConfigs);
    await expect(tk.kernel.knex.transaction((trx) => writer.update(trx, course.courseId, quiz, () => ({ points: 0 })))).rejects.toMatchObject({ status: 422, fields: [expect.objectContaining({ field: 'config/points' })] });
    expect(await tk.kernel.knex.transaction((trx) => writer.update(trx, course.courseId, quiz, () => null))).toBe(false);
    expect(await configOf(quiz)).toEqual({ points: 5 });
  });

  it("refuses another plugin's component and a component of another course (not found)", async () => {
    const quiz = await make('quiz', { points: 5 }, 2);
    const other = tk.kernel.resolveFor('notes', coreServices.componentConfigs);
    await expect(tk.kernel.knex.transaction((trx) => other.update(trx, course.courseId, quiz, () => ({ points: 9 })))).rejects.toMatchObject({ errno: 'not-found' });
    const writer = tk.kernel.resolveFor('quizzes', coreServices.componentConfigs);
    await expect(tk.kernel.knex.transaction((trx) => writer.update(trx, '0'.repeat(24), quiz, () => ({ points: 9 })))).rejects.toMatchObject({ errno: 'not-found' });
    expect(await configOf(quiz)).toEqual({ points: 5 });
  });
});

describe('lockReferences and configsOfType (a copied value kept current: issue 19)', () => {
  it("runs the type's lockReferences in the save's transaction; its errors refuse a new or changed config (422), storing nothing", async () => {
    lockedIn.length = 0;
    const refused = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[3]!}/new/`, { type: 'quiz', config: { points: 13 } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'config/points', message: 'Changed meanwhile.' }]);
    const quiz = await make('quiz', { points: 5 }, 3);
    const pageId = course.lessons[0]!.pageIds[3]!;
    const changed = await teacher.put(`components/${course.courseId}/${course.first.lessonId}/${pageId}/${quiz}/`, { config: { points: 13 } });
    expect(changed.status).toBe(422);
    expect(changed.body.fields).toEqual([{ field: 'config/points', message: 'Changed meanwhile.' }]);
    expect(await configOf(quiz)).toEqual({ points: 5 });
    expect((await ledgerActivity(tk, quiz))?.maxScore).toBe(5);
    expect(lockedIn).toEqual([true, true, true]);
  });

  it("lists the course's components of one of the plugin's own types in the caller's transaction; another plugin's type is not found", async () => {
    const quiz = await make('quiz', { points: 6 }, 4);
    const writer = tk.kernel.resolveFor('quizzes', coreServices.componentConfigs);
    const listed = await tk.kernel.knex.transaction((trx) => writer.configsOfType(trx, course.courseId, 'quiz'));
    expect(listed).toContainEqual({ id: quiz, config: { points: 6 } });
    expect(listed.every((component) => typeof component.config.points === 'number')).toBe(true);
    expect(await tk.kernel.knex.transaction((trx) => writer.configsOfType(trx, '0'.repeat(24), 'quiz'))).toEqual([]);
    const other = tk.kernel.resolveFor('notes', coreServices.componentConfigs);
    await expect(tk.kernel.knex.transaction((trx) => other.configsOfType(trx, course.courseId, 'quiz'))).rejects.toMatchObject({ errno: 'not-found' });
  });
});
