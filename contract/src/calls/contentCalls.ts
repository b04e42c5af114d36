import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { licenceFields, nullableText, oneOf, oneOfOrNull, orNull } from './contentFields.ts';

/** Part 2 §7 "Content": the reads the delivery screens need and component save. */

/** Bloom taxonomies (part 2 §9). */
export const TAXONOMIES = ['Creating', 'Evaluating', 'Analyzing', 'Applying', 'Understanding', 'Remembering'] as const;

/** The optional common fields of a component (part 2 §3), kept by the kernel for every type. */
export const ComponentMetaSchema = Type.Object({
  objectives: Type.Optional(Type.Array(Type.String())),
  taxonomy: Type.Optional(orNull(Type.String())),
  license_type: Type.Optional(orNull(Type.String())),
  license_compact_url: Type.Optional(orNull(Type.String())),
  license_deed_url: Type.Optional(orNull(Type.String())),
  license_name: Type.Optional(orNull(Type.String())),
  source: Type.Optional(orNull(Type.String())),
  source_url: Type.Optional(orNull(Type.String())),
});
export type ComponentMeta = Static<typeof ComponentMetaSchema>;

/** A component as the API answers it. `plugin` tells the web shell which plugin renders it. */
export const ApiComponentSchema = Type.Composite([
  ComponentMetaSchema,
  Type.Object({
    _id: Type.String(),
    type: Type.String(),
    /** The plugin providing the type; null when that plugin is no longer installed. */
    plugin: orNull(Type.String()),
    title: Type.String(),
    description: orNull(Type.String()),
    config: Type.Record(Type.String(), Type.Unknown()),
    owned_by: orNull(Type.String()),
    course_id: Type.String(),
    updated_at: Type.String(),
    /**
     * A container's components (its type's `children` hook), in order, as the reader
     * may see them; present on containers only. See docs/plugin-authoring.md "Container types".
     * Containers nest, so the schema takes each child as free JSON (written whole); the type is ApiComponent.
     */
    children: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
  }),
]);
/** A component with its config typed `C` (a plugin's own config type) and its children as components. */
export type ApiComponent<C = Record<string, unknown>> = Omit<Static<typeof ApiComponentSchema>, 'config' | 'children'> & {
  config: C;
  children?: ApiComponent[];
};

/** POST components/…/new/: the component, and `notice` when the page had filled up and it went to the author's library instead. */
export const CreatedComponentSchema = Type.Composite([ApiComponentSchema, Type.Object({ notice: Type.Optional(Type.String()) })]);
export type CreatedComponent = ApiComponent & { notice?: string };

export const COURSE_ROLES = ['student', 'instructor', 'assistant'] as const;
export type CourseRole = (typeof COURSE_ROLES)[number];

/** GET courses/: one of the caller's courses, with its dates. */
export const CourseListEntrySchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subtitle: orNull(Type.String()),
  role: Type.Union(COURSE_ROLES.map((role) => Type.Literal(role))),
  /** Manager rights in the course (part 3 §6; the permission service's `course:manage` rule): false for students and for assistants assistants_no_mgr_rights takes them from. */
  manage: Type.Boolean(),
  thumbnailUrl: orNull(Type.String()),
  startDate: orNull(Type.String()),
  end_date: orNull(Type.String()),
  /** Archived (PUT courses/{id}/archive): listed only among the archived courses. */
  archived: Type.Boolean(),
});
export type CourseListEntry = Static<typeof CourseListEntrySchema>;

/** An item's schedule (part 2 §4 Visibility); the outline carries it for professors only. */
const outlineSchedule = {
  open_date: Type.Optional(orNull(Type.String())),
  suppress_until_available: Type.Optional(Type.Boolean()),
};
export const OutlineScheduleSchema = Type.Object(outlineSchedule);
export type OutlineSchedule = Static<typeof OutlineScheduleSchema>;

export const OutlinePageSchema = Type.Object({ _id: Type.String(), title: Type.String(), draft: Type.Boolean(), ...outlineSchedule });
export type OutlinePage = Static<typeof OutlinePageSchema>;

export const OutlineLessonSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subtitle: orNull(Type.String()),
  draft: Type.Boolean(),
  pages: Type.Array(OutlinePageSchema),
  ...outlineSchedule,
});
export type OutlineLesson = Static<typeof OutlineLessonSchema>;

const outlineFields = { _id: Type.String(), title: Type.String(), subtitle: orNull(Type.String()), lessons: Type.Array(OutlineLessonSchema) };
/** The course's lessons and pages in order. */
export const CourseOutlineSchema = Type.Object(outlineFields);
export type CourseOutline = Static<typeof CourseOutlineSchema>;

/** GET courses/{courseId}/: the outline the caller may see, with the course's display settings. */
export const CourseHomeViewSchema = Type.Object({
  ...outlineFields,
  thumbnailUrl: orNull(Type.String()),
  image: orNull(Type.String()),
  enable_numbering: Type.Boolean(),
  enable_bookmarks: Type.Boolean(),
  /** The course uses the calendar (its header entry, panel and course menu entry show). */
  use_calendar: Type.Boolean(),
  startDate: orNull(Type.String()),
  end_date: orNull(Type.String()),
});
export type CourseHomeView = Static<typeof CourseHomeViewSchema>;

