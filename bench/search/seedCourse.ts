import { randomBytes } from 'node:crypto';
import { contentRefs, indexMissingComponents, kernelParts, userRefs, type Kernel } from '@lms/core';
import { VOCABULARY } from './vocabulary.ts';

export interface SeedPlan {
  lessons: number;
  pages: number;
  components: number;
}

export interface SeededCourse {
  courseId: string;
  studentEmail: string;
  instructorEmail: string;
  password: string;
  /** Seconds the start-up catch-up took to index every component (their type's searchableText). */
  indexSeconds: number;
}

const PASSWORD = 'Bench-passw0rd!';
const FILLER_WORDS = 3000;

/**
 * A course of `plan.pages` pages in `plan.lessons` lessons and `plan.components`
 * html components (two per page at most: the page limit), made with set-based
 * inserts: 1 lesson in 20 a draft, 1 page in 10 a draft and 1 in 10 locked until
 * next month, so the student's visibility filter has work to do. Texts are 80 words. Lessons and pages
 * are indexed by the migration's triggers as they are inserted; the components by
 * the kernel's catch-up (the path existing content takes).
 */
export async function seedCourse(kernel: Kernel, plan: SeedPlan): Promise<SeededCourse> {
  const tag = randomBytes(4).toString('hex').slice(0, 7);
  const users = kernel.resolve(userRefs.users);
  const instructorEmail = `instructor-${tag}@bench.example`;
  const studentEmail = `student-${tag}@bench.example`;
  const instructor = await users.create({ email: instructorEmail, password: PASSWORD, firstname: 'Bench', lastname: 'Instructor', role: 'instructor' });
  const student = await users.create({ email: studentEmail, password: PASSWORD, firstname: 'Bench', lastname: 'Student', role: 'student' });
  const courses = kernel.resolve(contentRefs.courses);
  const course = await courses.createCourse({ title: 'Search bench', ownerId: instructor.id });
  await courses.enrol(course.id, student.id);
  const db = kernel.knex;
  const id = (kind: string, n: string) => `'${kind}${tag}' || lpad(to_hex(${n}), 16, '0')`;
  // A pseudo-random pick of `count` course terms for item `i` (deterministic, so runs compare).
  const words = (i: string, count: number) => `array_to_string(array(select (?::text[])[1 + ((${i} * 7919 + k * 104729) % ?)] from generate_series(1, ${count}) k), ' ')`;
  // Running text: one word in four a course term, the others from FILLER_WORDS other words,
  // so a term is in about one text in ten, as a subject's terms are (not in every other one).
  const prose = (i: string) =>
    `array_to_string(array(select case when k % 4 = 0 then (?::text[])[1 + ((${i} * 7919 + k * 104729) % ?)] else 'word' || ((${i} * 31337 + k * 7723) % ${FILLER_WORDS}) end from generate_series(1, 80) k), ' ')`;
  const vocabulary = [VOCABULARY, VOCABULARY.length] as const;
  const pagesPerLesson = Math.ceil(plan.pages / plan.lessons);
  await db.transaction(async (trx) => {
    await trx.raw(
      `insert into lessons (id, course_id, owned_by, title, draft) select ${id('a', 'i')}, ?, ?, 'Lesson ' || i || ': ' || ${words('i', 3)}, i % 20 = 19 from generate_series(0, ? - 1) i`,
      [course.id, instructor.id, ...vocabulary, plan.lessons],
    );
    await trx.raw(`insert into course_lessons (course_id, lesson_id, position) select ?, ${id('a', 'i')}, i from generate_series(0, ? - 1) i`, [course.id, plan.lessons]);
    await trx.raw(
      `insert into pages (id, course_id, owned_by, title, draft, suppress_until_available, open_date)
       select ${id('b', 'i')}, ?, ?, 'Page ' || i || ': ' || ${words('i + 1', 4)}, i % 10 = 3, i % 10 = 7, case when i % 10 = 7 then now() + interval '30 days' end
       from generate_series(0, ? - 1) i`,
      [course.id, instructor.id, ...vocabulary, plan.pages],
    );
    await trx.raw(
      `insert into lesson_pages (course_id, lesson_id, page_id, position) select ?, ${id('a', `i / ${pagesPerLesson}`)}, ${id('b', 'i')}, i % ${pagesPerLesson} from generate_series(0, ? - 1) i`,
      [course.id, plan.pages],
    );
    await trx.raw(
      `insert into components (id, course_id, owned_by, type, title, config)
       select ${id('c', 'i')}, ?, ?, 'html', initcap(${words('i + 2', 2)}), jsonb_build_object('html', '<p>' || ${prose('i + 3')} || '</p>')
       from generate_series(0, ? - 1) i`,
      [course.id, instructor.id, ...vocabulary, ...vocabulary, plan.components],
    );
    await trx.raw(
      `insert into page_components (course_id, page_id, component_id, slot, position) select ?, ${id('b', `i % ${plan.pages}`)}, ${id('c', 'i')}, 'contents', i / ${plan.pages} from generate_series(0, ? - 1) i`,
      [course.id, plan.components],
    );
  });
  const started = performance.now();
  await indexMissingComponents(db, kernel.resolve(kernelParts.componentTypes));
  const indexSeconds = (performance.now() - started) / 1000;
  // As autovacuum does after a bulk load: the planner's statistics of the new rows.
  await db.raw('analyze');
  return { courseId: course.id, studentEmail, instructorEmail, password: PASSWORD, indexSeconds };
}
