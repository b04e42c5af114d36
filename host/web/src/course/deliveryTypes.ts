import type { ApiComponent, CourseListEntry, CourseOutline, PageView } from '@lms/sdk/web';

/** GET courses/{courseId}/ as docs/api.md "Content" answers it: the outline plus the course's delivery settings. */
export interface DeliveryOutline extends CourseOutline {
  enable_numbering?: boolean;
  enable_bookmarks?: boolean;
}

/** GET pages/{c}/{l}/{p}/; `proficiency` is the page field of part 2 §3 (see ProficiencyNotice). */
export interface DeliveryPage extends PageView {
  proficiency?: string | null;
}

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
