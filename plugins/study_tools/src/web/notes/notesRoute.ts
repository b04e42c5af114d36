import { routePath } from '@lms/sdk/web';

/** /{courseId}/notes: every note of the reader in the course. */
export const notesPath = (courseId: string): string => routePath('notes', { courseId });

/** /{courseId}/{lessonId}/{pageId}: a page of the course. */
export const pagePath = (courseId: string, lessonId: string, pageId: string): string => routePath('page', { courseId, lessonId, pageId });
