import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import advancedPlugin from '../src/server/index.ts';
import { MAX_COMPONENTS_PER_TAB } from '../src/schemas/advancedConfig.ts';
import { tabsConfig } from './advancedFixture.ts';
import { snippetPlugin } from './snippetPlugin.ts';

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let teacher: TestClient;
let learner: TestClient;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [snippetPlugin, advancedPlugin] });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
});
afterAll(() => tk?.close());

/** A course with one lesson of two pages; `base` is the first page's address. */
async function course(): Promise<{ fixture: CourseFixture; base: string }> {
  const fixture = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }] }] });
  return { fixture, base: `${fixture.first.courseId}/${fixture.first.lessonId}/${fixture.first.pageId}` };
}

/** A snippet component on no page (a child to be), answering its id. */
async function child(base: string, html: string): Promise<string> {
  const made = await teacher.post(`components/${base}/new/`, { type: 'snippet', title: html, slot: null, config: { html: `<p>${html}</p>` } });
  expect(made.status).toBe(201);
  return made.body._id as string;
}

async function container(base: string, config: unknown): Promise<{ status: number; body: any }> {
  return teacher.post(`components/${base}/new/`, { type: 'advanced', title: 'Tabs', config });
}

describe('advanced component: tabs holding components', () => {
  it('starts with one tab on top, and creates a child on no page', async () => {
    const { base } = await course();
    const made = await teacher.post(`components/${base}/new/`, { type: 'advanced' });
    expect(made.status).toBe(201);
    expect(made.body.config).toEqual({
      layout: 'top',
      tabs: [{ buttonText: 'Tab 1', buttonType: 'regular', components: [], description: '', thumbnailUrl: '', altText: '', color: '', locked: false }],
    });
    expect(made.body.children).toEqual([]);
    await child(base, 'loose');
    const page = (await teacher.get(`pages/${base}/`)).body;
    expect(page.contents.map((c: { type: string }) => c.type)).toEqual(['advanced']);
  });

  it('answers the children with the container on the page, for students too, in tab order', async () => {
    const { base, fixture } = await course();
    const [a, b, c] = [await child(base, 'A'), await child(base, 'B'), await child(base, 'C')];
    const made = await container(base, tabsConfig([b, a], { buttonType: 'separator', buttonText: 'More' }, [c]));
    expect(made.status).toBe(201);
    expect(made.body.children.map((x: { _id: string }) => x._id)).toEqual([b, a, c]);
    const page = (await learner.get(`pages/${base}/`)).body;
    expect(page.contents).toHaveLength(1);
    expect(page.contents[0].children.map((x: { config: { html: string } }) => x.config.html)).toEqual(['<p>B</p>', '<p>A</p>', '<p>C</p>']);
    expect(page.contents[0].children[0]).toMatchObject({ type: 'snippet', plugin: 'snippets', title: 'B' });
    // The child alone: visible to the student because its container is.
    expect((await learner.get(`components/${fixture.courseId}/${a}/`)).status).toBe(200);
    expect((await learner.get(`preview/snippet/${a}/${fixture.courseId}`)).status).toBe(403);
    expect((await teacher.get(`preview/advanced/${made.body._id}/${fixture.courseId}`)).body.children).toHaveLength(3);
  });

  it('hides children from students when the container is not visible to them', async () => {
    const { base, fixture } = await course();
    const a = await child(base, 'A');
    expect((await learner.get(`components/${fixture.courseId}/${a}/`)).status).toBe(404);
    await container(base, tabsConfig([a]));
    expect((await learner.get(`components/${fixture.courseId}/${a}/`)).status).toBe(200);
    await teacher.put(`pages/${base}/`, { draft: true });
    expect((await learner.get(`components/${fixture.courseId}/${a}/`)).status).toBe(404);
    expect((await teacher.get(`components/${fixture.courseId}/${a}/`)).status).toBe(200);
  });

  it('hides locked tabs and what they hold from students (part 1 §4), and from an instructor viewing as a student', async () => {
    const { base, fixture } = await course();
    const [open, secret] = [await child(base, 'open'), await child(base, 'secret')];
    const made = await container(base, tabsConfig({ buttonText: 'Open', components: [open] }, { buttonText: 'Answers', components: [secret], locked: true }));
    const seenBy = async (client: TestClient, query = '') => (await client.get(`pages/${base}/${query}`)).body.contents[0];
    const forStudent = await seenBy(learner);
    expect(forStudent.config.tabs.map((t: { buttonText: string }) => t.buttonText)).toEqual(['Open']);
    expect(forStudent.children.map((c: { _id: string }) => c._id)).toEqual([open]);
    expect((await seenBy(teacher, '?as=student')).config.tabs).toHaveLength(1);
    const forTeacher = await seenBy(teacher);
    expect(forTeacher.config.tabs.map((t: { locked: boolean }) => t.locked)).toEqual([false, true]);
    expect(forTeacher.children).toHaveLength(2);
    expect((await learner.get(`components/${fixture.courseId}/${secret}/`)).status).toBe(404);
    expect((await learner.get(`components/${fixture.courseId}/${made.body._id}/`)).body.config.tabs).toHaveLength(1);
    expect((await teacher.get(`components/${fixture.courseId}/${secret}/`)).status).toBe(200);
  });

  it('saves a child through the page of its container, and refuses one that is neither on the page nor held', async () => {
    const { base, fixture } = await course();
    const a = await child(base, 'A');
    expect((await teacher.put(`components/${base}/${a}/`, { title: 'Early' })).status).toBe(404);
    await container(base, tabsConfig([a]));
    const saved = await teacher.put(`components/${base}/${a}/`, { title: 'Renamed', config: { html: '<p>New</p>' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Renamed', config: { html: '<p>New</p>' } });
    const otherPage = `${fixture.courseId}/${fixture.first.lessonId}/${fixture.lessons[0]!.pageIds[1]}`;
    expect((await teacher.put(`components/${otherPage}/${a}/`, { title: 'Elsewhere' })).status).toBe(404);
  });
});

describe('advanced component rules (part 2 §5)', () => {
  const fieldsOf = (answer: { status: number; body: any }) => {
    expect(answer.status).toBe(422);
    return answer.body.fields as { field: string; message: string }[];
  };

  it('refuses an advanced component inside another: You cannot nest advanced components', async () => {
    const { base } = await course();
    const inner = (await teacher.post(`components/${base}/new/`, { type: 'advanced', slot: null })).body._id;
    const a = await child(base, 'A');
    expect(fieldsOf(await container(base, tabsConfig([a, inner])))).toEqual([{ field: 'config/tabs/0/components/1', message: 'You cannot nest advanced components' }]);
    const outer = await container(base, tabsConfig([a]));
    expect(outer.status).toBe(201);
    expect(fieldsOf(await teacher.put(`components/${base}/${outer.body._id}/`, { config: tabsConfig([a], [inner]) }))).toEqual([
      { field: 'config/tabs/1/components/0', message: 'You cannot nest advanced components' },
    ]);
    // Nothing was stored.
    expect((await teacher.get(`pages/${base}/`)).body.contents[0].config.tabs).toHaveLength(1);
  });

  it('refuses a component already on a tab: This component is already on a tab.', async () => {
    const { base } = await course();
    const [a, b] = [await child(base, 'A'), await child(base, 'B')];
    expect(fieldsOf(await container(base, tabsConfig([a, b], [b])))).toEqual([{ field: 'config/tabs/1/components/0', message: 'This component is already on a tab.' }]);
    expect(fieldsOf(await container(base, tabsConfig([a, a])))).toEqual([{ field: 'config/tabs/0/components/1', message: 'This component is already on a tab.' }]);
    expect((await container(base, tabsConfig([a], [b]))).status).toBe(201);
  });

  it(`holds at most ${MAX_COMPONENTS_PER_TAB} components per tab: Number of components has been reached.`, async () => {
    const { base } = await course();
    const ids = Array.from({ length: MAX_COMPONENTS_PER_TAB + 1 }, (_, n) => n.toString(16).padStart(24, '0'));
    expect(fieldsOf(await container(base, tabsConfig(ids)))).toEqual([{ field: 'config/tabs/0/components', message: 'Number of components has been reached.' }]);
  });

  it('refuses components that do not exist, are not usable in this course, or are the container itself', async () => {
    const { base } = await course();
    const elsewhere = await course();
    const foreign = await child(elsewhere.base, 'Foreign');
    const missing = 'f'.repeat(24);
    expect(fieldsOf(await container(base, tabsConfig([missing], [foreign])))).toEqual([
      { field: 'config/tabs/0/components/0', message: 'This item is not in this course or your library.' },
      { field: 'config/tabs/1/components/0', message: 'This item is not in this course or your library.' },
    ]);
    // Pinned to the author's library, it may be used in another course.
    await teacher.get(`pin_to_library/component/${foreign}/${elsewhere.fixture.courseId}`);
    const made = await container(base, tabsConfig([foreign]));
    expect(made.status).toBe(201);
    expect(fieldsOf(await teacher.put(`components/${base}/${made.body._id}/`, { config: tabsConfig([foreign, made.body._id]) }))).toEqual([
      { field: 'config/tabs/0/components/1', message: 'A component cannot hold itself.' },
    ]);
  });

  it('checks the tabs: names, separators, image addresses, colours, layout', async () => {
    const { base } = await course();
    const a = await child(base, 'A');
    expect(fieldsOf(await container(base, { layout: 'top', tabs: [] }))).toEqual([{ field: 'config/tabs', message: 'Add at least one tab.' }]);
    expect(fieldsOf(await container(base, { ...tabsConfig([]), layout: 'right' }))).toEqual([{ field: 'config/layout', message: 'Place the tabs on top or on the left.' }]);
    expect(fieldsOf(await container(base, tabsConfig([], { buttonText: '  ', buttonType: 'separator' })))).toEqual([{ field: 'config/tabs/1/buttonText', message: 'Please enter a tab name.' }]);
    expect(fieldsOf(await container(base, tabsConfig([], { buttonType: 'separator', buttonText: 'More', components: [a] })))).toEqual([
      { field: 'config/tabs/1/components', message: 'A separator holds no components.' },
    ]);
    expect(fieldsOf(await container(base, tabsConfig({ thumbnailUrl: 'javascript:alert(1)', altText: 'x' })))).toEqual([
      { field: 'config/tabs/0/thumbnailUrl', message: 'Please enter a valid image URL.' },
    ]);
    expect(fieldsOf(await container(base, tabsConfig({ color: 'red' })))).toEqual([{ field: 'config/tabs/0/color', message: 'Please choose a colour as #rrggbb.' }]);
    expect(fieldsOf(await container(base, tabsConfig({ sound: 'on' } as never)))).toEqual([{ field: 'config/tabs/0/sound', message: 'Unknown field "sound"' }]);
    const good = await container(base, {
      layout: 'left',
      tabs: [
        { buttonText: ' Cells ', buttonType: 'regular', components: [a], description: ' Read first. ', thumbnailUrl: '/files/cell.png', altText: 'A cell', color: '#1A73E8', locked: false },
        { buttonText: 'More', buttonType: 'separator', components: [], description: '', thumbnailUrl: '', altText: '', color: '', locked: false },
        { buttonText: 'Pictures', buttonType: 'regular', components: [], description: '', thumbnailUrl: 'https://example.org/cell.png', altText: '', color: '', locked: false },
      ],
    });
    expect(good.status).toBe(201);
    expect(good.body.config.tabs[0]).toMatchObject({ buttonText: 'Cells', description: 'Read first.', color: '#1a73e8' });
  });
});

describe('copies of a page holding tabs', () => {
  it('clones the tabs with copies of their components, independent of the original', async () => {
    const { base, fixture } = await course();
    const [a, b] = [await child(base, 'A'), await child(base, 'B')];
    const original = (await container(base, tabsConfig([a], [b]))).body;
    const cloned = await teacher.post(`clone/pages/${fixture.courseId}/${fixture.first.lessonId}/`, { ids: [fixture.first.pageId] });
    expect(cloned.status).toBe(201);
    const copyBase = `${fixture.courseId}/${fixture.first.lessonId}/${cloned.body.pages[0]._id}`;
    const copy = (await teacher.get(`pages/${copyBase}/`)).body.contents[0];
    expect(copy._id).not.toBe(original._id);
    const copiedIds = copy.config.tabs.flatMap((t: { components: string[] }) => t.components);
    expect(copiedIds).toHaveLength(2);
    expect(copiedIds).not.toContain(a);
    expect(copiedIds).not.toContain(b);
    expect(copy.children.map((c: { _id: string }) => c._id)).toEqual(copiedIds);
    expect(copy.children.map((c: { title: string }) => c.title)).toEqual(['A', 'B']);

    await teacher.put(`components/${copyBase}/${copiedIds[0]}/`, { config: { html: '<p>Changed in the copy</p>' } });
    const again = (await teacher.get(`pages/${base}/`)).body.contents[0];
    expect(again.children[0].config.html).toBe('<p>A</p>');
    expect((await teacher.get(`pages/${copyBase}/`)).body.contents[0].children[0].config.html).toBe('<p>Changed in the copy</p>');
  });
});
