import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { toSessionUser } from '../../src/index.ts';

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;

beforeAll(async () => {
  tk = await createTestKernel();
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
});
afterAll(() => tk?.close());

const desk = () => tk.kernel.resolve(coreServices.enrolments);
const directory = () => tk.kernel.resolve(coreServices.courses);
const payments = (userId: string) => tk.kernel.knex('payments').where({ user_id: userId }).orderBy('course_id').select('course_id', 'amount', 'payment_type');
const enrolled = async (courseId: string, userId: string) => (await tk.kernel.knex('enrollments').where({ course_id: courseId, user_id: userId })).length === 1;

describe('coreServices.enrolments', () => {
  it('records a purchase once: payment rows that add up to the amount, and the enrolments', async () => {
    const buyer = await tk.createUser('student');
    const courses = [await tk.createCourse({ settings: { invite_only: true, enrollment_locked: true } }), await tk.createCourse(), await tk.createCourse()];
    const ids = courses.map((course) => course.courseId);
    const purchase = { userId: buyer.id, courseIds: ids, amount: 1000, paymentType: 'card', providerRef: 'stripe:cs_1' };

    expect(await desk().recordPurchase(purchase)).toBe(true);
    const rows = await payments(buyer.id);
    expect(rows.map((row) => row.amount).sort()).toEqual([333, 333, 334]);
    expect(rows.every((row) => row.payment_type === 'card')).toBe(true);
    for (const id of ids) expect(await enrolled(id, buyer.id)).toBe(true);
    expect(await desk().paidCourses(buyer.id, [...ids, 'f'.repeat(24)])).toEqual(ids);

    // A replayed webhook: nothing new.
    expect(await desk().recordPurchase(purchase)).toBe(false);
    expect(await payments(buyer.id)).toHaveLength(3);
  });

  it('keeps staff as staff, and refuses an unknown course with nothing stored', async () => {
    const course = await tk.createCourse({ instructor });
    expect(await desk().recordPurchase({ userId: instructor.id, courseIds: [course.courseId], amount: 0, paymentType: 'code', providerRef: 'code:AAAA' })).toBe(true);
    expect(await enrolled(course.courseId, instructor.id)).toBe(false);
    expect(await desk().paidCourses(instructor.id, [course.courseId])).toEqual([course.courseId]);

    const other = await tk.createCourse();
    await expect(desk().recordPurchase({ userId: student.id, courseIds: [other.courseId, 'a'.repeat(24)], amount: 500, paymentType: 'card', providerRef: 'stripe:cs_x' })).rejects.toMatchObject({ errno: 'no-course' });
    expect(await payments(student.id)).toEqual([]);
    expect(await enrolled(other.courseId, student.id)).toBe(false);
  });

  it('unenrols students but never the staff', async () => {
    const assistant = await tk.createUser('assistant');
    const course = await tk.createCourse({ instructor, assistants: [assistant], students: [student] });
    // A staff member who also holds an enrolment row keeps it.
    await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: assistant.id });
    expect(await desk().unenrol(course.courseId, [student.id, assistant.id, instructor.id])).toBe(1);
    expect(await enrolled(course.courseId, student.id)).toBe(false);
    expect(await enrolled(course.courseId, assistant.id)).toBe(true);
    expect(await desk().unenrol(course.courseId, [])).toBe(0);
  });
});

