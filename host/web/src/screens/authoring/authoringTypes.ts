import type { ApiComponent } from '@lms/sdk/web';

/** Answers of the authoring calls (docs/api.md "Content"). */
export interface Relocation {
  from: string;
  to: string;
}

export interface LockFields {
  open_date: string | null;
  suppress_until_available: boolean;
}

export interface LessonPageEntry extends LockFields {
  _id: string;
  title: string;
  draft: boolean;
}

export interface LessonDetail extends LockFields {
  _id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  thumbnailUrl: string | null;
  draft: boolean;
  owned_by: string | null;
  pages: LessonPageEntry[];
  recommended: ApiComponent[];
  instructor_notes?: ApiComponent[];
  relocated?: Relocation;
}

export interface PageDetail extends LockFields {
  _id: string;
  title: string;
  subtitle: string | null;
  type: string;
  template: string | null;
  thumbnailUrl: string | null;
  draft: boolean;
  owned_by: string | null;
  contents: ApiComponent[];
  recommended: ApiComponent[];
  instructor_notes: ApiComponent[];
  relocated?: Relocation;
}

/** GET library/: `type` is also the pin_to_library path segment. */
export type LibraryKind = 'component' | 'pages' | 'lessons';

export interface LibraryItem {
  _id: string;
  type: LibraryKind;
  title: string;
  course_id: string;
  component_type?: string;
  pinned_at: string;
}
