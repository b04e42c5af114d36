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

describe('visibility (part 2 §4)', () => {
  it('hides drafts and locked items from students, shows them to professors, and ?as=student previews', async () => {
    const course = await tk.createCourse({
      instructor,
      students: [student],
      lessons: [
        { title: 'Open', pages: [{ title: 'Visible' }, { title: 'Draft page', draft: true }] },
        { title: 'Draft lesson', draft: true, pages: [{ title: 'Inside draft' }] },
      ],
    });
    const [open, draft] = course.lessons;
    const locked = await teacher.put(`pages/${course.courseId}/${open!.id}/${open!.pageIds[0]}/`, { title: 'Locked', suppress_until_available: true, open_date: '2050-01-01T00:00:00.000Z' });
    expect(locked.status).toBe(200);

    const asStudent = await learner.get(`courses/${course.courseId}/`);
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.lessons.map((l: { title: string }) => l.title)).toEqual(['Open']);
    expect(asStudent.body.lessons[0].pages).toEqual([]);
    expect((await learner.get(`pages/${course.courseId}/${open!.id}/${open!.pageIds[0]}/`)).body.errno).toBe('not-found');
    expect((await learner.get(`lessons/${course.courseId}/${draft!.id}/`)).status).toBe(404);

    const asProfessor = await teacher.get(`courses/${course.courseId}/`);
    expect(asProfessor.body.lessons.map((l: { title: string }) => l.title)).toEqual(['Open', 'Draft lesson']);
    expect(asProfessor.body.lessons[0].pages.map((p: { title: string }) => p.title)).toEqual(['Locked', 'Draft page']);

    const preview = await teacher.get(`courses/${course.courseId}/?as=student`);
    expect(preview.body.lessons).toEqual(asStudent.body.lessons);
    expect((await teacher.get(`courses/${course.courseId}/?as=teacher`)).status).toBe(422);

    // A page locked until a date shows once the date has passed.
    const soon = new Date(tk.clock.now().getTime() + 3600_000).toISOString();
    await teacher.put(`pages/${course.courseId}/${open!.id}/${open!.pageIds[1]}/`, { draft: false, suppress_until_available: true, open_date: soon });
    expect((await learner.get(`courses/${course.courseId}/`)).body.lessons[0].pages).toEqual([]);
    tk.clock.advance(2 * 3600_000);
    try {
      const later = await learner.get(`courses/${course.courseId}/`);
      expect(later.body.lessons[0].pages.map((p: { title: string }) => p.title)).toEqual(['Draft page']);
    } finally {
      tk.clock.reset();
    }
  });

  it('shows instructor notes to professors only, and not when previewing as a student', async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const { courseId, lessonId, pageId } = course.first;
    await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'note', slot: 'instructor_notes', config: { text: 'secret' } });
    expect((await teacher.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.instructor_notes).toHaveLength(1);
    expect((await teacher.get(`pages/${courseId}/${lessonId}/${pageId}/?as=student`)).body.instructor_notes).toBeUndefined();
    expect((await learner.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.instructor_notes).toBeUndefined();
  });
});

describe('course load errors (part 2 §8)', () => {
  it('answers not-logged, student-not-in-course and not-found', async () => {
    const course = await tk.createCourse({ instructor });
    expect((await tk.client().get(`courses/${course.courseId}/`)).body.errno).toBe('not-logged');
    expect((await learner.get(`courses/${course.courseId}/`)).body).toMatchObject({ errno: 'student-not-in-course' });
    expect((await learner.get('courses/0123456789abcdef01234567/')).status).toBe(404);
  });

  it('sends students of a course that starts later to come back later; professors get in', async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const start = new Date(Math.ceil(tk.clock.now().getTime() / 1000) * 1000 + 2 * 3600_000);
    const saved = await teacher.put(`collection/courses/${course.courseId}/`, { startDate: start.toISOString() });
    expect(saved.status).toBe(200);
    const refused = await learner.get(`courses/${course.courseId}/`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      errno: 'start-date',
      error: 'This course has not started yet.',
      course_id: course.courseId,
      start_date: start.toISOString(),
      laterDate: start.toISOString().slice(0, 10),
    });
    const { lessonId, pageId } = course.first;
    expect((await learner.get(`pages/${course.courseId}/${lessonId}/${pageId}/`)).body.errno).toBe('start-date');
    expect((await learner.get(`lessons/${course.courseId}/${lessonId}/`)).body.errno).toBe('start-date');
    expect((await teacher.get(`courses/${course.courseId}/`)).status).toBe(200);
    tk.clock.advance(2 * 3600_000 + 1000);
    try {
      expect((await learner.get(`courses/${course.courseId}/`)).status).toBe(200);
    } finally {
      tk.clock.reset();
    }
  });

  it('asks students for a payment the course demands, until they paid', async () => {
    const course = await tk.createCourse({ instructor, students: [student], settings: { payment: { amount: 4999 } } });
    const refused = await learner.get(`courses/${course.courseId}/`);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ errno: 'payment-required', course_id: course.courseId, amount: 4999 });
    expect((await teacher.get(`courses/${course.courseId}/`)).status).toBe(200);
    await tk.kernel.knex('payments').insert({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', user_id: student.id, course_id: course.courseId, amount: 4999, paid_at: new Date(), payment_type: 'card' });
    expect((await learner.get(`courses/${course.courseId}/`)).status).toBe(200);
  });

  it('lets everyone into a free course whatever its price says', async () => {
    const course = await tk.createCourse({ instructor, students: [student], settings: { payment: { amount: 100 }, is_free: true } });
    expect((await learner.get(`courses/${course.courseId}/`)).status).toBe(200);
  });
});
