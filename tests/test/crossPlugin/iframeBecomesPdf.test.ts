import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
// The iframe plugin's rule turns a component into the pdf plugin's type, so it is
// tested with both installed, as in the host (a plugin's own tests install no other plugin).
import iframePlugin from '../../../plugins/iframe/src/server/index.ts';
import pdfPlugin from '../../../plugins/pdf/src/server/index.ts';

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let base: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [iframePlugin, pdfPlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student] });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  base = `${course.first.courseId}/${course.first.lessonId}/${course.first.pageId}`;
});

afterAll(() => tk?.close());

describe('"a url ending in pdf becomes type pdf" (part 2 §5)', () => {
  it('stores an iframe saved with a PDF address as a pdf component, keeping its title and height', async () => {
    const created = await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: 'https://example.org/tour' } });
    expect(created.body).toMatchObject({ type: 'iframe', plugin: 'iframe' });
    const saved = await teacher.put(`components/${base}/${created.body._id}/`, { config: { url: 'https://example.org/files/Syllabus.PDF?v=2', title: 'Syllabus', height: 700 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: created.body._id, type: 'pdf', plugin: 'pdf', config: { url: 'https://example.org/files/Syllabus.PDF?v=2', title: 'Syllabus', height: 700 } });
    expect((await learner.get(`pages/${base}/`)).body.contents.map((c: { type: string }) => c.type)).toEqual(['pdf']);
  });

  it('creates a pdf component straight away from an iframe with a PDF address, and leaves other addresses alone', async () => {
    const created = await teacher.post(`components/${base}/new/`, { type: 'iframe', slot: 'recommended', config: { url: 'https://example.org/notes.pdf#page=2' } });
    expect(created.body).toMatchObject({ type: 'pdf', config: { url: 'https://example.org/notes.pdf#page=2' } });
    const page = await teacher.post(`components/${base}/new/`, { type: 'iframe', slot: 'recommended', config: { url: 'https://example.org/pdf-guide' } });
    expect(page.body.type).toBe('iframe');
  });
});

describe('without the pdf plugin', () => {
  it('keeps the iframe (its View shows the PDF in the browser viewer)', async () => {
    const alone = await createTestKernel({ plugins: [iframePlugin] });
    try {
      const instructor = await alone.createUser('instructor');
      const course = await alone.createCourse({ instructor });
      const client = await alone.loginAs(instructor);
      const created = await client.post(`components/${course.first.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'iframe', config: { url: 'https://example.org/a.pdf' } });
      expect(created.body).toMatchObject({ type: 'iframe', config: { url: 'https://example.org/a.pdf' } });
    } finally {
      await alone.close();
    }
  });
});
