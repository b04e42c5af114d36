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
}

export type CourseRole = 'student' | 'instructor' | 'assistant';

/** GET courses/: one of the caller's courses. */
export interface CourseListEntry {
  _id: string;
  title: string;
  subtitle: string | null;
  role: CourseRole;
}

export interface OutlinePage {
  _id: string;
  title: string;
  draft: boolean;
}

export interface OutlineLesson {
  _id: string;
  title: string;
  subtitle: string | null;
  draft: boolean;
  pages: OutlinePage[];
}

/** GET courses/{courseId}/: the course home. */
export interface CourseOutline {
  _id: string;
  title: string;
  subtitle: string | null;
  lessons: OutlineLesson[];
}

/** GET pages/{courseId}/{lessonId}/{pageId}/. */
export interface PageView {
  _id: string;
  title: string;
  type: string;
  draft: boolean;
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
