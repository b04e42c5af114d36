import type { CourseOutline, OutlineLesson, OutlinePage } from '@lms/sdk/web';

export interface SequencedPage {
  lessonId: string;
  page: OutlinePage;
}

export interface PageNeighbours {
  previous?: SequencedPage;
  next?: SequencedPage;
}

/** Lessons and pages as the mode shows them: student view hides drafts (part 2 §4 Visibility). */
export function visibleLessons(outline: CourseOutline, hideDrafts: boolean): OutlineLesson[] {
  if (!hideDrafts) return outline.lessons;
  return outline.lessons.filter((lesson) => !lesson.draft).map((lesson) => ({ ...lesson, pages: lesson.pages.filter((page) => !page.draft) }));
}

/** The pages before and after `pageId`, reading the course in order across lessons. */
export function pageNeighbours(lessons: readonly OutlineLesson[], lessonId: string, pageId: string): PageNeighbours {
  const sequence: SequencedPage[] = lessons.flatMap((lesson) => lesson.pages.map((page) => ({ lessonId: lesson._id, page })));
  const index = sequence.findIndex((entry) => entry.lessonId === lessonId && entry.page._id === pageId);
  if (index === -1) return {};
  return { previous: sequence[index - 1], next: sequence[index + 1] };
}
