import type { RouteEntry } from '@lms/sdk/web';

/** The content screens, which draw their own breadcrumbs (course › lesson › page). */
const CONTENT_ROUTES: ReadonlySet<string> = new Set(['course', 'course.edit', 'lesson', 'lesson.edit', 'page', 'page.edit', 'component', 'component.edit', 'component.new', 'collection.new']);

/** Where a course's own screens live: its content and tools, its ongoing-course pages, speed grading, projects. */
const COURSE_SCREEN_PATHS = ['/:courseId', '/ongoing-courses/:courseId', '/speed-grading/:courseId', '/project/:courseId'];

/** The redesign's program variants of course tools: /{programId}/activity-settings/{courseId} and the like. */
const isProgramVariant = (entry: RouteEntry) => entry.name.startsWith('program.') && entry.path.endsWith('/:courseId');

/** A screen of a course, which shows the course menu (not /signup/{courseId} or /comebacklater/{courseId}/...). */
export function isCourseScreen(entry: RouteEntry): boolean {
  return isProgramVariant(entry) || COURSE_SCREEN_PATHS.some((prefix) => entry.path === prefix || entry.path.startsWith(`${prefix}/`));
}

/**
 * A course's tool screen: a route under /{courseId}/ (the spec's course tools, a
 * plugin's own) or speed grading, that is not content. The ongoing course's
 * pages lead back through their own frame (Ongoing Courses, Course home).
 */
export function isToolRoute(entry: RouteEntry): boolean {
  if (CONTENT_ROUTES.has(entry.name)) return false;
  return isProgramVariant(entry) || entry.path.startsWith('/:courseId/') || entry.path.startsWith('/speed-grading/:courseId/');
}
