import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';

/**
 * The bookmarks panel's calls are core's (docs/architecture.md "Notes, bookmarks and
 * glossary"): what the panel relies on, checked here with the plugin installed.
 */
let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let classmate: TestClient;
let courseId: string;
let lesson: { id: string; pageIds: string[] };

const star = (pageId: string, lessonId = lesson.id) => `pages/${courseId}/${lessonId}/${pageId}/toggle_star/`;
const list = () => `bookmarks/${courseId}/`;
const titles = async (client: TestClient) => (await client.get(list())).body.pages.map((page: { title: string }) => page.title);

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const other = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student, other], settings: { enable_bookmarks: true }, lessons: [{ title: 'Cells', pages: [{ title: 'Membranes' }, { title: 'Walls' }, { title: 'Draft', draft: true }] }] });
  courseId = course.courseId;
  lesson = course.lessons[0]!;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  classmate = await tk.loginAs(other);
});

afterAll(() => tk?.close());

describe('bookmarks as the panel reads them', () => {
  it("keeps each reader's bookmarks private, newest first", async () => {
    tk.clock.set('2026-03-02T10:00:00.000Z');
    expect((await learner.post(star(lesson.pageIds[0]!))).body).toEqual({ starClicked: true });
    tk.clock.advance(1000);
    await learner.post(star(lesson.pageIds[1]!));
    expect(await titles(learner)).toEqual(['Walls', 'Membranes']);
    expect(await titles(classmate)).toEqual([]);
    expect(await titles(teacher)).toEqual([]);
  });

  it('cannot star a page the student may not see, and hides a starred page once it is hidden', async () => {
    const refused = await learner.post(star(lesson.pageIds[2]!));
    expect(refused.status).toBe(404);
    expect(refused.body.errno).toBe('not-found');
    await teacher.put(`pages/${courseId}/${lesson.id}/${lesson.pageIds[1]}/`, { draft: true });
    expect(await titles(learner)).toEqual(['Membranes']);
    await teacher.put(`pages/${courseId}/${lesson.id}/${lesson.pageIds[1]}/`, { draft: false });
    expect(await titles(learner)).toEqual(['Walls', 'Membranes']);
  });
});
