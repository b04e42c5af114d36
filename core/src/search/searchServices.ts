import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { CourseSearch } from './CourseSearch.ts';

/** In-course search (issue 20 item 6). */
export const searchRefs = {
  courseSearch: createServiceRef<CourseSearch>('core.course-search'),
} as const;

export const searchServices = [
  defineService({ ref: searchRefs.courseSearch, deps: { db: coreServices.database, clock: coreServices.clock }, factory: (d) => new CourseSearch(d.db, d.clock) }),
];
