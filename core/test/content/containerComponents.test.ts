import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { defineComponentType, definePlugin, jsonSchema, contentRefs, permissionRefs, toSessionUser } from '../../src/index.ts';
import { Kernel } from '../../src/kernel/Kernel.ts';
import { noteType } from '../../../sdk/test/fixtures/testComponentTypes.ts';

/**
 * A container type of some other publisher: a box shows `items` to everybody and
 * `extras` to professors only; it refuses quizzes. The kernel knows it only
 * through its hooks.
 */
interface BoxConfig {
  items: string[];
  extras: string[];
}
const idList = { type: 'array', maxItems: 50, items: { type: 'string', pattern: '^[0-9a-f]{24}$' } };
const boxType = defineComponentType<BoxConfig>({
  type: 'box',
  title: 'Box',
  configSchema: jsonSchema({ type: 'object', required: ['items', 'extras'], properties: { items: idList, extras: idList } }),
  defaults: { items: [], extras: [] },
  activity: { gradable: false },
  children: (config) => [...config.items, ...config.extras],
  forStudents: (config) => ({ ...config, extras: [] }),
  checkChildren: (config, children) =>
    children.flatMap((child) => (child.type === 'quiz' ? [{ field: `items/${config.items.indexOf(child.id)}`, message: 'No quizzes in a box.' }] : [])),
});
const quizType = defineComponentType<{ points: number }>({
  type: 'quiz',
  title: 'Quiz',
  configSchema: jsonSchema({ type: 'object', properties: { points: { type: 'number' } } }),
  defaults: { points: 1 },
  activity: { gradable: true, maxScore: (config) => config.points },
  grading: { score: ({ config }) => ({ score: 0, maxScore: config.points }) },
});
const containersPlugin = definePlugin({ id: 'containers', version: '1.0.0', kernel: '^1', componentTypes: [noteType, boxType, quizType] });

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let teacher: TestClient;
let learner: TestClient;

beforeAll(async () => {
  // No job polling while queries are counted.
  tk = await createTestKernel({ plugins: [containersPlugin], config: { jobPollMs: 3_600_000 } });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
});
afterAll(() => tk?.close());

const addressOf = (fixture: CourseFixture, lesson = 0, page = 0) => `${fixture.courseId}/${fixture.lessons[lesson]!.id}/${fixture.lessons[lesson]!.pageIds[page]!}`;

async function make(base: string, type: string, config: Record<string, unknown>, slot: string | null = null, title = ''): Promise<string> {
  const made = await teacher.post(`components/${base}/new/`, { type, config, slot, title });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body._id as string;
}

const note = (base: string, text: string) => make(base, 'note', { text }, null, text);

describe('containers: children in reads', () => {
  it('answers nested children, and shows students only what forStudents keeps', async () => {
    const fixture = await tk.createCourse({ instructor, students: [student] });
    const base = addressOf(fixture);
    const [a, b, extra] = [await note(base, 'a'), await note(base, 'b'), await note(base, 'extra')];
    const inner = await make(base, 'box', { items: [b], extras: [] });
    await make(base, 'box', { items: [a, inner], extras: [extra] }, 'contents', 'Outer');

    const shape = (c: { config: { text?: string }; type: string; children?: unknown[] }): unknown =>
      c.type === 'box' ? (c.children as never[]).map(shape) : c.config.text;
    const forTeacher = (await teacher.get(`pages/${base}/`)).body.contents[0];
    expect(shape(forTeacher)).toEqual(['a', ['b'], 'extra']);
    const forStudent = (await learner.get(`pages/${base}/`)).body.contents[0];
    expect(forStudent.config.extras).toEqual([]);
    expect(shape(forStudent)).toEqual(['a', ['b']]);

    // A grandchild is visible where its containers are; what forStudents drops is not.
    expect((await learner.get(`components/${fixture.courseId}/${b}/`)).status).toBe(200);
    expect((await learner.get(`components/${fixture.courseId}/${extra}/`)).status).toBe(404);
    expect((await teacher.get(`components/${fixture.courseId}/${extra}/`)).status).toBe(200);
    // And it is saved through the page of its outermost container.
    expect((await teacher.put(`components/${base}/${b}/`, { config: { text: 'b2' } })).body.config).toEqual({ text: 'b2' });
  });

  it('answers the children of containers in a lesson slot and in the page editor', async () => {
    const fixture = await tk.createCourse({ instructor, students: [student] });
    const base = addressOf(fixture);
    const a = await note(base, 'a');
    const box = await make(base, 'box', { items: [a], extras: [] });
    await teacher.put(`lessons/${fixture.courseId}/${fixture.first.lessonId}/`, { recommended: [box] });
    const lesson = (await learner.get(`lessons/${fixture.courseId}/${fixture.first.lessonId}/`)).body;
    expect(lesson.recommended[0].children.map((c: { _id: string }) => c._id)).toEqual([a]);
    await teacher.put(`pages/${base}/`, { contents: [box] });
    const edited = (await teacher.get(`preview/collection/pages/${fixture.first.pageId}/${fixture.courseId}`)).body;
    expect(edited.contents[0].children.map((c: { _id: string }) => c._id)).toEqual([a]);
  });
});