/** GET pages/{courseId}/{lessonId}/{pageId}/. */
export const PageViewSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: Type.String(),
  draft: Type.Boolean(),
  /** Part 2 §3: 'red' when the reader has not yet shown proficiency in what the page covers. */
  proficiency: orNull(Type.String()),
  course: Type.Object({ _id: Type.String(), title: Type.String() }),
  lesson: Type.Object({ _id: Type.String(), title: Type.String() }),
  contents: Type.Array(ApiComponentSchema),
  recommended: Type.Array(ApiComponentSchema),
  /** Professors only (part 2 §6: students do not see instructor notes). */
  instructor_notes: Type.Optional(Type.Array(ApiComponentSchema)),
});
type PageViewStatic = Static<typeof PageViewSchema>;
export type PageView = Omit<PageViewStatic, 'contents' | 'recommended' | 'instructor_notes'> & {
  contents: ApiComponent[];
  recommended: ApiComponent[];
  instructor_notes?: ApiComponent[];
};

/** GET component_types/{courseId}/: a type an author may add. */
export const ComponentTypeChoiceSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  plugin: Type.String(),
  defaults: Type.Record(Type.String(), Type.Unknown()),
});
export type ComponentTypeChoice = Static<typeof ComponentTypeChoiceSchema>;

/** `?as=student`: a professor previews the course exactly as a student sees it (part 2 §4 Visibility). */
export const DeliveryQuerySchema = Type.Object({ as: Type.Optional(oneOf(['student'])) });
export type DeliveryQuery = Static<typeof DeliveryQuerySchema>;

/** The common component fields of part 2 §3; `config` is checked by the owning plugin's schema. */
const componentFields = {
  title: Type.Optional(Type.String({ titleText: true, maxLength: 500 })),
  description: Type.Optional(nullableText(20_000)),
  objectives: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 })),
  taxonomy: Type.Optional(oneOfOrNull(TAXONOMIES)),
  ...licenceFields(),
  config: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
};

export const ComponentFieldsSchema = Type.Object(componentFields, { minProperties: 1 });
export type ComponentFields = Static<typeof ComponentFieldsSchema>;

export const COMPONENT_SLOTS = ['contents', 'recommended', 'instructor_notes'] as const;

export const NewComponentSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 40 }),
  /** Where on the page; null: on no page (a container's child). Default contents. */
  slot: Type.Optional(Type.Unsafe<(typeof COMPONENT_SLOTS)[number] | null>({ enum: [...COMPONENT_SLOTS, null] })),
  ...componentFields,
});
export type NewComponentBody = Static<typeof NewComponentSchema>;

export const listCourses = defineCall({
  method: 'GET',
  path: 'courses/',
  summary: "The caller's courses: taught or assisted, and enrolled.",
  answer: Type.Object({ courses: Type.Array(CourseListEntrySchema) }),
});

export const getCourseHome = defineCall({
  method: 'GET',
  path: 'courses/:courseId/',
  summary: 'Course home: lessons and their pages in order, as the caller may see them (?as=student to preview as a student).',
  query: DeliveryQuerySchema,
  answer: CourseHomeViewSchema,
});

export const getPage = defineCall({
  method: 'GET',
  path: 'pages/:courseId/:lessonId/:pageId/',
  summary: 'A page with its components (contents, recommended; instructor notes for professors).',
  query: DeliveryQuerySchema,
  answer: Type.Unsafe<PageView>(PageViewSchema),
});

export const getComponent = defineCall({
  method: 'GET',
  path: 'components/:courseId/:componentId/',
  summary: 'One component of the course.',
  query: DeliveryQuerySchema,
  answer: Type.Unsafe<ApiComponent>(ApiComponentSchema),
});

export const listComponentTypes = defineCall({
  method: 'GET',
  path: 'component_types/:courseId/',
  summary: 'The installed component types an author may add: type, title, plugin and defaults.',
  answer: Type.Object({ types: Type.Array(ComponentTypeChoiceSchema) }),
});

export const createComponent = defineCall({
  method: 'POST',
  path: 'components/:courseId/:lessonId/:pageId/new/',
  summary:
    "Creates a component of a type on a page (from the type's defaults), under the page rules; slot null: on no page (a container's child). On a page that filled up meanwhile it is kept in the author's library instead, with `notice`.",
  body: NewComponentSchema,
  answer: Type.Unsafe<CreatedComponent>(CreatedComponentSchema),
});

export const updateComponent = defineCall({
  method: 'PUT',
  path: 'components/:courseId/:lessonId/:pageId/:componentId/',
  summary: "Saves a component of the page (or held by a container on it): common fields and its config, validated by the type's plugin.",
  body: ComponentFieldsSchema,
  answer: Type.Unsafe<ApiComponent>(ApiComponentSchema),
});

/** Issue 26 item 7 (part 1 §Preview): one preview lesson with its pages as a student sees them. */
export interface PreviewLesson {
  _id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  pages: PageView[];
}
export const PreviewLessonSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subtitle: orNull(Type.String()),
  description: orNull(Type.String()),
  pages: Type.Array(PageViewSchema),
});
export interface PreviewLessons {
  course: { _id: string; title: string };
  lessons: PreviewLesson[];
}
export const PreviewLessonsSchema = Type.Object({
  course: Type.Object({ _id: Type.String(), title: Type.String() }),
  lessons: Type.Array(PreviewLessonSchema),
});
/** The not-found message of preview_lessons (unknown course or a course without preview lessons). */
export const NO_PREVIEW_LESSONS_MESSAGE = 'This course has no preview lessons.';

export const getPreviewLessons = defineCall({
  method: 'GET',
  path: 'preview_lessons/:courseId/',
  summary: "A course's title and its preview lessons (non-draft, flagged preview) with their pages as a student sees them; no account needed.",
  answer: Type.Unsafe<PreviewLessons>(PreviewLessonsSchema),
});
