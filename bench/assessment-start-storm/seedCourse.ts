import { randomBytes } from 'node:crypto';
import { contentRefs, sessionRefs, sessionXsrfToken, userRefs, newId, SESSION_COOKIE, XSRF_COOKIE, type Kernel, type UserRow } from '@lms/core';
import type { BrowserCredentials } from './browserSession.ts';

export interface SeededCourse {
  courseId: string;
  lessonId: string;
  pageId: string;
  instructor: BrowserCredentials;
  students: BrowserCredentials[];
}

const PASSWORD = 'Bench-passw0rd!';

/** A session and its XSRF token (the session's HMAC, as login sets it), as a logged-in browser holds them. */
async function browserCredentials(kernel: Kernel, userId: string): Promise<BrowserCredentials> {
  const token = await kernel.resolve(sessionRefs.sessions).create(userId, false, { userAgent: 'bench/assessment' });
  const xsrf = sessionXsrfToken(token);
  return { userId, cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
}

/**
 * An instructor, `students` enrolled students with open sessions, and a course
 * with one page for the assessment. Students are copies of one account row
 * (one password hash): logging in is not what is measured.
 */
export async function seedCourse(kernel: Kernel, students: number): Promise<SeededCourse> {
  const users = kernel.resolve(userRefs.users);
  const courses = kernel.resolve(contentRefs.courses);
  const tag = randomBytes(4).toString('hex');
  const instructor = await users.create({ email: `instructor-${tag}@bench.example`, password: PASSWORD, firstname: 'Bench', lastname: 'Instructor', role: 'instructor' });
  const model = await users.create({ email: `student-0-${tag}@bench.example`, password: PASSWORD, firstname: 'Student', lastname: '0', role: 'student' });
  const rows: UserRow[] = [model];
  for (let n = 1; n < students; n++) rows.push({ ...model, id: newId(), email: `student-${n}-${tag}@bench.example`, lastname: String(n) });
  for (let first = 1; first < rows.length; first += 500) await kernel.knex('users').insert(rows.slice(first, first + 500));

  const course = await courses.createCourse({ title: 'Assessment bench', ownerId: instructor.id });
  const lesson = await courses.createLesson(course.id, { title: 'Exam', ownerId: instructor.id });
  const page = await courses.createPage(course.id, lesson.id, { title: 'Timed quiz', ownerId: instructor.id });
  const credentials: BrowserCredentials[] = [];
  for (const row of rows) {
    await courses.enrol(course.id, row.id);
    credentials.push(await browserCredentials(kernel, row.id));
  }
  return { courseId: course.id, lessonId: lesson.id, pageId: page.id, instructor: await browserCredentials(kernel, instructor.id), students: credentials };
}