describe('containers: checks on save', () => {
  it('refuses children that are missing, not usable, the container itself or holding it, then applies the type rules', async () => {
    const fixture = await tk.createCourse({ instructor });
    const base = addressOf(fixture);
    const other = await tk.createCourse({ instructor });
    const foreign = await note(addressOf(other), 'foreign');
    const fields = async (answer: Promise<{ status: number; body: any }>) => {
      const { status, body } = await answer;
      expect(status).toBe(422);
      return body.fields;
    };
    expect(await fields(teacher.post(`components/${base}/new/`, { type: 'box', config: { items: ['0'.repeat(24), foreign], extras: [] } }))).toEqual([
      { field: 'config/items/0', message: 'This item is not in this course or your library.' },
      { field: 'config/items/1', message: 'This item is not in this course or your library.' },
    ]);
    const quiz = await make(base, 'quiz', { points: 3 });
    expect(await fields(teacher.post(`components/${base}/new/`, { type: 'box', config: { items: [quiz], extras: [] } }))).toEqual([
      { field: 'config/items/0', message: 'No quizzes in a box.' },
    ]);
    const inner = await make(base, 'box', { items: [], extras: [] });
    const outer = await make(base, 'box', { items: [inner], extras: [] }, 'contents');
    expect(await fields(teacher.put(`components/${base}/${outer}/`, { config: { items: [outer], extras: [] } }))).toEqual([
      { field: 'config/items/0', message: 'A component cannot hold itself.' },
    ]);
    expect(await fields(teacher.put(`components/${base}/${inner}/`, { config: { items: [], extras: [outer] } }))).toEqual([
      { field: 'config/extras/0', message: 'A component cannot hold itself.' },
    ]);
    // Nothing was stored.
    expect((await teacher.get(`components/${fixture.courseId}/${inner}/`)).body.config).toEqual({ items: [], extras: [] });
  });

  it('keeps a child the container already held, even when the author could not add it now', async () => {
    const colleague = await tk.createUser('instructor');
    const fixture = await tk.createCourse({ instructor });
    await tk.kernel.resolve(contentRefs.courses).addStaff(fixture.courseId, colleague.id, 'instructor');
    const base = addressOf(fixture);
    const other = await tk.createCourse({ instructor });
    const foreign = await note(addressOf(other), 'pinned');
    await teacher.get(`pin_to_library/component/${foreign}/${other.courseId}`);
    const box = await make(base, 'box', { items: [foreign], extras: [] }, 'contents');
    const theirs = await tk.loginAs(colleague);
    expect((await theirs.put(`components/${base}/${box}/`, { config: { items: [], extras: [foreign] } })).status).toBe(200);
  });
});

describe('containers: copies', () => {
  it('deep-copies nested children when a lesson is cloned, naming the copies in the copied configs', async () => {
    const fixture = await tk.createCourse({ instructor });
    const base = addressOf(fixture);
    const a = await note(base, 'a');
    const inner = await make(base, 'box', { items: [a], extras: [] });
    const outer = await make(base, 'box', { items: [inner], extras: [] }, 'contents');
    const cloned = (await teacher.post(`clone/lessons/${fixture.courseId}/`, { ids: [fixture.first.lessonId] })).body.lessons[0];
    const lesson = (await teacher.get(`lessons/${fixture.courseId}/${cloned._id}/`)).body;
    const copy = (await teacher.get(`pages/${fixture.courseId}/${cloned._id}/${lesson.pages[0]._id}/`)).body.contents[0];
    expect(copy._id).not.toBe(outer);
    const innerCopy = copy.children[0];
    expect(innerCopy._id).not.toBe(inner);
    expect(copy.config.items).toEqual([innerCopy._id]);
    expect(innerCopy.children[0]._id).not.toBe(a);
    expect(innerCopy.config.items).toEqual([innerCopy.children[0]._id]);
    expect(innerCopy.children[0]).toMatchObject({ config: { text: 'a' }, owned_by: instructor.id, course_id: fixture.courseId });
  });
});

