/** Rows of the content tables (core/migrations/*_content_model.ts). */
export interface CourseRow {
  id: string;
  title: string;
  slug: string | null;
  subtitle: string | null;
  owner_id: string | null;
  open_date: Date | null;
  start_date: Date | null;
  end_date: Date | null;
  settings: Record<string, unknown>;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What lessons and pages share: they can be drafts and locked until a date. */
export interface SchedulableRow {
  id: string;
  course_id: string;
  owned_by: string | null;
  title: string;
  draft: boolean;
  open_date: Date | null;
  suppress_until_available: boolean;
  data: Record<string, unknown>;
}

export interface LessonRow extends SchedulableRow {
  subtitle: string | null;
  preview: boolean;
  description: string | null;
}

export interface PageRow extends SchedulableRow {
  type: string;
}

export type ComponentSlot = 'contents' | 'recommended' | 'instructor_notes';
export const COMPONENT_SLOTS: ComponentSlot[] = ['contents', 'recommended', 'instructor_notes'];

export interface ComponentRow {
  id: string;
  course_id: string;
  owned_by: string | null;
  type: string;
  title: string;
  description: string | null;
  config: Record<string, unknown>;
  meta: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}
