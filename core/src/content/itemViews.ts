import type { ApiComponent } from '@lms/contract/apiTypes.ts';
import type { ApiLesson, ApiPageFields } from '@lms/contract/calls/authoringCalls.ts';
import type { LessonRow, PageRow } from './rows.ts';

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Component ids a lesson keeps in one of its slots (recommended, instructor_notes). */
export function lessonSlot(lesson: LessonRow, slot: 'recommended' | 'instructor_notes'): string[] {
  const ids = lesson.data[slot];
  return Array.isArray(ids) ? (ids as string[]) : [];
}

export function toApiLesson(lesson: LessonRow, pages: PageRow[], recommended: ApiComponent[], notes: ApiComponent[] | null): ApiLesson {
  const data = lesson.data;
  return {
    _id: lesson.id,
    title: lesson.title,
    subtitle: lesson.subtitle,
    description: lesson.description,
    thumbnailUrl: textOf(data.thumbnailUrl),
    draft: lesson.draft,
    preview: lesson.preview === true,
    open_date: iso(lesson.open_date),
    suppress_until_available: lesson.suppress_until_available,
    owned_by: lesson.owned_by,
    objective: textOf(data.objective),
    license_type: textOf(data.license_type),
    license_compact_url: textOf(data.license_compact_url),
    license_deed_url: textOf(data.license_deed_url),
    license_name: textOf(data.license_name),
    source: textOf(data.source),
    source_url: textOf(data.source_url),
    pages: pages.map((page) => ({ _id: page.id, title: page.title, draft: page.draft, open_date: iso(page.open_date), suppress_until_available: page.suppress_until_available })),
    recommended,
    ...(notes ? { instructor_notes: notes } : {}),
  };
}

export function toApiPageFields(page: PageRow): ApiPageFields {
  const data = page.data;
  return {
    _id: page.id,
    title: page.title,
    subtitle: textOf(data.subtitle),
    type: page.type,
    template: textOf(data.template),
    icon: textOf(data.icon),
    proficiency: textOf(data.proficiency),
    thumbnailUrl: textOf(data.thumbnailUrl),
    meta: (data.meta as Record<string, unknown> | undefined) ?? {},
    draft: page.draft,
    open_date: iso(page.open_date),
    suppress_until_available: page.suppress_until_available,
    owned_by: page.owned_by,
  };
}
