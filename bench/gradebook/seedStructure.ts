import { randomBytes } from 'node:crypto';
import { contentRefs, permissionRefs, toSessionUser, userRefs, type Kernel } from '@lms/core';
import type { ActivityPlan } from './coursePlan.ts';
import { call, logIn, type HttpSession } from './httpSession.ts';

export interface SeededStructure {
  courseId: string;
  instructorId: string;
  /** The instructor's logged-in browser. */
  instructor: HttpSession;
  /** The tag in every seeded account's email, so runs never share accounts. */
  tag: string;
  /** Component ids, aligned with the plan. */
  componentIds: string[];
}

const PASSWORD = 'Bench-passw0rd!';
/** The kernel holds a page to two contents (MAX_PAGE_CONTENTS). */
const COMPONENTS_PER_PAGE = 2;

/**
 * Through the kernel's services and calls, as an instructor would make it: an
 * instructor account (logged in over HTTP), one Question in their item bank, a
 * course of lessons and pages holding one assessment per planned activity (the
 * kernel registers each in the grade ledger). Dates, policies and groups come
 * after, by SQL (seedGrades): the save rules refuse due dates in the past.
 */
export async function seedStructure(kernel: Kernel, url: string, plan: readonly ActivityPlan[], lessons: number): Promise<SeededStructure> {
  const tag = randomBytes(4).toString('hex');
  const email = `instructor-${tag}@bench.example`;
  const account = await kernel.resolve(userRefs.users).create({ email, password: PASSWORD, firstname: 'Bench', lastname: 'Instructor', role: 'instructor' });
  const instructor = await logIn(url, email, PASSWORD);
  const question = JSON.parse(
    await call(instructor, 'POST', 'assessment/items/', {
      reference: `bench-${tag}`,
      title: 'Capital of France',
      prompt: '<p>What is the capital of France?</p>',
      type: 'single_choice',
      content: { choices: [{ id: 'lyon', text: 'Lyon' }, { id: 'paris', text: 'Paris' }], correct: 'paris' },
    }),
  ) as { _id?: string; id?: string };
  const itemId = question._id ?? question.id;
  if (!itemId) throw new Error('Creating the Question answered no id');

  const courses = kernel.resolve(contentRefs.courses);
  const components = kernel.resolve(contentRefs.components);
  const course = await courses.createCourse({ title: 'Gradebook bench', ownerId: account.id });
  const access = await kernel.resolve(permissionRefs.permissionService).courseAccess(toSessionUser(account), course.id);
  if (!access?.edit) throw new Error('The bench instructor cannot edit the course it owns');

  const componentIds: string[] = [];
  for (let l = 0; l < lessons; l++) {
    const lesson = await courses.createLesson(course.id, { title: `Lesson ${l + 1}`, ownerId: account.id });
    const inLesson = plan.filter((activity) => activity.lesson === l);
    for (let first = 0; first < inLesson.length; first += COMPONENTS_PER_PAGE) {
      const page = await courses.createPage(course.id, lesson.id, { title: `Page ${l + 1}.${first / COMPONENTS_PER_PAGE + 1}`, ownerId: account.id });
      for (const activity of inLesson.slice(first, first + COMPONENTS_PER_PAGE)) {
        const config = { items: [{ id: itemId, points: activity.maxScore }], submission_attempts: activity.submissionAttempts, graded: activity.graded };
        const created = await components.create(course.id, lesson.id, page.id, { type: 'assessment', title: activity.title, config }, access, account.id);
        componentIds.push(created._id);
      }
    }
  }
  return { courseId: course.id, instructorId: account.id, instructor, tag, componentIds };
}
