import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrationWorld, auditOf, cardPayment, type AdministrationWorld } from './administrationWorld.ts';

/** Issue 24 item 3: the administrators' course search and course record (part 3 §7 by_title_or_id, course/{id}, with_student_counts/{id}). */
let world: AdministrationWorld;

beforeAll(async () => {
  world = await administrationWorld();
});

afterAll(() => world?.tk.close());

describe('POST by_title_or_id', () => {
  it('finds courses by a part of the title in any case, or by id, with staff and student counts', async () => {
    const byTitle = await world.clients.levelZero.post('by_title_or_id', { text: 'bIoLoGy' });
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.courses).toEqual([
      expect.objectContaining({
        id: world.course.courseId,
        title: 'Biology 101',
        archived: false,
        studentCount: 1,
        staff: [expect.objectContaining({ id: world.instructor.id, name: 'Ivy Teacher', role: 'instructor', editRights: true })],
      }),
    ]);
    const byId = await world.clients.admin.post('by_title_or_id', { text: world.otherCourse.courseId });
    expect(byId.body.courses.map((c: { title: string }) => c.title)).toEqual(['Chemistry 201']);
    expect((await world.clients.admin.post('by_title_or_id', { text: '%' })).body.courses).toEqual([]);
  });

  it('refuses an empty search with its message, and anyone who is no administrator', async () => {
    const empty = await world.clients.admin.post('by_title_or_id', { text: '  ' });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('Type a title or a course id to search.');
    expect((await world.clients.instructor.post('by_title_or_id', { text: 'Biology' })).status).toBe(403);
    expect((await world.clients.student.get(`course/${world.course.courseId}`)).status).toBe(403);
  });
});

describe('GET course/{id} and with_student_counts/{id}', () => {
  it('reads the instructor and admin fields with the student and paid counts', async () => {
    await cardPayment(world, world.student.id, world.course.courseId);
    const record = await world.clients.levelZero.get(`course/${world.course.courseId}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      id: world.course.courseId,
      title: 'Biology 101',
      sectionType: 'section',
      enrolment: { invite_only: false, enrollment_locked: false, continuous_enrollment: false, sso_only: false },
      payment: { amount: 0 },
      studentCount: 1,
      paidCount: 1,
    });
    expect((await world.clients.admin.get(`with_student_counts/${world.course.courseId}`)).body).toEqual({ course_id: world.course.courseId, student_count: 1, paid_count: 1 });
  });

  it('answers not-found for an unknown course', async () => {
    expect((await world.clients.admin.get('course/0123456789abcdef01234567')).status).toBe(404);
    expect((await world.clients.admin.get('with_student_counts/0123456789abcdef01234567')).status).toBe(404);
  });
});

describe('POST utils/slug (part 3 §7)', () => {
  it('sets and clears a course slug at both paths, audited with before and after', async () => {
    const courseId = world.otherCourse.courseId;
    const set = await world.clients.levelOne.post('utils/slug', { course_id: courseId, slug: 'chem-201' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: courseId, slug: 'chem-201' });
    expect((await world.clients.admin.get(`course/${courseId}`)).body.slug).toBe('chem-201');
    const cleared = await world.clients.admin.post('administration/utils/slug', { course_id: courseId, slug: null });
    expect(cleared.body.slug).toBeNull();
    const entries = await auditOf(world, courseId);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['courses.slug', { slug: 'chem-201' }, { slug: null }],
      ['courses.slug', { slug: null }, { slug: 'chem-201' }],
    ]);
  });

  it('refuses a slug another course has, a malformed slug, an unknown course and a level-0 administrator, storing nothing', async () => {
    const admin = world.clients.admin;
    expect((await admin.post('utils/slug', { course_id: world.course.courseId, slug: 'biology' })).status).toBe(200);
    const taken = await admin.post('utils/slug', { course_id: world.otherCourse.courseId, slug: 'biology' });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.body)).toContain('This slug is already used by another course.');
    const malformed = await admin.post('utils/slug', { course_id: world.otherCourse.courseId, slug: 'Not A Slug' });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toContain('A slug uses lowercase letters, digits and single hyphens.');
    expect((await admin.post('utils/slug', { course_id: '0123456789abcdef01234567', slug: 'x' })).status).toBe(404);
    expect((await world.clients.levelZero.post('utils/slug', { course_id: world.otherCourse.courseId, slug: 'chem' })).body.errno).toBe('admin-level');
    expect((await world.clients.instructor.post('utils/slug', { course_id: world.otherCourse.courseId, slug: 'chem' })).status).toBe(403);
    expect((await admin.get(`course/${world.otherCourse.courseId}`)).body.slug).not.toBe('chem');
    expect((await admin.get(`course/${world.otherCourse.courseId}`)).body.slug).not.toBe('biology');
  });
});

describe("the user calls at the spec's paths (part 3 §7)", () => {
  it('answer as ours do, with the same rights: search, searchcourseid, account, utils/*', async () => {
    const ours = await world.clients.levelZero.post('administration/search', { text: 'Dent' });
    const spec = await world.clients.levelZero.post('search', { text: 'Dent' });
    expect(spec.status).toBe(200);
    expect(spec.body).toEqual(ours.body);
    expect((await world.clients.levelZero.post('searchcourseid', { course_id: world.course.courseId })).body).toEqual(
      (await world.clients.levelZero.post('administration/searchcourseid', { course_id: world.course.courseId })).body,
    );
    // utils/verify needs level 1: refused to level 0 at both paths, done at the spec's by level 1.
    expect((await world.clients.levelZero.post('utils/verify', { user_id: world.student.id })).body.errno).toBe('admin-level');
    expect((await world.clients.levelOne.post('utils/verify', { user_id: world.student.id })).body.account.validated).toBe(true);
    expect((await world.clients.instructor.post('account', { name: 'A', surname: 'B', email: 'a.b@example.org', phone: '1', institution: 'X', role: 'Y' })).status).toBe(403);
  });
});
