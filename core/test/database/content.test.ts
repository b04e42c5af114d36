import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { contentRefs } from '../../src/index.ts';
import { testComponentsPlugin } from '../../../sdk/test/fixtures/testComponentTypes.ts';

let tk: TestKernel;
let instructor: TestUser;
let assistant: TestUser;
let student: TestUser;
let course: CourseFixture;
let teacher: TestClient;
let learner: TestClient;

const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [testComponentsPlugin] });
  instructor = await tk.createUser('instructor');
  assistant = await tk.createUser('assistant');
  student = await tk.createUser('student');
  course = await tk.createCourse({
    title: 'Biology',
    instructor,
    assistants: [assistant],
    students: [student],
    lessons: [
      { title: 'Cells', pages: [{ title: 'Intro' }, { title: 'Hidden draft', draft: true }, { title: 'Membranes' }] },
      { title: 'Draft lesson', draft: true, pages: [{ title: 'Secret' }] },
      { title: 'Genetics', pages: [{ title: 'DNA' }] },
    ],
  });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
});

afterAll(() => tk?.close());

const page = (lesson: number, pageIndex: number) => `${course.courseId}/${course.lessons[lesson]!.id}/${course.lessons[lesson]!.pageIds[pageIndex]!}`;

describe('course lists', () => {
  it('lists the courses a user teaches, assists or takes, with the role', async () => {
    expect((await teacher.get('courses/')).body.courses).toEqual([
      { _id: course.courseId, title: 'Biology', subtitle: null, role: 'instructor', manage: true, thumbnailUrl: null, startDate: null, end_date: null, archived: false },
    ]);
    expect((await (await tk.loginAs(assistant)).get('courses/')).body.courses[0].role).toBe('assistant');
    expect((await learner.get('courses/')).body.courses[0].role).toBe('student');
    expect((await (await tk.loginAs(await tk.createUser('student'))).get('courses/')).body.courses).toEqual([]);
  });
});

describe('course outline', () => {
  it('orders lessons and pages and hides drafts from students', async () => {
    const forStudent = (await learner.get(`courses/${course.courseId}/`)).body;
    expect(forStudent.lessons.map((l: { title: string }) => l.title)).toEqual(['Cells', 'Genetics']);
    expect(forStudent.lessons[0].pages.map((p: { title: string }) => p.title)).toEqual(['Intro', 'Membranes']);
    const forTeacher = (await teacher.get(`courses/${course.courseId}/`)).body;
    expect(forTeacher.lessons.map((l: { title: string }) => l.title)).toEqual(['Cells', 'Draft lesson', 'Genetics']);
    expect(forTeacher.lessons[0].pages.map((p: { draft: boolean }) => p.draft)).toEqual([false, true, false]);
  });

  it('hides pages locked until a future date only while the date is ahead', async () => {
    const lockedId = course.lessons[2]!.pageIds[0]!;
    await tk.kernel.knex('pages').where({ id: lockedId }).update({ suppress_until_available: true, open_date: new Date(Date.now() + 2 * DAY) });
    expect((await learner.get(`courses/${course.courseId}/`)).body.lessons[1].pages).toEqual([]);
    expect((await learner.get(`pages/${page(2, 0)}/`)).status).toBe(404);
    tk.clock.advance(3 * DAY);
    // Three days on, the earlier session has expired: log in again.
    const later = await tk.loginAs(student);
    expect((await later.get(`courses/${course.courseId}/`)).body.lessons[1].pages.map((p: { title: string }) => p.title)).toEqual(['DNA']);
    expect((await later.get(`pages/${page(2, 0)}/`)).status).toBe(200);
    tk.clock.reset();
    await tk.kernel.knex('pages').where({ id: lockedId }).update({ suppress_until_available: false, open_date: null });
  });

  it('answers course-load errors: not enrolled, unknown course', async () => {
    const stranger = await tk.loginAs(await tk.createUser('student'));
    expect(await stranger.get(`courses/${course.courseId}/`)).toMatchObject({ status: 403, body: { errno: 'student-not-in-course' } });
    expect(await learner.get('courses/0123456789abcdef01234567/')).toMatchObject({ status: 404, body: { errno: 'not-found' } });
    expect((await learner.get('courses/not-an-id/')).status).toBe(404);
  });
});

