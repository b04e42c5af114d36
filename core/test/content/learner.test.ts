import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { contentRefs } from '../../src/content/contentServices.ts';
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

describe('audit trail and last activity', () => {
  it('stores visits and answers the last visited page still visible', async () => {
    const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'A' }, { title: 'B' }] }] });
    const { courseId, lessons } = course;
    const [lesson] = lessons;
    expect((await learner.get(`user/last_activity/${courseId}`)).body).toEqual({ last_activity: null });
    expect((await learner.post('audit_trail', { course: courseId, type: 'course_home_visit' })).body).toEqual({ status: 'ok' });
    expect((await learner.post('audit_trail', { course: courseId, type: 'page_visit', lesson: lesson!.id })).body.error).toBe('A page visit names its page.');
    await learner.post('audit_trail', { course: courseId, type: 'page_visit', lesson: lesson!.id, page: lesson!.pageIds[0] });
    tk.clock.advance(1000);
    await learner.post('audit_trail', { course: courseId, type: 'page_visit', lesson: lesson!.id, page: lesson!.pageIds[1] });
    const last = await learner.get(`user/last_activity/${courseId}`);
    expect(last.body.last_activity).toMatchObject({ lesson_id: lesson!.id, page_id: lesson!.pageIds[1], page_title: 'B', lesson_title: 'L' });
    // The page turns into a draft: the last visible visit answers.
    await teacher.put(`pages/${courseId}/${lesson!.id}/${lesson!.pageIds[1]}/`, { draft: true });
    expect((await learner.get(`user/last_activity/${courseId}`)).body.last_activity.page_id).toBe(lesson!.pageIds[0]);
    // A hidden page cannot be visited; an outsider cannot visit the course.
    expect((await learner.post('audit_trail', { course: courseId, type: 'page_visit', lesson: lesson!.id, page: lesson!.pageIds[1] })).status).toBe(404);
    const outsider = await tk.loginAs(await tk.createUser('student'));
    expect((await outsider.post('audit_trail', { course: courseId, type: 'course_home_visit' })).body.errno).toBe('student-not-in-course');
    expect(Number((await tk.kernel.knex('content_visits').where({ course_id: courseId }).count<{ count: string }[]>('* as count'))[0]!.count)).toBe(3);
  });
});

describe('POST audit_trail checks what it is told at every call (one query, nothing cached)', () => {
  const visits = async (courseId: string) => Number((await tk.kernel.knex('content_visits').where({ course_id: courseId }).count<{ count: string }[]>('* as count'))[0]!.count);
  const flushed = () => tk.kernel.resolve(contentRefs.trail).flushVisits();

  it('refuses at once a page made a draft, moved, removed or scheduled later, a lesson hidden or taken out, and stores none of them', async () => {
    const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L1', pages: [{ title: 'A' }, { title: 'B' }] }, { title: 'L2', pages: [{ title: 'C' }] }] });
    const { courseId } = course;
    const [one, two] = course.lessons;
    const [a, b] = one!.pageIds;
    const visit = async (lesson: string, page: string) => (await learner.post('audit_trail', { course: courseId, type: 'page_visit', lesson, page })).status;
    const lessonVisit = async (lesson: string) => (await learner.post('audit_trail', { course: courseId, type: 'lesson_home_visit', lesson })).body;
    expect(await visit(one!.id, a!)).toBe(200);
    // Drafted, then published again: refused, then taken, with no delay either way.
    await teacher.put(`pages/${courseId}/${one!.id}/${a}/`, { draft: true });
    expect(await visit(one!.id, a!)).toBe(404);
    expect((await teacher.post('audit_trail', { course: courseId, type: 'page_visit', lesson: one!.id, page: a })).status).toBe(200);
    await teacher.put(`pages/${courseId}/${one!.id}/${a}/`, { draft: false });
    expect(await visit(one!.id, a!)).toBe(200);
    // Moved to the second lesson: not a page of the first any more.
    await teacher.put(`lessons/${courseId}/${two!.id}/`, { pages: [two!.pageIds[0], b] });
    await teacher.post(`remove/pages/${courseId}/${one!.id}/`, { ids: [b] });
    expect(await visit(one!.id, b!)).toBe(404);
    expect(await visit(two!.id, b!)).toBe(200);
    // A page of another course's lesson, or a lesson of another course.
    const other = await tk.createCourse({ instructor, students: [student] });
    expect(await visit(one!.id, other.first.pageId)).toBe(404);
    expect(await visit(other.first.lessonId, other.first.pageId)).toBe(404);
    expect((await lessonVisit(other.first.lessonId)).error).toBe('Lesson not found.');
    // Scheduled later by the course (course_data), then the lesson itself drafted.
    await teacher.put(`collection/courses/${courseId}/`, { course_data: { [a!]: { open_date: '2049-01-01T00:00:00.000Z', suppress_until_available: true } } });
    expect(await visit(one!.id, a!)).toBe(404);
    await teacher.put(`collection/courses/${courseId}/`, { course_data: { [a!]: null } });
    expect(await visit(one!.id, a!)).toBe(200);
    expect((await lessonVisit(one!.id)).status).toBe('ok');
    await teacher.put(`collection/lessons/${courseId}/${one!.id}/`, { draft: true });
    expect(await visit(one!.id, a!)).toBe(404);
    expect((await lessonVisit(one!.id)).error).toBe('Lesson not found.');
    // The lesson taken out of the course.
    await teacher.post(`remove/lessons/${courseId}/`, { ids: [two!.id] });
    expect(await visit(two!.id, b!)).toBe(404);
    await flushed();
    // Taken: a, the teacher's a (a draft), a published again, b in the second lesson, a opened again, the lesson home.
    expect(await visits(courseId)).toBe(6);
  });

  it('refuses at once a student unenrolled, a session ended, an unknown course', async () => {
    const leaver = await tk.createUser('student');
    const course = await tk.createCourse({ instructor, students: [leaver] });
    const { courseId, lessonId, pageId } = course.first;
    const client = await tk.loginAs(leaver);
    const visit = async () => (await client.post('audit_trail', { course: courseId, type: 'page_visit', lesson: lessonId, page: pageId })).body;
    expect(await visit()).toEqual({ status: 'ok' });
    expect((await teacher.post('unenroll_student/', { courseId, students: [leaver.id] })).status).toBe(200);
    expect((await visit()).errno).toBe('student-not-in-course');
    expect((await client.post('audit_trail', { course: '0123456789abcdef01234567', type: 'course_home_visit' })).body.error).toBe('Course not found.');
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: leaver.id });
    expect(await visit()).toEqual({ status: 'ok' });
    await client.post('logout/', {});
    expect((await visit()).errno).toBe('not-logged');
    await flushed();
    expect(await visits(courseId)).toBe(2);
  });
});

