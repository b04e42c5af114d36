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

  it("applies the course's own schedule for an item (course_data), which adds a wait but never lifts a lock", async () => {
    const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'Shared', pages: [{ title: 'One' }, { title: 'Two' }] }] });
    const { courseId, lessonId, pageId } = course.first;
    const second = course.lessons[0]!.pageIds[1]!;
    const soon = new Date(tk.clock.now().getTime() + 3600_000).toISOString();
    const saved = await teacher.put(`collection/courses/${courseId}/`, { course_data: { [pageId]: { open_date: soon, suppress_until_available: true } } });
    expect(saved.status).toBe(200);
    const pagesSeen = async () => (await learner.get(`courses/${courseId}/`)).body.lessons[0].pages.map((p: { title: string }) => p.title);
    expect(await pagesSeen()).toEqual(['Two']);
    expect((await learner.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.errno).toBe('not-found');
    expect((await learner.get(`lessons/${courseId}/${lessonId}/`)).body.pages.map((p: { title: string }) => p.title)).toEqual(['Two']);

    // Written per item: scheduling the second page keeps the first one's entry.
    await teacher.put(`collection/courses/${courseId}/`, { course_data: { [second]: { graded: true } } });
    const stored = (await teacher.get(`get_course_settings_info/${courseId}`)).body.settings.course_data;
    expect(Object.keys(stored).sort()).toEqual([pageId, second].sort());

    // The item's own lock still holds when the course's entry says open.
    await teacher.put(`pages/${courseId}/${lessonId}/${second}/`, { suppress_until_available: true, open_date: '2050-01-01T00:00:00.000Z' });
    await teacher.put(`collection/courses/${courseId}/`, { course_data: { [second]: { suppress_until_available: false, open_date: null } } });
    expect(await pagesSeen()).toEqual([]);

    tk.clock.advance(2 * 3600_000);
    try {
      expect(await pagesSeen()).toEqual(['One']);
      expect((await learner.get(`pages/${courseId}/${lessonId}/${pageId}/`)).status).toBe(200);
    } finally {
      tk.clock.reset();
    }
    await teacher.put(`collection/courses/${courseId}/`, { course_data: { [pageId]: null } });
    expect(Object.keys((await teacher.get(`get_course_settings_info/${courseId}`)).body.settings.course_data)).toEqual([second]);
    expect(await pagesSeen()).toEqual(['One']);
  });

  it("gives professors each item's schedule in the outline, and students not", async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const { courseId, lessonId, pageId } = course.first;
    await teacher.put(`lessons/${courseId}/${lessonId}/`, { suppress_until_available: true, open_date: '2049-01-01T00:00:00.000Z' });
    await teacher.put(`pages/${courseId}/${lessonId}/${pageId}/`, { proficiency: 'red' });
    const outline = (await teacher.get(`courses/${courseId}/`)).body;
    expect(outline.lessons[0]).toMatchObject({ open_date: '2049-01-01T00:00:00.000Z', suppress_until_available: true });
    expect(outline.lessons[0].pages[0]).toMatchObject({ open_date: null, suppress_until_available: false });
    expect((await teacher.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.proficiency).toBe('red');

    await teacher.put(`lessons/${courseId}/${lessonId}/`, { suppress_until_available: false, open_date: null });
    const seen = (await learner.get(`courses/${courseId}/`)).body;
    expect(seen.lessons[0]).not.toHaveProperty('open_date');
    expect(seen.lessons[0].pages[0]).not.toHaveProperty('suppress_until_available');
    expect((await learner.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.proficiency).toBe('red');
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
