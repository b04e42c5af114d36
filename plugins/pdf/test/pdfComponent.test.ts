import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import pdfPlugin from '../src/server/index.ts';

let tk: TestKernel;
let course: CourseFixture;
let teacher: TestClient;
let learner: TestClient;
let page1: string;
let page2: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [pdfPlugin] });
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

const fieldsOf = async (config: Record<string, unknown>) => (await teacher.post(`components/${page2}/new/`, { type: 'pdf', config })).body.fields;
const NOT_A_PDF = 'The URL must lead to a PDF file (ending in .pdf) or to a document uploaded to this site.';

describe('pdf component through the kernel routes', () => {
  it('stores a trimmed config and students read it on the page', async () => {
    const created = await teacher.post(`components/${page1}/new/`, {
      type: 'pdf',
      title: 'Syllabus',
      config: { url: ' https://example.org/files/Syllabus.PDF?v=2 ', title: ' Course syllabus  ', height: 900 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'pdf', plugin: 'pdf' });
    expect(created.body.config).toEqual({ url: 'https://example.org/files/Syllabus.PDF?v=2', title: 'Course syllabus', height: 900 });
    const page = (await learner.get(`pages/${page1}/`)).body;
    expect(page.contents[0].config).toEqual(created.body.config);
  });

  it('accepts an uploaded document by its same-site address and record id', async () => {
    const created = await teacher.post(`components/${page1}/new/`, {
      type: 'pdf',
      config: { url: '/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/reading.pdf', file: '5f0c2a9e1b2c3d4e5f6a7b8c', title: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ url: '/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/reading.pdf', file: '5f0c2a9e1b2c3d4e5f6a7b8c' });
  });

  it('starts a new component with a config that satisfies its own rules', async () => {
    const created = await teacher.post(`components/${page2}/new/`, { type: 'pdf' });
    expect(created.status).toBe(201);
    expect(created.body.config.url).toMatch(/^https:\/\/.+\.pdf$/);
    expect((await teacher.put(`components/${page2}/${created.body._id}/`, { config: created.body.config })).status).toBe(200);
  });

  it("refuses a missing or blank URL with the spec's message, storing nothing", async () => {
    const existing = (await teacher.get(`pages/${page1}/`)).body.contents[0];
    const saved = await teacher.put(`components/${page1}/${existing._id}/`, { config: { title: 'No address' } });
    expect(saved.status).toBe(422);
    expect(saved.body.fields).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect(await fieldsOf({ url: '  ' })).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect((await teacher.get(`components/${course.first.courseId}/${existing._id}/`)).body.config.title).toBe('Course syllabus');
  });

  it('refuses addresses that are not PDF files or uploads', async () => {
    for (const url of [
      'https://example.org/files/syllabus.docx',
      'https://example.org/syllabus.pdf.html',
      'https://example.org/getpdf',
      'ftp://example.org/syllabus.pdf',
      'javascript:alert(1)//.pdf',
      '/files/syllabus.pdf',
      '/server/media/../sayhi',
      '/server/media/',
      'https://exa mple.org/a.pdf',
    ]) {
      expect(await fieldsOf({ url }), url).toEqual([{ field: 'config/url', message: NOT_A_PDF }]);
    }
  });

  it('refuses bad optional fields with their messages', async () => {
    const url = 'https://example.org/a.pdf';
    expect(await fieldsOf({ url, height: 100 })).toEqual([{ field: 'config/height', message: 'The height must be a whole number of pixels from 200 to 4000.' }]);
    expect(await fieldsOf({ url, file: 'reading.pdf' })).toEqual([
      { field: 'config/file', message: 'The file must be the 24-character id of an uploaded document.' },
    ]);
    expect(await fieldsOf({ url, title: 'x'.repeat(201) })).toEqual([{ field: 'config/title', message: 'The title is too long (at most 200 characters).' }]);
    expect(await fieldsOf({ url, pages: 3 })).toEqual([{ field: 'config/pages', message: 'Unknown field "pages"' }]);
  });

  it('offers its title as searchable text and a demo', () => {
    const type = pdfPlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: 'https://example.org/a.pdf', title: 'Course syllabus' })).toBe('Course syllabus');
    expect(type.searchableText!({ url: 'https://example.org/a.pdf' })).toBe('');
    expect(type.demo!.config.url).toBe('https://mozilla.github.io/pdf.js/web/compressed.tracemonkey-pldi-09.pdf');
  });
});