describe('components', () => {
  it('creates a component from its type defaults, normalised by the plugin, and shows it on the page', async () => {
    const created = await teacher.post(`components/${page(0, 0)}/new/`, { type: 'note', title: 'Read me', config: { text: '  spaced  ' }, objectives: ['Know cells'], taxonomy: 'Remembering' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'note', plugin: 'test-components', title: 'Read me', config: { text: 'spaced' }, objectives: ['Know cells'], taxonomy: 'Remembering', owned_by: instructor.id });
    expect(created.body._id).toMatch(/^[0-9a-f]{24}$/);
    const view = (await learner.get(`pages/${page(0, 0)}/`)).body;
    expect(view).toMatchObject({ title: 'Intro', course: { title: 'Biology' }, lesson: { title: 'Cells' } });
    expect(view.contents.map((c: { _id: string }) => c._id)).toEqual([created.body._id]);
    expect(view).not.toHaveProperty('instructor_notes');
    expect((await learner.get(`components/${course.courseId}/${created.body._id}/`)).body.config).toEqual({ text: 'spaced' });
    const defaults = await teacher.post(`components/${page(0, 2)}/new/`, { type: 'note' });
    expect(defaults.body.config).toEqual({ text: 'empty note' });
  });

  it("rejects a config that breaks the type's schema with the plugin's message, storing nothing", async () => {
    const before = await tk.kernel.knex('components').count({ n: '*' }).first();
    const tooLong = await teacher.post(`components/${page(2, 0)}/new/`, { type: 'note', config: { text: 'x'.repeat(101) } });
    expect(tooLong).toMatchObject({ status: 422, body: { errno: 'validation-failed', fields: [{ field: 'config/text', message: 'Notes are at most 100 characters.' }] } });
    const unknownField = await teacher.post(`components/${page(2, 0)}/new/`, { type: 'note', config: { text: 'ok', colour: 'red' } });
    expect(unknownField.body.fields).toEqual([{ field: 'config/colour', message: 'Unknown field "colour"' }]);
    const unknownType = await teacher.post(`components/${page(2, 0)}/new/`, { type: 'hologram' });
    expect(unknownType).toMatchObject({ status: 422, body: { errno: 'unknown-component-type' } });
    expect(await tk.kernel.knex('components').count({ n: '*' }).first()).toEqual(before);
  });

  it('enforces page rules: two contents at most, per-type limits, whole-page types', async () => {
    const target = page(2, 0);
    expect((await teacher.post(`components/${target}/new/`, { type: 'solo' })).status).toBe(201);
    expect(await teacher.post(`components/${target}/new/`, { type: 'solo' })).toMatchObject({ status: 422, body: { errno: 'page-rule', error: 'Only one solo allowed on a page.' } });
    expect((await teacher.post(`components/${target}/new/`, { type: 'fullpage' })).body.error).toBe('Fullpage must take entire page to load.');
    expect((await teacher.post(`components/${target}/new/`, { type: 'note' })).status).toBe(201);
    // A third content: kept in the author's library, not on the page (part 2 §5).
    const third = await teacher.post(`components/${target}/new/`, { type: 'note' });
    expect(third).toMatchObject({ status: 201, body: { notice: 'Number of components on a page has been reached. Component added to library.' } });
    expect((await teacher.get(`pages/${target}/`)).body.contents.map((c: { _id: string }) => c._id)).not.toContain(third.body._id);
    expect(await tk.kernel.knex('content_library').where({ item_id: third.body._id, item_type: 'component' }).first()).toBeTruthy();
    expect((await teacher.post(`components/${target}/new/`, { type: 'note', slot: 'recommended' })).status).toBe(201);
    const notes = await teacher.post(`components/${target}/new/`, { type: 'note', slot: 'instructor_notes', config: { text: 'for staff' } });
    expect(notes.status).toBe(201);
    expect((await learner.get(`pages/${target}/`)).body).not.toHaveProperty('instructor_notes');
    expect((await teacher.get(`pages/${target}/`)).body.instructor_notes.map((c: { _id: string }) => c._id)).toEqual([notes.body._id]);
    expect((await learner.get(`components/${course.courseId}/${notes.body._id}/`)).status).toBe(404);
  });

  it('saves a component: a given config replaces the old one whole and is validated again', async () => {
    const created = (await teacher.post(`components/${page(0, 2)}/new/`, { type: 'note', config: { text: 'v1' } })).body;
    const url = `components/${page(0, 2)}/${created._id}/`;
    const saved = await teacher.put(url, { title: 'Renamed', config: { text: ' v2 ' }, license_name: 'CC BY' });
    expect(saved.body).toMatchObject({ title: 'Renamed', config: { text: 'v2' }, license_name: 'CC BY' });
    expect((await teacher.put(url, { config: {} })).body.fields).toEqual([{ field: 'config/text', message: 'text is required' }]);
    expect((await teacher.put(url, { type: 'solo' })).body.fields).toEqual([{ field: 'type', message: 'Unknown field "type"' }]);
    expect((await teacher.put(url, {})).status).toBe(422);
    expect((await teacher.get(`components/${course.courseId}/${created._id}/`)).body.config).toEqual({ text: 'v2' });
    const elsewhere = `components/${page(0, 0)}/${created._id}/`;
    expect((await teacher.put(elsewhere, { title: 'x' })).status).toBe(404);
  });

  it('lets only editors write: assistants and students are refused', async () => {
    const helper = await tk.loginAs(assistant);
    expect((await helper.get(`pages/${page(0, 1)}/`)).body.title).toBe('Hidden draft');
    expect(await helper.post(`components/${page(0, 0)}/new/`, { type: 'note' })).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect((await learner.post(`components/${page(0, 0)}/new/`, { type: 'note' })).status).toBe(403);
    expect((await learner.get(`component_types/${course.courseId}/`)).status).toBe(403);
    const types = (await teacher.get(`component_types/${course.courseId}/`)).body.types;
    expect(types.map((t: { type: string }) => t.type).sort()).toEqual(['fullpage', 'note', 'quiz', 'solo']);
  });

  it('hides components on hidden pages from students', async () => {
    const onDraft = (await teacher.post(`components/${page(0, 1)}/new/`, { type: 'note' })).body;
    expect((await learner.get(`components/${course.courseId}/${onDraft._id}/`)).status).toBe(404);
    expect((await learner.get(`pages/${page(0, 1)}/`)).status).toBe(404);
    expect((await teacher.get(`components/${course.courseId}/${onDraft._id}/`)).status).toBe(200);
  });
});

describe('course service', () => {
  it('enrols idempotently and keeps lesson order on append', async () => {
    const courses = tk.kernel.resolve(contentRefs.courses);
    expect(await courses.enrol(course.courseId, student.id)).toBe(false);
    const extra = await courses.createLesson(course.courseId, { title: 'Appendix' });
    const positions = await tk.kernel.knex('course_lessons').where({ course_id: course.courseId }).orderBy('position').pluck('lesson_id');
    expect(positions.at(-1)).toBe(extra.id);
    await expect(courses.createPage(course.courseId, '0123456789abcdef01234567', { title: 'x' })).rejects.toMatchObject({ errno: 'not-found' });
  });
});
