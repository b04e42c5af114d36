import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';
import { glossaryDemo } from '../src/server/glossaryDemo.ts';

let tk: TestKernel;
let courseId: string;
let instructor: SessionUser;
let learner: TestClient;
let teacher: TestClient;

async function seed(): Promise<string[]> {
  return glossaryDemo.seed({
    courseId,
    paidCourseId: courseId,
    administrator: instructor,
    instructor,
    students: [],
    createdComponents: {},
    deps: tk.kernel.resolveDepsFor('study-tools', glossaryDemo.deps),
  });
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
  const professor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor: professor, students: [student], settings: { hasGlossary: true } })).courseId;
  instructor = { id: professor.id } as SessionUser;
  learner = await tk.loginAs(student);
  teacher = await tk.loginAs(professor);
});

afterAll(() => tk?.close());

describe('the demo glossary', () => {
  it('gives the demo course a few terms its pages use, once, and leaves an edited glossary alone', async () => {
    expect((await seed())[0]).toContain(`/${courseId}/notes`);
    await seed();
    const terms = (await learner.get(`study-tools/glossary/${courseId}/`)).body.terms.map((term: { term: string }) => term.term);
    expect(terms).toEqual(['component', 'lesson']);
    const lessonId = (await learner.get(`study-tools/glossary/${courseId}/`)).body.terms[1]._id as string;
    await teacher.delete(`study-tools/glossary/${courseId}/${lessonId}/`);
    await seed();
    expect((await learner.get(`study-tools/glossary/${courseId}/`)).body.terms).toHaveLength(1);
  });
});