describe('bookmarks and objectives', () => {
  it('toggles a star per user and lists bookmarks', async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const { courseId, lessonId, pageId } = course.first;
    expect((await learner.post(`pages/${courseId}/${lessonId}/${pageId}/toggle_star/`)).body).toEqual({ starClicked: true });
    expect((await learner.get(`bookmarks/${courseId}/`)).body.pages).toEqual([{ _id: pageId, title: 'Page 1', lesson_id: lessonId, lesson_title: 'Lesson 1' }]);
    expect((await teacher.get(`bookmarks/${courseId}/`)).body.pages).toEqual([]);
    expect((await learner.post(`pages/${courseId}/${lessonId}/${pageId}/toggle_star/`)).body).toEqual({ starClicked: false });
    expect((await learner.get(`bookmarks/${courseId}/`)).body.pages).toEqual([]);
  });

  it('sets lesson objectives and lists the visible ones', async () => {
    const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'One', pages: [] }, { title: 'Two', draft: true, pages: [] }] });
    const [one, two] = course.lessons;
    expect((await teacher.post(`set_objective/${course.courseId}/${one!.id}`, { objective: 'Read maps' })).body).toEqual({ _id: one!.id, objective: 'Read maps' });
    await teacher.post(`set_objective/${course.courseId}/${two!.id}`, { objective: 'Hidden goal' });
    expect((await learner.get(`objectives/${course.courseId}/`)).body.objectives).toEqual([{ lesson_id: one!.id, title: 'One', objective: 'Read maps' }]);
    expect((await teacher.get(`objectives/${course.courseId}/`)).body.objectives).toHaveLength(2);
    expect((await learner.post(`set_objective/${course.courseId}/${one!.id}`, { objective: 'x' })).body.errno).toBe('access-denied');
    // A lesson the course itself schedules later (course_data) keeps its objective hidden too.
    await teacher.put(`collection/courses/${course.courseId}/`, { course_data: { [one!.id]: { open_date: '2049-01-01T00:00:00.000Z', suppress_until_available: true } } });
    expect((await learner.get(`objectives/${course.courseId}/`)).body.objectives).toEqual([]);
    await teacher.put(`collection/courses/${course.courseId}/`, { course_data: { [one!.id]: null } });
    await teacher.post(`set_objective/${course.courseId}/${one!.id}`, { objective: '' });
    expect((await learner.get(`objectives/${course.courseId}/`)).body.objectives).toEqual([]);
  });

  it('lists Creative Commons licences', async () => {
    const { body } = await learner.get('licenses/');
    expect(body.licenses[0]).toEqual({
      license_type: 'CC BY 4.0',
      license_name: 'Creative Commons Attribution 4.0 International',
      license_compact_url: 'https://licensebuttons.net/l/by/4.0/80x15.png',
      license_deed_url: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });
});

