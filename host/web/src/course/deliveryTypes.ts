import type { ApiComponent, CourseListEntry } from '@lms/sdk/web';

/** GET user/last_activity/{courseId}. */
export interface LastActivity {
  lesson_id: string;
  page_id: string;
  lesson_title: string;
  page_title: string;
  visited_at: string;
}

/** GET bookmarks/{courseId}/: the caller's starred pages. */
export interface BookmarkedPage {
  _id: string;
  title: string;
  lesson_id: string;
  lesson_title: string;
}

/** GET preview/collection/pages/{pageId}/{courseId}: the edit preview of a page (drafts and locked items included). */
export interface PagePreview {
  _id: string;
  title: string;
  subtitle?: string | null;
  draft: boolean;
  proficiency?: string | null;
  lesson_id: string;
  contents: ApiComponent[];
  recommended: ApiComponent[];
  instructor_notes: ApiComponent[];
}

/** GET courses/: one of the caller's courses, with its dates. */
export interface DatedCourseEntry extends CourseListEntry {
  thumbnailUrl?: string | null;
  startDate?: string | null;
  end_date?: string | null;
}
