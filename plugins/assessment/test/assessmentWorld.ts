import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import assessmentPlugin from '../src/server/index.ts';

export interface AssessmentWorld {
  tk: TestKernel;
  course: CourseFixture;
  /** Teaches the course. */
  instructor: TestUser;
  /** Assists in the course: a professor of it. */
  assistant: TestUser;
  /** An instructor of another course only. */
  outsider: TestUser;
  admin: TestUser;
  student: TestUser;
  teacher: TestClient;
  helper: TestClient;
  stranger: TestClient;
  boss: TestClient;
  learner: TestClient;
  /** "courseId/lessonId/pageId" of each of the course's pages. */
  pages: string[];
}

/** A kernel with the assessment plugin, a course of 3 pages with its instructor, an assistant and a student, another instructor and a site administrator. */
export async function assessmentWorld(): Promise<AssessmentWorld> {
  const tk = await createTestKernel({ plugins: [assessmentPlugin] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const outsider = await tk.createUser('instructor');
  const admin = await tk.createUser('site-admin');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [student],
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }] }],
  });
  await tk.createCourse({ instructor: outsider });
  const pages = (course.lessons[0]?.pageIds ?? []).map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
  return {
    tk,
    course,
    instructor,
    assistant,
    outsider,
    admin,
    student,
    teacher: await tk.loginAs(instructor),
    helper: await tk.loginAs(assistant),
    stranger: await tk.loginAs(outsider),
    boss: await tk.loginAs(admin),
    learner: await tk.loginAs(student),
    pages,
  };
}
