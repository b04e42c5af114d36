import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { CourseSearch } from './CourseSearch.ts';
import { CoursePassageSearch } from './CoursePassageSearch.ts';

/** In-course search (issue 20 item 6), and the AI assistant's retrieval over the same index (issue 27). */
export const searchRefs = {
  courseSearch: createServiceRef<CourseSearch>('core.course-search'),
} as const;

export const searchServices = [
  defineService({ ref: coreServices.coursePassages, deps: { db: coreServices.database, clock: coreServices.clock }, factory: (d) => new CoursePassageSearch(d.db, d.clock) }),
  defineService({ ref: searchRefs.courseSearch, deps: { db: coreServices.database, clock: coreServices.clock }, factory: (d) => new CourseSearch(d.db, d.clock) }),
];
