import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { classroom } from './support.ts';

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let teacher: TestClient;
let learner: TestClient;

beforeAll(async () => {
  ({ tk, instructor, student, teacher, learner } = await classroom());
});
afterAll(() => tk?.close());

describe('preview lessons (issue 26 item 7)', () => {
  it('answers an anonymous caller the preview lessons only, with non-draft pages as a student sees them', async () => {
    const course = await tk.createCourse({
      instructor,
      students: [student],
      lessons: [
        { title: 'Intro', pages: [{ title: 'Welcome' }, { title: 'Unfinished', draft: true }] },
        { title: 'Members only', pages: [{ title: 'Secret page' }] },
        { title: 'Draft preview', draft: true, pages: [{ title: 'Hidden' }] },
      ],
    });
    const { courseId } = course;
    const [intro, members, draftLesson] = course.lessons;
    const anonymous = tk.client();
    // Before any lesson is flagged: not-found with the message.
    const none = await anonymous.get(`preview_lessons/${courseId}/`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('This course has no preview lessons.');

    // Only editors set the flag; it is validated.
    expect((await learner.put(`collection/lessons/${courseId}/${intro!.id}/`, { preview: true })).status).toBe(403);
    expect((await teacher.put(`collection/lessons/${courseId}/${intro!.id}/`, { preview: 'yes' })).status).toBe(422);
    const saved = await teacher.put(`collection/lessons/${courseId}/${intro!.id}/`, { preview: true });
    expect(saved.status).toBe(200);
    expect(saved.body.preview).toBe(true);
    expect((await teacher.put(`collection/lessons/${courseId}/${draftLesson!.id}/`, { preview: true })).status).toBe(200);
    await teacher.post(`components/${courseId}/${intro!.id}/${intro!.pageIds[0]}/new/`, { type: 'note', slot: 'contents', config: { text: 'hello' } });
    await teacher.post(`components/${courseId}/${intro!.id}/${intro!.pageIds[0]}/new/`, { type: 'note', slot: 'instructor_notes', config: { text: 'secret' } });

    const answer = await anonymous.get(`preview_lessons/${courseId}/`);
    expect(answer.status).toBe(200);
    expect(answer.body.course).toEqual({ _id: courseId, title: expect.any(String) });
    expect(answer.body.lessons.map((l: { title: string }) => l.title)).toEqual(['Intro']);
    const pages = answer.body.lessons[0].pages;
    expect(pages.map((p: { title: string }) => p.title)).toEqual(['Welcome']);
    expect(pages[0].contents).toHaveLength(1);
    expect(pages[0].contents[0].type).toBe('note');
    expect(pages[0].instructor_notes).toBeUndefined();
    expect(JSON.stringify(answer.body)).not.toContain(members!.id);
    expect(JSON.stringify(answer.body)).not.toContain('Secret page');

    // Unflagging hides it again.
    await teacher.put(`collection/lessons/${courseId}/${intro!.id}/`, { preview: false });
    expect((await anonymous.get(`preview_lessons/${courseId}/`)).status).toBe(404);
  });

  it('answers not-found for an unknown course', async () => {
    const answer = await tk.client().get('preview_lessons/000000000000000000000000/');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('This course has no preview lessons.');
  });
});
