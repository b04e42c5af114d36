import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import presentationPlugin from '../src/server/index.ts';
import { NOT_A_PRESENTATION } from '../src/schemas/presentationConfig.ts';

let tk: TestKernel;
let course: CourseFixture;
let teacher: TestClient;
let learner: TestClient;
let page1: string;
let page2: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [presentationPlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }] }] });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  const { courseId, lessonId } = course.first;
  page1 = `${courseId}/${lessonId}/${course.lessons[0]!.pageIds[0]}`;
  page2 = `${courseId}/${lessonId}/${course.lessons[0]!.pageIds[1]}`;
});

afterAll(() => tk?.close());

const fieldsOf = async (config: Record<string, unknown>) => (await teacher.post(`components/${page2}/new/`, { type: 'presentation', config })).body.fields;
const DECK = 'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/edit?usp=sharing';

describe('presentation component through the kernel routes', () => {
  it('stores the share link trimmed and students read it on the page', async () => {
    const created = await teacher.post(`components/${page1}/new/`, { type: 'presentation', title: 'Week 1', config: { url: `  ${DECK} `, title: ' Cells ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'presentation', plugin: 'presentation' });
    expect(created.body.config).toEqual({ url: DECK, title: 'Cells' });
    const page = (await learner.get(`pages/${page1}/`)).body;
    expect(page.contents[0].config).toEqual(created.body.config);
  });

  it('accepts each kind of link it can show', async () => {
    for (const url of [
      'https://drive.google.com/file/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/view',
      'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr',
      'https://example.org/decks/week1.pptx',
      'https://example.org/decks/week1.pdf',
    ]) {
      // Recommended resources: a page's contents stop at two.
      const created = await teacher.post(`components/${page2}/new/`, { type: 'presentation', slot: 'recommended', config: { url } });
      expect(created.status, url).toBe(201);
    }
  });

  it('starts a new component with a config that satisfies its own rules', async () => {
    const created = await teacher.post(`components/${page2}/new/`, { type: 'presentation' });
    expect(created.status).toBe(201);
    expect((await teacher.put(`components/${page2}/${created.body._id}/`, { config: created.body.config })).status).toBe(200);
  });

  it("refuses a missing or blank URL with the spec's message, storing nothing", async () => {
    const existing = (await teacher.get(`pages/${page1}/`)).body.contents[0];
    const saved = await teacher.put(`components/${page1}/${existing._id}/`, { config: { title: 'No link' } });
    expect(saved.status).toBe(422);
    expect(saved.body.fields).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect(await fieldsOf({ url: '' })).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect((await teacher.get(`components/${course.first.courseId}/${existing._id}/`)).body.config.url).toBe(DECK);
  });

  it('refuses a link it cannot show, with a message that says what it can', async () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.slideshare.net/Slideshare/get-started-with-slide-share', 'javascript:alert(1)']) {
      expect(await fieldsOf({ url }), url).toEqual([{ field: 'config/url', message: NOT_A_PRESENTATION }]);
    }
    expect(await fieldsOf({ url: DECK, height: 400 })).toEqual([{ field: 'config/height', message: 'Unknown field "height"' }]);
  });

  it('offers its title as searchable text and a demo', () => {
    const type = presentationPlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: DECK, title: 'Cells' })).toBe('Cells');
    expect(type.searchableText!({ url: DECK })).toBe('');
    expect(type.demo!.config.url).toMatch(/^https:\/\/docs\.google\.com\/presentation\/d\//);
  });
});
