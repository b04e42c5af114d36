/**
 * Shapes of API answers shared with the web side (imported there as types only).
 */

/** The optional common fields of a component (part 2 §3), kept by the kernel for every type. */
export interface ComponentMeta {
  objectives?: string[];
  taxonomy?: string | null;
  license_type?: string | null;
  license_compact_url?: string | null;
  license_deed_url?: string | null;
  license_name?: string | null;
  source?: string | null;
  source_url?: string | null;
}

/** A component as the API answers it. `plugin` tells the web shell which plugin renders it. */
export interface ApiComponent<C = Record<string, unknown>> extends ComponentMeta {
  _id: string;
  type: string;
  /** The plugin providing the type; null when that plugin is no longer installed. */
  plugin: string | null;
  title: string;
  description: string | null;
  config: C;
  owned_by: string | null;
  course_id: string;
  updated_at: string;
  /**
   * A container's components (its type's `children` hook), in order, as the reader
   * may see them; present on containers only. See docs/plugin-authoring.md "Container types".
   */
  children?: ApiComponent[];
}

export type CourseRole = 'student' | 'instructor' | 'assistant';

/** GET courses/: one of the caller's courses. */
export interface CourseListEntry {
  _id: string;
  title: string;
  subtitle: string | null;
  role: CourseRole;
}

/** An item's schedule (part 2 §4 Visibility); the outline carries it for professors only. */
export interface OutlineSchedule {
  open_date?: string | null;
  suppress_until_available?: boolean;
}

export interface OutlinePage extends OutlineSchedule {
  _id: string;
  title: string;
  draft: boolean;
}

export interface OutlineLesson extends OutlineSchedule {
  _id: string;
  title: string;
  subtitle: string | null;
  draft: boolean;
  pages: OutlinePage[];
}

/** The course's lessons and pages in order. */
export interface CourseOutline {
  _id: string;
  title: string;
  subtitle: string | null;
  lessons: OutlineLesson[];
}

/** GET courses/{courseId}/: the outline the caller may see, with the course's display settings. */
export interface CourseHomeView extends CourseOutline {
  thumbnailUrl: string | null;
  image: string | null;
  enable_numbering: boolean;
  enable_bookmarks: boolean;
  startDate: string | null;
  end_date: string | null;
}

/** GET pages/{courseId}/{lessonId}/{pageId}/. */
export interface PageView {
  _id: string;
  title: string;
  type: string;
  draft: boolean;
  /** Part 2 §3: 'red' when the reader has not yet shown proficiency in what the page covers. */
  proficiency: string | null;
  course: { _id: string; title: string };
  lesson: { _id: string; title: string };
  contents: ApiComponent[];
  recommended: ApiComponent[];
  /** Professors only (part 2 §6: students do not see instructor notes). */
  instructor_notes?: ApiComponent[];
}

/** GET component_types/{courseId}/: a type an author may add. */
export interface ComponentTypeChoice {
  type: string;
  title: string;
  plugin: string;
  defaults: Record<string, unknown>;
}

/** An error answer: `{ errno, error }`, plus the failing fields of a 422. */
export interface ApiErrorBody {
  errno: string;
  error: string;
  fields?: { field: string; message: string }[];
}

/** A file of a course's media library (part 1 §7 Uploads), as the API answers it. */
export interface MediaFile {
  _id: string;
  course_id: string;
  /** The library it belongs to. */
  library: 'images' | 'files' | 'submissions';
  /** The stored name: letters, digits, '-' and '_', then the extension. */
  name: string;
  display_name: string;
  extension: string;
  mimetype: string;
  /** Part 2 §3: image, video, audio, pdf, document, presentation, spreadsheet or text, by extension. */
  type: string;
  size: number;
  /** sha256 of the bytes (hex): names the content, e.g. an e_reader book's hash_id. */
  sha256: string;
  /** Where the file is served (same site). */
  url: string;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
  alt_text: string | null;
  caption: string | null;
  subtitles_array: string[];
  description_array: string[];
  owned_by: string | null;
  created_at: string;
}

/**
 * Part 3 §3 "Student roster entry". `name` and `surname` are the first and last
 * name as registration calls them (`register/` takes name and surname);
 * `fullname` is both, as people read it.
 */
export interface RosterEntry {
  _id: string;
  name: string;
  email: string;
  firstname: string;
  lastname: string;
  surname: string;
  fullname: string;
  enrolled: { days_since: number };
  /** The account came from an LTI platform (it carries the platform's user id). */
  lti: boolean;
}

/** Upload bytes stored and allowed; `quota_bytes` null when there is no quota. */
export interface QuotaUse {
  used_bytes: number;
  quota_bytes: number | null;
}

/** What an uploader may still store (`GET upload_quota/{courseId}/`, and the upload answer's `quota`): theirs across every course, and the course's. */
export interface UploadQuotaView {
  user: QuotaUse;
  course: QuotaUse;
  /** The most the next file may weigh (null: no quota). */
  remaining_bytes: number | null;
}