describe('coreServices.courses', () => {
  it('answers summaries in the order asked, without unknown ids', async () => {
    const paid = await tk.createCourse({ title: 'Paid', settings: { payment: { amount: 4999 } } });
    const free = await tk.createCourse({ title: 'Free' });
    const summaries = await directory().summaries([free.courseId, 'b'.repeat(24), 'nonsense', paid.courseId]);
    expect(summaries.map((s) => [s.title, s.amount])).toEqual([['Free', 0], ['Paid', 4999]]);
  });

  it('copies a course for a new instructor: its lessons shared in order, no payment settings, no staff', async () => {
    const adopter = await tk.createUser('instructor');
    const source = await tk.createCourse({
      title: 'Catalog',
      instructor,
      students: [student],
      settings: { enable_numbering: true, payment: { amount: 100 } },
      lessons: [{ title: 'One', pages: [{ title: 'P1' }] }, { title: 'Two', pages: [{ title: 'P2' }] }],
    });
    const copy = await directory().copy(source.courseId, { title: 'Biology 101', startDate: new Date('2027-01-10T00:00:00Z'), instructorId: adopter.id });
    expect(copy).toMatchObject({ title: 'Biology 101', amount: 0, startDate: new Date('2027-01-10T00:00:00Z') });
    const knex = tk.kernel.knex;
    expect(await knex('course_lessons').where({ course_id: copy.id }).orderBy('position').pluck('lesson_id')).toEqual(source.lessons.map((lesson) => lesson.id));
    expect(await knex('course_staff').where({ course_id: copy.id }).select('user_id', 'role')).toEqual([{ user_id: adopter.id, role: 'instructor' }]);
    expect(await knex('enrollments').where({ course_id: copy.id })).toEqual([]);
    const settings = (await knex('courses').where({ id: copy.id }).first('settings')).settings;
    expect(settings).toEqual({ enable_numbering: true });

    // The adopter reads the shared lessons through the ordinary content calls.
    const client = await tk.loginAs(adopter);
    const home = await client.get(`courses/${copy.id}/`);
    expect(home.status).toBe(200);
    expect(JSON.stringify(home.body)).toContain('Two');
  });

  it('refuses an unknown source and an empty title', async () => {
    await expect(directory().copy('c'.repeat(24), { title: 'X', instructorId: instructor.id })).rejects.toMatchObject({ errno: 'not-found' });
    const source = await tk.createCourse();
    await expect(directory().copy(source.courseId, { title: '  ', instructorId: instructor.id })).rejects.toMatchObject({ errno: 'validation-failed' });
  });

  it('says who runs every program: site administrators and provider accounts, not program administrators (part 3 §6)', async () => {
    const permissions = tk.kernel.resolve(coreServices.permissions);
    const row = async (role: 'site-admin' | 'program-admin') => toSessionUser((await tk.createUser(role)).row);
    expect(permissions.runsEveryProgram(await row('site-admin'))).toBe(true);
    const programAdministrator = await row('program-admin');
    expect(permissions.runsEveryProgram(programAdministrator)).toBe(false);
    expect(permissions.runsEveryProgram({ ...programAdministrator, accountType: 'Junction' })).toBe(true);
  });

  it('gives a copy its place in a program, and changes it later', async () => {
    const source = await tk.createCourse({ instructor, settings: { enable_numbering: true } });
    const copy = await directory().copy(source.courseId, { title: 'Section A', instructorId: instructor.id, section: { section_type: 'section', use_section_template: true } });
    const settings = async (id: string) => (await tk.kernel.knex('courses').where({ id }).first('settings')).settings;
    expect(await settings(copy.id)).toEqual({ enable_numbering: true, section_type: 'section', use_section_template: true });
    await directory().setSectionLink(copy.id, { use_section_template: false });
    expect(await settings(copy.id)).toEqual({ enable_numbering: true, section_type: 'section', use_section_template: false });
    await expect(directory().setSectionLink('c'.repeat(24), { use_section_template: false })).rejects.toMatchObject({ errno: 'not-found' });
  });

  it('removes a course unless students are enrolled or another course shares what was made in it', async () => {
    const knex = tk.kernel.knex;
    const source = await tk.createCourse({ instructor, lessons: [{ title: 'Shared', pages: [{ title: 'P' }] }] });
    const copy = await directory().copy(source.courseId, { title: 'Copy', instructorId: instructor.id });
    expect(await directory().remove(source.courseId)).toBe('shared');
    expect(await knex('courses').where({ id: source.courseId }).first()).toBeDefined();

    expect(await directory().remove(copy.id)).toBe('removed');
    expect(await knex('courses').where({ id: copy.id }).first()).toBeUndefined();
    expect(await knex('course_lessons').where({ course_id: source.courseId }).pluck('lesson_id')).toEqual(source.lessons.map((lesson) => lesson.id));

    const taught = await tk.createCourse({ instructor, students: [student] });
    expect(await directory().remove(taught.courseId)).toBe('has-students');
    expect(await directory().remove('c'.repeat(24))).toBe('not-found');
    expect(await directory().remove(source.courseId)).toBe('removed');
  });

  it("answers the outline a reader may see (no draft for a student) and the course's yes/no settings", async () => {
    const course = await tk.createCourse({
      instructor,
      students: [student],
      settings: { hasGlossary: true, enable_bookmarks: 'yes' },
      lessons: [
        { title: 'Open', pages: [{ title: 'Seen' }, { title: 'Draft page', draft: true }] },
        { title: 'Draft lesson', draft: true, pages: [{ title: 'Hidden' }] },
      ],
    });
    const permissions = tk.kernel.resolve(coreServices.permissions);
    const titles = (outline: { lessons: { title: string; pages: { title: string }[] }[] }) => outline.lessons.map((lesson) => [lesson.title, lesson.pages.map((page) => page.title)]);
    const asStudent = (await permissions.courseAccess(toSessionUser(student.row), course.courseId))!;
    const asInstructor = (await permissions.courseAccess(toSessionUser(instructor.row), course.courseId))!;
    expect(titles(await directory().outline(course.courseId, asStudent))).toEqual([['Open', ['Seen']]]);
    expect(titles(await directory().outline(course.courseId, asInstructor))).toEqual([
      ['Open', ['Seen', 'Draft page']],
      ['Draft lesson', ['Hidden']],
    ]);
    const flags = await directory().flags(course.courseId);
    expect([flags.hasGlossary, flags.enable_bookmarks, flags.use_calendar]).toEqual([true, false, false]);
    await expect(directory().flags('c'.repeat(24))).rejects.toMatchObject({ errno: 'not-found' });
  });
});
