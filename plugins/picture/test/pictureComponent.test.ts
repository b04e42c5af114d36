import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import picturePlugin from '../src/server/index.ts';
import { ALT_TEXT_REQUIRED, NOT_AN_IMAGE_ADDRESS } from '../src/schemas/pictureConfig.ts';

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let page: string;
let courseId: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [picturePlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }] }] });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  courseId = course.courseId;
  page = `${course.first.courseId}/${course.first.lessonId}/${course.first.pageId}`;
});

afterAll(() => tk?.close());

const fieldsOf = async (config: Record<string, unknown>) => (await teacher.post(`components/${page}/new/`, { type: 'picture', config })).body.fields;

describe('picture component through the kernel routes', () => {
  it('starts without an image, and stores a trimmed one with its alt text that students read', async () => {
    const blank = await teacher.post(`components/${page}/new/`, { type: 'picture' });
    expect(blank.body.config).toEqual({ url: '' });
    const map = await tk.libraryFile(courseId, { name: 'map.png', library: 'images' });
    const saved = await teacher.put(`components/${page}/${blank.body._id}/`, {
      config: { url: ` ${map.url} `, file: map.id, alt_text: ' A map of the campus ', caption: '  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.config).toEqual({ url: map.url, file: map.id, alt_text: 'A map of the campus' });
    expect((await learner.get(`pages/${page}/`)).body.contents[0].config).toEqual(saved.body.config);
  });

  it("refuses an image without alt text with the spec's message, and an address that is no image address", async () => {
    expect(await fieldsOf({ url: 'https://example.org/cat.jpg' })).toEqual([{ field: 'config/alt_text', message: ALT_TEXT_REQUIRED }]);
    expect(await fieldsOf({ url: 'https://example.org/cat.jpg', alt_text: '   ' })).toEqual([{ field: 'config/alt_text', message: ALT_TEXT_REQUIRED }]);
    expect(await fieldsOf({ url: 'javascript:alert(1)', alt_text: 'x' })).toEqual([{ field: 'config/url', message: NOT_AN_IMAGE_ADDRESS }]);
    expect(await fieldsOf({ url: '/server/media/../../etc/passwd', alt_text: 'x' })).toEqual([{ field: 'config/url', message: NOT_AN_IMAGE_ADDRESS }]);
    expect(await fieldsOf({ url: '', file: 'nope' })).toEqual([{ field: 'config/file', message: 'The image must be named by its 24-character id.' }]);
    expect(await fieldsOf({ url: `https://example.org/${'a'.repeat(2000)}.png`, alt_text: 'x' })).toEqual([{ field: 'config/url', message: 'The image address is at most 2000 characters.' }]);
  });
});
