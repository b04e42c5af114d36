import type { CourseAccess } from '../contract/permissions.ts';
import type { CourseHomeView } from '../contract/apiTypes.ts';
import type { ContentReader } from './ContentReader.ts';
import type { CourseGate } from './CourseGate.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

/**
 * The course home answer: the outline the caller may see (`viewing`), with the
 * course's display settings. The gate (part 2 §8) decides on the real `access` first.
 */
export async function courseHome(content: ContentReader, gate: CourseGate, courseId: string, access: CourseAccess | null, viewing: CourseAccess | null): Promise<CourseHomeView> {
  const course = await gate.admit(courseId, access);
  const outline = await content.outline(courseId, viewing);
  const s = course.settings;
  return {
    ...outline,
    thumbnailUrl: text(s.thumbnailUrl),
    image: text(s.image),
    enable_numbering: s.enable_numbering === true,
    enable_bookmarks: s.enable_bookmarks === true,
    startDate: iso(course.start_date),
    end_date: iso(course.end_date),
  };
}
