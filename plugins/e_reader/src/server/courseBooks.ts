import { LmsError, type ComponentReader, type CourseAccess, type CourseDirectory } from '@lms/sdk';
import type { CourseBook } from '../calls/redshelfCalls.ts';

/** The address of our reader showing one e_reader component on its own (the component screen), at a chapter when given. */
export function viewerUrl(book: Pick<CourseBook, 'lesson_id' | 'page_id' | 'component_id'>, courseId: string, chapter?: number): string {
  const screen = `/${courseId}/${book.lesson_id}/${book.page_id}/${book.component_id}`;
  return chapter === undefined ? screen : `${screen}?location=${chapter}`;
}

/**
 * The course's e_reader components holding a book, in course order, as `access`
 * may see them (a student: those on pages they can open, as GET components/... decides).
 */
export async function courseBooks(courses: CourseDirectory, components: ComponentReader, courseId: string, access: CourseAccess): Promise<CourseBook[]> {
  const books: CourseBook[] = [];
  for (const lesson of await courses.contentTree(courseId)) {
    for (const page of lesson.pages) {
      for (const { id, type } of page.components) {
        if (type !== 'e_reader') continue;
        const component = await components.get(courseId, id, access, 'e_reader').catch((error: unknown) => {
          if (error instanceof LmsError && error.errno === 'not-found') return null;
          throw error;
        });
        const config = component?.config;
        if (!component || !config?.url || !config.hash_id || !config.format) continue;
        const place = { component_id: id, lesson_id: lesson.id, page_id: page.id };
        books.push({ ...place, hash_id: config.hash_id, format: config.format, title: config.title ?? component.title ?? '', viewer_url: viewerUrl(place, courseId) });
      }
    }
  }
  return books;
}
