import { randomBytes } from 'node:crypto';
import { contentRefs, permissionRefs, sessionRefs, userRefs, newId, sessionXsrfToken, toSessionUser, SESSION_COOKIE, XSRF_COOKIE, type Kernel, type UserRow } from '@lms/core';

export interface SeededBoard {
  courseId: string;
  boardId: string;
  /** The instructor's Cookie header (session and XSRF) and the XSRF token to echo. */
  poster: { cookie: string; xsrf: string };
  /** Each student's Cookie header. */
  students: string[];
}

const PASSWORD = 'Bench-passw0rd!';

/** A session and its XSRF token (bound to the session since issue 14), as a logged-in browser holds them. */
async function browserCookie(kernel: Kernel, userId: string): Promise<{ cookie: string; xsrf: string }> {
  const token = await kernel.resolve(sessionRefs.sessions).create(userId, false, { userAgent: 'bench/board-fanout' });
  const xsrf = sessionXsrfToken(token);
  return { cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
}

/**
 * An instructor, `students` enrolled students with open sessions, and a course
 * whose page holds one board. Students are copies of one account row (one
 * password hash): what is measured is delivery, not logging in.
 */
export async function seedBoard(kernel: Kernel, students: number): Promise<SeededBoard> {
  const users = kernel.resolve(userRefs.users);
  const courses = kernel.resolve(contentRefs.courses);
  const tag = randomBytes(4).toString('hex');
  const instructor = await users.create({ email: `instructor-${tag}@bench.example`, password: PASSWORD, firstname: 'Bench', lastname: 'Instructor', role: 'instructor' });
  const model = await users.create({ email: `student-0-${tag}@bench.example`, password: PASSWORD, firstname: 'Student', lastname: '0', role: 'student' });
  const rows: UserRow[] = [model];
  for (let n = 1; n < students; n++) rows.push({ ...model, id: newId(), email: `student-${n}-${tag}@bench.example`, lastname: String(n) });
  for (let first = 1; first < rows.length; first += 500) await kernel.knex('users').insert(rows.slice(first, first + 500));

  const course = await courses.createCourse({ title: 'Board fanout bench', ownerId: instructor.id });
  const lesson = await courses.createLesson(course.id, { title: 'Discussion', ownerId: instructor.id });
  const page = await courses.createPage(course.id, lesson.id, { title: 'Board', ownerId: instructor.id });
  const access = await kernel.resolve(permissionRefs.permissionService).courseAccess(toSessionUser(instructor), course.id);
  const board = await kernel.resolve(contentRefs.components).create(course.id, lesson.id, page.id, { type: 'board', title: 'Bench board' }, access!, instructor.id);
  const cookies: string[] = [];
  for (const row of rows) {
    await courses.enrol(course.id, row.id);
    cookies.push((await browserCookie(kernel, row.id)).cookie);
  }
  return { courseId: course.id, boardId: board._id, poster: await browserCookie(kernel, instructor.id), students: cookies };
}