describe('course settings', () => {
  it('saves every kind of field, validates each, and stores nothing on error', async () => {
    const course = await tk.createCourse({ instructor });
    const info = await teacher.get(`get_course_settings_info/${course.courseId}`);
    expect(info.body.settings).toMatchObject({ score_cut_off: 60, enable_numbering: false, section_type: 'section', professors: [instructor.id], assistants: [], payment: null });
    const saved = await teacher.put(`collection/courses/${course.courseId}/`, {
      title: 'Biology 101',
      enable_numbering: true,
      score_cut_off: 70,
      invite_only: true,
      navigation: { info_box: 'slim', no_nav: false },
      professors_info: { institution: 'State U', office_hours: 'Mon 2pm' },
      course_data: { [course.first.pageId]: { graded: true } },
      tags: ['bio'],
    });
    expect(saved.body.status).toBe('Course settings updated');
    expect(saved.body.settings).toMatchObject({ title: 'Biology 101', enable_numbering: true, score_cut_off: 70, invite_only: true, enrollment_locked: true, navigation: { info_box: 'slim' } });
    expect((await teacher.get(`courses/${course.courseId}/`)).body).toMatchObject({ title: 'Biology 101', enable_numbering: true });
    // The image alone has its own message (part 2 §8).
    const image = await teacher.put(`collection/courses/${course.courseId}/`, { image: 'https://cdn.example.com/cover.png' });
    expect(image.body.status).toBe('Image changed.');
    expect((await teacher.put(`collection/courses/${course.courseId}/`, { image: 'https://cdn.example.com/c2.png', score_cut_off: 70 })).body.status).toBe('Course settings updated');

    const bad = await teacher.put(`collection/courses/${course.courseId}/`, { score_cut_off: 140, title: 'Nope' });
    expect(bad.body.error).toBe('The score cut-off is a number from 0 to 100.');
    expect((await teacher.put(`collection/courses/${course.courseId}/`, { favourite: true })).status).toBe(422);
    const dates = await teacher.put(`collection/courses/${course.courseId}/`, { startDate: '2031-01-02T00:00:00.000Z', end_date: '2031-01-01T00:00:00.000Z' });
    expect(dates.body.error).toBe('The end date must be after the start date.');
    expect((await teacher.put(`collection/courses/${course.courseId}/`, { professors: [] })).body.error).toBe('A course needs at least one instructor.');
    expect((await teacher.put(`collection/courses/${course.courseId}/`, { assistants: ['0123456789abcdef01234567'] })).body.error).toBe('Unknown user.');
    expect((await teacher.get(`get_course_settings_info/${course.courseId}`)).body.settings).toMatchObject({ title: 'Biology 101', score_cut_off: 70, startDate: null });
    expect((await learner.get(`get_course_settings_info/${course.courseId}`)).body.errno).toBe('access-denied');
  });

  it('lists the caller\'s courses with their role', async () => {
    const course = await tk.createCourse({ title: 'Zoology', instructor, students: [student], settings: { thumbnailUrl: '/z.png' } });
    const mine = (await learner.get('courses/')).body.courses.find((c: { _id: string }) => c._id === course.courseId);
    expect(mine).toMatchObject({ title: 'Zoology', role: 'student', thumbnailUrl: '/z.png' });
    const taught = (await teacher.get('courses/')).body.courses.find((c: { _id: string }) => c._id === course.courseId);
    expect(taught.role).toBe('instructor');
  });
});

describe('tags', () => {
  it('creates, lists and renames authoring tags', async () => {
    const course = await tk.createCourse({ instructor });
    const made = await teacher.post(`tags/${course.courseId}/`, { name: 'Algebra', type: 'Learning Objective' });
    expect(made.status).toBe(201);
    expect((await teacher.post(`tags/${course.courseId}/`, { name: 'algebra', type: 'Learning Objective' })).body.errno).toBe('conflict');
    expect((await teacher.post(`tags/${course.courseId}/`, { name: 'X', type: 'Colour' })).body.error).toBe('Unknown tag type.');
    expect((await teacher.get(`tags/${course.courseId}/`)).body.tags.map((t: { name: string }) => t.name)).toEqual(['Algebra']);
    const renamed = await teacher.put(`tags/${course.courseId}/${made.body._id}/`, { name: 'Geometry' });
    expect(renamed.body.name).toBe('Geometry');
  });
});
