import type { CourseMode } from '@lms/sdk/web';
import { withEditSuffix } from './courseModeRules.ts';

/** Links between content screens, with /edit appended in edit mode. */
export function coursePath(courseId: string, mode: CourseMode = 'presentation'): string {
  return inMode(`/${courseId}`, mode);
}

export function lessonPath(courseId: string, lessonId: string, mode: CourseMode = 'presentation'): string {
  return inMode(`/${courseId}/${lessonId}`, mode);
}

export function pagePath(courseId: string, lessonId: string, pageId: string, mode: CourseMode = 'presentation'): string {
  return inMode(`/${courseId}/${lessonId}/${pageId}`, mode);
}

export function componentEditPath(courseId: string, lessonId: string, pageId: string, componentId: string): string {
  return `/${courseId}/${lessonId}/${pageId}/${componentId}/edit`;
}

export function newComponentPath(courseId: string, lessonId: string, pageId: string): string {
  return `/${courseId}/${lessonId}/${pageId}/new`;
}

/** Part 1 §2: the course has not started yet; `laterDate` is when it does (an ISO date or time). */
export function comeBackLaterPath(courseId: string, laterDate: string): string {
  return `/comebacklater/${courseId}/${encodeURIComponent(laterDate)}`;
}

/**
 * The edit previews (part 2 §2). Their routes carry no course id, and the
 * preview calls need one, so it travels in the `course` query.
 */
export function pagePreviewPath(courseId: string, pageId: string): string {
  return `/${pageId}/preview?course=${courseId}`;
}

export function componentPreviewPath(courseId: string, moduleType: string, moduleId: string): string {
  return `/preview/${encodeURIComponent(moduleType)}/${moduleId}?course=${courseId}`;
}

function inMode(path: string, mode: CourseMode): string {
  return mode === 'edit' ? withEditSuffix(path) : path;
}
