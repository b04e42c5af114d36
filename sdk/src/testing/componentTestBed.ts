import type { PluginManifest } from '@lms/contract';
import { createTestKernel, type TestKernel } from './createTestKernel.ts';
import type { CourseFixture } from './seedKernel.ts';
import type { TestClient } from './TestClient.ts';

export interface ComponentTestBed {
  tk: TestKernel;
  course: CourseFixture;
  /** Logged in as the course's instructor. */
  teacher: TestClient;
  /** Logged in as a student enrolled in the course. */
  learner: TestClient;
  /** Each page's "courseId/lessonId/pageId", in order: what component routes take. */
  pages: string[];
  /** The first page's, for the common case. */
  base: string;
}

/**
 * What a component type's kernel tests start from: a kernel with `plugin`, a
 * course of one lesson of `pages` pages (2 by default), its instructor and a
 * student logged in. Close `tk` after the tests.
 */
export async function componentTestBed(plugin: PluginManifest, options: { pages?: number } = {}): Promise<ComponentTestBed> {
  const tk = await createTestKernel({ plugins: [plugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const pageSpecs = Array.from({ length: options.pages ?? 2 }, (_, index) => ({ title: `P${index + 1}` }));
  const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: pageSpecs }] });
  const pages = (course.lessons[0]?.pageIds ?? []).map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
  return { tk, course, teacher: await tk.loginAs(instructor), learner: await tk.loginAs(student), pages, base: pages[0] ?? '' };
}
