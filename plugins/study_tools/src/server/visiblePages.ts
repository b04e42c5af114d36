import { LmsError, type CourseAccess, type CourseDirectory } from '@lms/sdk';

/** A page of the course as the caller may see it, with its lesson. */
export interface VisiblePage {
  lesson_id: string;
  page_id: string;
  lesson_title: string;
  page_title: string;
}

/** The pages of the course the caller may see, in course order (core decides: drafts, hidden and locked items are left out for students). */
export async function visiblePages(courses: CourseDirectory, courseId: string, access: CourseAccess): Promise<VisiblePage[]> {
  const outline = await courses.outline(courseId, access);
  return outline.lessons.flatMap((lesson) => lesson.pages.map((page) => ({ lesson_id: lesson._id, page_id: page._id, lesson_title: lesson.title, page_title: page.title })));
}

/** Checks the page is in that lesson of the course and the caller may see it; not-found otherwise, as core answers for a hidden page. */
export async function checkVisiblePage(courses: CourseDirectory, courseId: string, lessonId: string, pageId: string, access: CourseAccess): Promise<void> {
  const pages = await visiblePages(courses, courseId, access);
  if (!pages.some((page) => page.lesson_id === lessonId && page.page_id === pageId)) throw new LmsError('not-found', 'Page not found.');
}