describe('containers: queries of the page view', () => {
  async function courseWithBoxes(lessons: number, pages: number): Promise<CourseFixture> {
    const fixture = await tk.createCourse({
      instructor,
      students: [student],
      lessons: Array.from({ length: lessons }, (_, l) => ({ title: `L${l}`, pages: Array.from({ length: pages }, (_, p) => ({ title: `P${p}` })) })),
    });
    const access = (await tk.kernel.resolve(permissionRefs.permissionService).courseAccess(toSessionUser(instructor.row), fixture.courseId))!;
    const components = tk.kernel.resolve(contentRefs.components);
    for (const lesson of fixture.lessons) {
      for (const pageId of lesson.pageIds) {
        const notes = [];
        for (let n = 0; n < 3; n++) notes.push((await components.create(fixture.courseId, lesson.id, pageId, { type: 'note', slot: null, config: { text: `n${n}` } }, access, instructor.id))._id);
        await components.create(fixture.courseId, lesson.id, pageId, { type: 'box', config: { items: notes, extras: [] } }, access, instructor.id);
        await components.create(fixture.courseId, lesson.id, pageId, { type: 'note', config: { text: 'beside' } }, access, instructor.id);
      }
    }
    return fixture;
  }

  async function queriesOnce(path: string): Promise<{ body: any; count: number }> {
    let count = 0;
    const record = () => count++;
    tk.kernel.knex.on('query', record);
    try {
      return { body: (await learner.get(path)).body, count };
    } finally {
      tk.kernel.knex.removeListener('query', record);
    }
  }

  /**
   * The fewest queries of three views: the listener also hears work that only shares the moment
   * (the session's once-a-minute expiry touch, a tracking flush), which adds queries and never
   * removes one.
   */
  async function queriesOf(path: string): Promise<{ body: any; count: number }> {
    const views = [await queriesOnce(path), await queriesOnce(path), await queriesOnce(path)];
    return { body: views[2]!.body, count: Math.min(...views.map((view) => view.count)) };
  }

  it('costs one query more with a container, the same on a course of any size', async () => {
    const small = await courseWithBoxes(1, 2);
    const large = await courseWithBoxes(4, 4);
    const plain = await tk.createCourse({ instructor, students: [student] });
    await make(addressOf(plain), 'note', { text: 'alone' }, 'contents');
    const onSmall = await queriesOf(`pages/${addressOf(small, 0, 1)}/`);
    const onLarge = await queriesOf(`pages/${addressOf(large, 3, 3)}/`);
    const withoutBox = await queriesOf(`pages/${addressOf(plain)}/`);
    expect(onLarge.body.contents[0].children.map((c: { config: { text: string } }) => c.config.text)).toEqual(['n0', 'n1', 'n2']);
    expect(onLarge.count).toBe(onSmall.count);
    expect(onSmall.count).toBe(withoutBox.count + 1);
  });
});

describe('containers: the manifest', () => {
  const load = (type: Record<string, unknown>) => () =>
    Kernel.loadRegistry([{ manifest: definePlugin({ id: 'boxes', version: '1.0.0', kernel: '^1', componentTypes: [{ ...boxType, ...type } as never] }) }]);

  it('checks the container hooks and demo children', () => {
    expect(load({})).not.toThrow();
    expect(load({ children: 'items' })).toThrow('Plugin "boxes": componentTypes[0].children: must be a function');
    expect(load({ children: undefined })).toThrow('Plugin "boxes": componentTypes[0].checkChildren: needs children (only a container type holds components)');
    const child = { type: 'note', title: 'Inside', config: { text: 'hi' } };
    const demo = (children: unknown) => ({ demo: { title: 'Box', config: { items: ['00000000000000000000000a'], extras: [] }, children } });
    expect(load(demo({ '00000000000000000000000a': child }))).not.toThrow();
    expect(load(demo({ 'not-an-id': child }))).toThrow('componentTypes[0].demo.children.not-an-id: placeholder ids are 24 lowercase hex characters');
    expect(load(demo({ '00000000000000000000000a': { type: 'note' } }))).toThrow('componentTypes[0].demo.children.00000000000000000000000a: must be { type, title, config }');
  });
});
