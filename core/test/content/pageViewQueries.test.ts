import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '@lms/contract/services.ts';
import { contentRefs, permissionRefs, toSessionUser } from '../../src/index.ts';
import { testComponentsPlugin } from '../../../sdk/test/fixtures/testComponentTypes.ts';

// The page screen's calls must cost the same number of queries on a course of any size (issue 4 item 8).
let tk: TestKernel;
let student: TestUser;
let learner: TestClient;
let small: CourseFixture;
let large: CourseFixture;

async function courseOf(lessons: number, pagesPerLesson: number, components: number): Promise<CourseFixture> {
  const instructor = await tk.createUser('instructor');
  const course = await tk.createCourse({
    instructor,
    lessons: Array.from({ length: lessons }, (_, l) => ({ title: `Lesson ${l + 1}`, pages: Array.from({ length: pagesPerLesson }, (_, p) => ({ title: `Page ${p + 1}` })) })),
  });
  const access = (await tk.kernel.resolve(permissionRefs.permissionService).courseAccess(toSessionUser(instructor.row), course.courseId))!;
  for (const lesson of course.lessons) {
    for (const pageId of lesson.pageIds) {
      for (let n = 0; n < components; n++) {
        await tk.kernel.resolve(contentRefs.components).create(course.courseId, lesson.id, pageId, { type: 'note', config: { text: `note ${n}` } }, access, instructor.id);
      }
    }
  }
  return course;
}

/** The queries the kernel runs while answering one GET. */
async function queriesOf(path: string): Promise<{ status: number; body: any; queries: string[] }> {
  // Tracking's buffered events (the login, earlier visits) are written first, so none lands among the counted queries.
  await tk.kernel.resolve(coreServices.tracking).catchUp();
  const queries: string[] = [];
  const record = (query: { sql: string }) => queries.push(query.sql);
  tk.kernel.knex.on('query', record);
  try {
    const response = await learner.get(path);
    return { status: response.status, body: response.body, queries };
  } finally {
    tk.kernel.knex.removeListener('query', record);
  }
}

const lastPage = (course: CourseFixture) => {
  const lesson = course.lessons.at(-1)!;
  return `${course.courseId}/${lesson.id}/${lesson.pageIds.at(-1)!}`;
};

beforeAll(async () => {
  // No job polling while queries are counted.
  tk = await createTestKernel({ plugins: [testComponentsPlugin], config: { jobPollMs: 3_600_000, tracking: { rollUpMs: 3_600_000 } } });
  small = await courseOf(2, 2, 2);
  large = await courseOf(6, 5, 2);
  student = await tk.createUser('student');
  const courses = tk.kernel.resolve(contentRefs.courses);
  await courses.enrol(small.courseId, student.id);
  await courses.enrol(large.courseId, student.id);
  learner = await tk.loginAs(student);
});

afterAll(() => tk?.close());

describe('queries per page view', () => {
  it('runs as many queries for a page of a 6 x 5 course as of a 2 x 2 one', async () => {
    const onSmall = await queriesOf(`pages/${lastPage(small)}/`);
    const onLarge = await queriesOf(`pages/${lastPage(large)}/`);
    expect(onLarge.status).toBe(200);
    expect(onLarge.body.contents.map((c: { config: { text: string } }) => c.config.text)).toEqual(['note 0', 'note 1']);
    expect(onSmall.queries.length).toBeGreaterThan(0);
    expect(onLarge.queries).toHaveLength(onSmall.queries.length);
  });

  it('runs as many queries for the outline of a 6 x 5 course as of a 2 x 2 one', async () => {
    const onSmall = await queriesOf(`courses/${small.courseId}/`);
    const onLarge = await queriesOf(`courses/${large.courseId}/`);
    expect(onLarge.body.lessons.flatMap((l: { pages: unknown[] }) => l.pages)).toHaveLength(30);
    expect(onSmall.queries.length).toBeGreaterThan(0);
    expect(onLarge.queries).toHaveLength(onSmall.queries.length);
  });

  it('answers a page without components with empty slots', async () => {
    const bare = await tk.createCourse({ lessons: [{ title: 'Lesson', pages: [{ title: 'Empty' }] }] });
    await tk.kernel.resolve(contentRefs.courses).enrol(bare.courseId, student.id);
    const view = await queriesOf(`pages/${bare.first.courseId}/${bare.first.lessonId}/${bare.first.pageId}/`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ title: 'Empty', contents: [], recommended: [] });
  });
});
