import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { contentRefs } from '../../src/content/contentServices.ts';

let tk: TestKernel;
let student: TestUser;
let course: CourseFixture;
let access: CourseAccess;

beforeAll(async () => {
  // Written only when flushed or stopped: the timer waits a minute.
  tk = await createTestKernel({ config: { tracking: { flushMs: 60_000 } } });
  const instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'A' }, { title: 'B' }] }] });
  access = { courseId: course.courseId, student: true, professor: false, manage: false, edit: false, hold: null };
});
afterAll(() => tk?.close());

const visitOf = (pageId: string) => ({ user_id: student.id, course_id: course.courseId, type: 'page_visit', lesson_id: course.lessons[0]!.id, page_id: pageId, visited_at: tk.clock.now() });
const stored = async (pageId: string) => Number((await tk.kernel.knex('content_visits').where({ page_id: pageId }).count({ n: '*' }).first())!.n);

describe('VisitWriter (content_visits behind a buffer)', () => {
  it('writes the visits a node still holds when that node stops', async () => {
    const node = await tk.anotherNode();
    node.kernel.resolve(contentRefs.visits).add(visitOf(course.lessons[0]!.pageIds[0]!), access);
    expect(await stored(course.lessons[0]!.pageIds[0]!)).toBe(0);
    await node.close();
    expect(await stored(course.lessons[0]!.pageIds[0]!)).toBe(1);
  });

  it('drops a visit of a page deleted after it was taken and writes the others of its batch', async () => {
    const writer = tk.kernel.resolve(contentRefs.visits);
    const [kept, gone] = course.lessons[0]!.pageIds as [string, string];
    const before = await stored(kept);
    writer.add(visitOf(gone), access);
    writer.add(visitOf(kept), access);
    await tk.kernel.knex('pages').where({ id: gone }).delete();
    await writer.flush();
    expect(await stored(kept)).toBe(before + 1);
    expect(await stored(gone)).toBe(0);
  });
});
