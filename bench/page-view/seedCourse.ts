import { randomBytes } from 'node:crypto';
import { contentRefs, permissionRefs, sessionRefs, userRefs, sessionXsrfToken, toSessionUser, SESSION_COOKIE, XSRF_COOKIE, type Kernel, type UserRow } from '@lms/core';

export interface PageAddress {
  courseId: string;
  lessonId: string;
  pageId: string;
}

export interface SeededCourse {
  courseId: string;
  pages: PageAddress[];
}

export interface SeededStudent {
  id: string;
  /** The Cookie header a logged-in browser of this student sends. */
  cookie: string;
}

const PASSWORD = 'Bench-passw0rd!';
/** Accounts are created a few at a time: each hashes its password with argon2 on the thread pool. */
const ACCOUNT_BATCH = 8;

/** About 1.5 KB of markup per component, the size of a short text block. */
function componentHtml(lesson: number, page: number, part: number): string {
  const paragraph =
    'Plants turn light into chemical energy. The light reactions happen in the thylakoid membranes, ' +
    'the Calvin cycle in the stroma; together they make sugar from carbon dioxide and water.';
  return (
    `<h2>Lesson ${lesson + 1}, page ${page + 1}, part ${part + 1}</h2>` +
    `<p>${paragraph}</p><ul><li>Light reactions</li><li>Calvin cycle</li><li>Photorespiration</li></ul>` +
    `<p><strong>Remember:</strong> ${paragraph}</p><p>${paragraph}</p><p><em>${paragraph}</em></p>`
  );
}

export async function createInstructor(kernel: Kernel): Promise<UserRow> {
  return kernel.resolve(userRefs.users).create({
    email: `instructor-${randomBytes(4).toString('hex')}@bench.example`,
    password: PASSWORD,
    firstname: 'Bench',
    lastname: 'Instructor',
    role: 'instructor',
  });
}

/** `count` student accounts, each with an open session, as the kernel's login would leave them. */
export async function createStudents(kernel: Kernel, count: number): Promise<SeededStudent[]> {
  const users = kernel.resolve(userRefs.users);
  const sessions = kernel.resolve(sessionRefs.sessions);
  const students: SeededStudent[] = [];
  for (let first = 0; first < count; first += ACCOUNT_BATCH) {
    const batch = Array.from({ length: Math.min(ACCOUNT_BATCH, count - first) }, (_, i) => first + i);
    const created = await Promise.all(
      batch.map((n) =>
        users.create({ email: `student-${n}-${randomBytes(4).toString('hex')}@bench.example`, password: PASSWORD, firstname: 'Student', lastname: `${n}`, role: 'student' }),
      ),
    );
    for (const user of created) {
      const token = await sessions.create(user.id, false, { userAgent: 'bench/page-view' });
      // A logged-in browser holds its session's XSRF token (the kernel set it at login), so GETs set no cookie.
      students.push({ id: user.id, cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${sessionXsrfToken(token)}` });
    }
  }
  return students;
}

/** A course of `lessons` x `pagesPerLesson` pages with two html components each, and the students enrolled. */
export async function seedCourse(
  kernel: Kernel,
  spec: { title: string; lessons: number; pagesPerLesson: number; instructor: UserRow; students: SeededStudent[] },
): Promise<SeededCourse> {
  const courses = kernel.resolve(contentRefs.courses);
  const components = kernel.resolve(contentRefs.components);
  const course = await courses.createCourse({ title: spec.title, ownerId: spec.instructor.id });
  const access = await kernel.resolve(permissionRefs.permissionService).courseAccess(toSessionUser(spec.instructor), course.id);
  if (!access?.edit) throw new Error('The bench instructor cannot edit the course it owns');
  const pages: PageAddress[] = [];
  for (let l = 0; l < spec.lessons; l++) {
    const lesson = await courses.createLesson(course.id, { title: `Lesson ${l + 1}`, ownerId: spec.instructor.id });
    for (let p = 0; p < spec.pagesPerLesson; p++) {
      const page = await courses.createPage(course.id, lesson.id, { title: `Page ${l + 1}.${p + 1}`, ownerId: spec.instructor.id });
      for (let part = 0; part < 2; part++) {
        await components.create(
          course.id,
          lesson.id,
          page.id,
          { type: 'html', title: `Part ${part + 1}`, config: { html: componentHtml(l, p, part) } },
          access,
          spec.instructor.id,
        );
      }
      pages.push({ courseId: course.id, lessonId: lesson.id, pageId: page.id });
    }
  }
  for (const student of spec.students) await courses.enrol(course.id, student.id);
  return { courseId: course.id, pages };
}
