import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG } from '../src/calls/noteCalls.ts';

let tk: TestKernel;
let teacher: TestClient;
let assistant: TestClient;
let learner: TestClient;
let classmate: TestClient;
let outsider: TestClient;
let courseId: string;
let lesson1: { id: string; pageIds: string[] };
let draftLesson: { id: string; pageIds: string[] };

const notePath = (lessonId: string, pageId: string, course = courseId) => `study-tools/notes/${course}/${lessonId}/${pageId}/`;
const listPath = (course = courseId) => `study-tools/notes/${course}/`;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
  const instructor = await tk.createUser('instructor');
  const helper = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const other = await tk.createUser('student');
  const course = await tk.createCourse({
    instructor,
    assistants: [helper],
    students: [student, other],
    lessons: [
      { title: 'Lesson 1', pages: [{ title: 'Page 1' }, { title: 'Page 2' }, { title: 'Draft page', draft: true }] },
      { title: 'Draft lesson', draft: true, pages: [{ title: 'Hidden page' }] },
    ],
  });
  courseId = course.courseId;
  [lesson1, draftLesson] = course.lessons as [typeof lesson1, typeof draftLesson];
  teacher = await tk.loginAs(instructor);
  assistant = await tk.loginAs(helper);
  learner = await tk.loginAs(student);
  classmate = await tk.loginAs(other);
  outsider = await tk.loginAs(await tk.createUser('student'));
});

afterAll(() => tk?.close());

describe('a page note (study-tools/notes/{courseId}/{lessonId}/{pageId}/)', () => {
  it('is empty before anything was written', async () => {
    const read = await learner.get(notePath(lesson1.id, lesson1.pageIds[0]!));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ text: '', updated_at: null });
  });

  it('saves and reads back the text, a later save replacing it', async () => {
    tk.clock.set('2026-03-02T10:00:00.000Z');
    const saved = await learner.put(notePath(lesson1.id, lesson1.pageIds[0]!), { text: 'Remember the\nthree rules.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ text: 'Remember the\nthree rules.', updated_at: '2026-03-02T10:00:00.000Z' });
    tk.clock.advance(5_000);
    await learner.put(notePath(lesson1.id, lesson1.pageIds[0]!), { text: 'Remember the four rules.' });
    expect((await learner.get(notePath(lesson1.id, lesson1.pageIds[0]!))).body).toEqual({ text: 'Remember the four rules.', updated_at: '2026-03-02T10:00:05.000Z' });
  });

  it('is private to its writer: classmates, assistants and instructors read only their own', async () => {
    for (const reader of [classmate, assistant, teacher]) {
      expect((await reader.get(notePath(lesson1.id, lesson1.pageIds[0]!))).body).toEqual({ text: '', updated_at: null });
      expect((await reader.get(listPath())).body).toEqual({ notes: [] });
    }
    expect((await teacher.put(notePath(lesson1.id, lesson1.pageIds[0]!), { text: 'Slide 4 needs a figure.' })).status).toBe(200);
    expect((await teacher.get(listPath())).body.notes.map((note: { text: string }) => note.text)).toEqual(['Slide 4 needs a figure.']);
    expect((await learner.get(notePath(lesson1.id, lesson1.pageIds[0]!))).body.text).toBe('Remember the four rules.');
  });

  it('removes the note when saved blank', async () => {
    await classmate.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: 'temporary' });
    expect((await classmate.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: '  \n ' })).body).toEqual({ text: '', updated_at: null });
    expect((await classmate.get(listPath())).body).toEqual({ notes: [] });
  });

  it('refuses a note too long or not text, storing nothing', async () => {
    const long = await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual([{ field: 'text', message: NOTE_TOO_LONG }]);
    expect((await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: 4 })).status).toBe(422);
    expect((await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: 'a', page: 1 })).status).toBe(422);
    expect((await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), {})).status).toBe(422);
    expect((await learner.get(notePath(lesson1.id, lesson1.pageIds[1]!))).body.text).toBe('');
    expect((await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: 'x'.repeat(NOTE_MAX_LENGTH) })).status).toBe(200);
    await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: '' });
  });

  it('cannot be written or read on a page the student may not see, nor on a page of another lesson', async () => {
    for (const [lessonId, pageId] of [
      [lesson1.id, lesson1.pageIds[2]!],
      [draftLesson.id, draftLesson.pageIds[0]!],
      [draftLesson.id, lesson1.pageIds[0]!],
      [lesson1.id, 'f'.repeat(24)],
    ] as const) {
      const write = await learner.put(notePath(lessonId, pageId), { text: 'peek' });
      expect(write.status, pageId).toBe(404);
      expect(write.body).toEqual({ errno: 'not-found', error: 'Page not found.' });
      expect((await learner.get(notePath(lessonId, pageId))).status).toBe(404);
    }
    // Instructors see drafts, so they may note them.
    expect((await teacher.put(notePath(lesson1.id, lesson1.pageIds[2]!), { text: 'Finish this draft.' })).status).toBe(200);
  });

  it('is for the people of the course only', async () => {
    const read = await outsider.get(notePath(lesson1.id, lesson1.pageIds[0]!));
    expect(read.status).toBe(403);
    expect((await outsider.put(notePath(lesson1.id, lesson1.pageIds[0]!), { text: 'x' })).status).toBe(403);
    expect((await outsider.get(listPath())).status).toBe(403);
    expect((await tk.client().get(listPath())).status).toBe(401);
  });
});

describe('the notes list (study-tools/notes/{courseId}/)', () => {
  it("lists the caller's notes in course order, each with its page and lesson", async () => {
    tk.clock.set('2026-03-03T09:00:00.000Z');
    await learner.put(notePath(lesson1.id, lesson1.pageIds[1]!), { text: 'Second page note' });
    const listed = await learner.get(listPath());
    expect(listed.status).toBe(200);
    expect(listed.body.notes).toEqual([
      { lesson_id: lesson1.id, page_id: lesson1.pageIds[0], lesson_title: 'Lesson 1', page_title: 'Page 1', text: 'Remember the four rules.', updated_at: '2026-03-02T10:00:05.000Z' },
      { lesson_id: lesson1.id, page_id: lesson1.pageIds[1], lesson_title: 'Lesson 1', page_title: 'Page 2', text: 'Second page note', updated_at: '2026-03-03T09:00:00.000Z' },
    ]);
    expect((await teacher.get(listPath())).body.notes.map((note: { page_title: string }) => note.page_title)).toEqual(['Page 1', 'Draft page']);
  });

  it('leaves out a note whose page the student can no longer see, and shows it again when the page is back', async () => {
    const pageSettings = `pages/${courseId}/${lesson1.id}/${lesson1.pageIds[1]}/`;
    expect((await teacher.put(pageSettings, { draft: true })).status).toBe(200);
    expect((await learner.get(listPath())).body.notes.map((note: { page_title: string }) => note.page_title)).toEqual(['Page 1']);
    expect((await teacher.put(pageSettings, { draft: false })).status).toBe(200);
    expect((await learner.get(listPath())).body.notes.map((note: { page_title: string }) => note.page_title)).toEqual(['Page 1', 'Page 2']);
  });
});
