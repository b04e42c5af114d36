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

function inMode(path: string, mode: CourseMode): string {
  return mode === 'edit' ? withEditSuffix(path) : path;
}
