import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { getBookViewer, listCourseBooks } from '../calls/redshelfCalls.ts';
import { courseBooks, viewerUrl } from './courseBooks.ts';

const deps = { courses: coreServices.courses, components: coreServices.components };

/** A chapter number as the reader's positions keep it: 0-based, as the position calls allow (at most 5 digits). */
const CHAPTER = /^(?:0|[1-9][0-9]{0,4})$/;

export const listCourseBooksRoute = defineRoute(listCourseBooks, {
  permission: 'course:view',
  deps,
  handler: async ({ params, access, deps }) => ({ books: await courseBooks(deps.courses, deps.components, params.courseId, access!) }),
});

export const getBookViewerRoute = defineRoute(getBookViewer, {
  permission: 'course:view',
  deps,
  async handler({ params, access, deps }) {
    if (!CHAPTER.test(params.initialBookPage)) throw new LmsError('not-found', 'No such page of the book.');
    const book = (await courseBooks(deps.courses, deps.components, params.courseId, access!)).find((found) => found.hash_id === params.hash);
    if (!book) throw new LmsError('not-found', 'No such book.');
    return { viewer_url: viewerUrl(book, params.courseId, book.format === 'epub' ? Number(params.initialBookPage) : undefined) };
  },
});
