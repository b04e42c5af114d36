import { randomBytes } from 'node:crypto';
import { coreServices } from '@lms/contract/services.ts';
import { contentRefs, userRefs, type AccountRole, type Kernel, type UserRow } from '@lms/core';

// People and courses seeded through the kernel's own services (as its routes would store them):
// createTestKernel's and bootProcessKernel's createUser and createCourse.

/** The password every test user gets unless a test says otherwise (meets the strength rule). */
export const TEST_PASSWORD = 'Test-passw0rd!';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  row: UserRow;
}

export interface TestUserOverrides {
  email?: string;
  firstname?: string;
  lastname?: string;
  password?: string;
  validated?: boolean;
  /** Another administrator value than the role's (part 3 §6: the permission level is this minus 1), e.g. 2 for a level-1 administrator. */
  administrator?: 0 | 1 | 2 | 3;
  /** 'Junction' makes a provider-level administrator. */
  accountType?: string;
}

export interface CourseFixtureSpec {
  title?: string;
  instructor?: TestUser;
  assistants?: TestUser[];
  students?: TestUser[];
  /** Course settings (part 2 §3), e.g. { assistants_no_mgr_rights: true }. */
  settings?: Record<string, unknown>;
  lessons?: { title: string; draft?: boolean; pages: { title: string; draft?: boolean }[] }[];
}

export interface CourseFixture {
  courseId: string;
  /** Lesson ids in order, each with its page ids in order. */
  lessons: { id: string; pageIds: string[] }[];
  /** The first page's address, for the common case. */
  first: { courseId: string; lessonId: string; pageId: string };
}

/** A validated account (unless the overrides say otherwise) with TEST_PASSWORD and a random address. */
export async function createTestUser(kernel: Kernel, role: AccountRole, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? TEST_PASSWORD;
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@test.example`;
  const row = await kernel.resolve(userRefs.users).create({
    email,
    password,
    firstname: overrides.firstname ?? role,
    lastname: overrides.lastname ?? 'Tester',
    role,
    validated: overrides.validated ?? true,
  });
  if (overrides.administrator === undefined && overrides.accountType === undefined) return { id: row.id, email, password, row };
  const [changed] = (await kernel
    .resolve(coreServices.database)('users')
    .where({ id: row.id })
    .update({ administrator: overrides.administrator ?? row.administrator, account_type: overrides.accountType ?? row.account_type })
    .returning('*')) as UserRow[];
  return { id: row.id, email, password, row: changed! };
}

/** A course with staff, students and lessons of pages (one lesson with one page by default). */
export async function createTestCourse(kernel: Kernel, spec: CourseFixtureSpec = {}): Promise<CourseFixture> {
  const courses = kernel.resolve(contentRefs.courses);
  const course = await courses.createCourse({ title: spec.title ?? 'Test course', ownerId: spec.instructor?.id, settings: spec.settings });
  for (const assistant of spec.assistants ?? []) await courses.addStaff(course.id, assistant.id, 'assistant');
  for (const student of spec.students ?? []) await courses.enrol(course.id, student.id);
  const lessons = [];
  for (const lessonSpec of spec.lessons ?? [{ title: 'Lesson 1', pages: [{ title: 'Page 1' }] }]) {
    const lesson = await courses.createLesson(course.id, { title: lessonSpec.title, draft: lessonSpec.draft, ownerId: spec.instructor?.id });
    const pageIds = [];
    for (const pageSpec of lessonSpec.pages) {
      pageIds.push((await courses.createPage(course.id, lesson.id, { title: pageSpec.title, draft: pageSpec.draft, ownerId: spec.instructor?.id })).id);
    }
    lessons.push({ id: lesson.id, pageIds });
  }
  const firstLesson = lessons[0];
  return {
    courseId: course.id,
    lessons,
    first: { courseId: course.id, lessonId: firstLesson?.id ?? '', pageId: firstLesson?.pageIds[0] ?? '' },
  };
}
