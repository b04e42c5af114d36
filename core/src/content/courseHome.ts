import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { CourseHomeView } from '@lms/contract/apiTypes.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { ContentReader } from './ContentReader.ts';
import type { CourseService } from './CourseService.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

/**
 * The course home answer: the outline the caller may see (`viewing`), with the
 * course's display settings. The course-load holds (part 2 §8) were decided by
 * the permission step before the route ran.
 */
export async function courseHome(content: ContentReader, courses: CourseService, courseId: string, viewing: CourseAccess | null): Promise<CourseHomeView> {
  const course = await courses.findById(courseId);
  if (!course) throw new LmsError('not-found', 'Course not found.');
  const outline = await content.outline(courseId, viewing);
  const s = course.settings;
  return {
    ...outline,
    thumbnailUrl: text(s.thumbnailUrl),
    image: text(s.image),
    enable_numbering: s.enable_numbering === true,
    enable_bookmarks: s.enable_bookmarks === true,
    use_calendar: s.use_calendar === true,
    startDate: iso(course.start_date),
    end_date: iso(course.end_date),
  };
}
