import type { OutlineLesson } from '@lms/sdk/web';

/**
 * Part 2 §2: with the course's enable_numbering set, lessons are numbered
 * 1, 2, 3 and their pages 1.1, 1.2, in the order the reader sees them (so a
 * student's numbers have no gaps where drafts are hidden).
 */
export function lessonNumber(lessons: readonly OutlineLesson[], lessonId: string): string | undefined {
  const index = lessons.findIndex((lesson) => lesson._id === lessonId);
  return index === -1 ? undefined : String(index + 1);
}

export function pageNumber(lessons: readonly OutlineLesson[], lessonId: string, pageId: string): string | undefined {
  const lesson = lessonNumber(lessons, lessonId);
  const pages = lessons.find((candidate) => candidate._id === lessonId)?.pages ?? [];
  const index = pages.findIndex((page) => page._id === pageId);
  return lesson === undefined || index === -1 ? undefined : `${lesson}.${index + 1}`;
}

/** A title with its number in front when numbering is on. */
export function numberedTitle(title: string, number: string | undefined): string {
  return number === undefined ? title : `${number} ${title}`;
}
