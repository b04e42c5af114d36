import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { ApiComponentSchema, CourseHomeViewSchema, DeliveryQuerySchema, type ApiComponent } from './contentCalls.ts';
import { imageUrlField, isoDateField, itemId, itemIds, licenceFields, nullableText, oneOf, orNull, StatusAnswer, titleField } from './contentFields.ts';

/** Part 2 §7 "Content": authoring calls (create, save, reorder, clone, remove, library, preview). */

/** Scheduling fields shared by lessons and pages: draft toggle and lock (part 2 §4). */
const scheduling = {
  draft: Type.Optional(Type.Boolean()),
  open_date: Type.Optional(isoDateField()),
  suppress_until_available: Type.Optional(Type.Boolean()),
};
export const SchedulingSchema = Type.Object(scheduling);
export type Scheduling = Static<typeof SchedulingSchema>;

const lessonFields = {
  title: Type.Optional(titleField()),
  subtitle: Type.Optional(nullableText(500)),
  description: Type.Optional(nullableText(20_000)),
  thumbnailUrl: Type.Optional(imageUrlField()),
  recommended: Type.Optional(itemIds(100)),
  instructor_notes: Type.Optional(itemIds(100)),
  /** Issue 26 item 7: shown without an account on /preview-lessons?course=… (when not a draft). */
  preview: Type.Optional(Type.Boolean()),
  ...licenceFields(),
  ...scheduling,
};

export const LessonFieldsSchema = Type.Object(lessonFields, { minProperties: 1 });
export type LessonFields = Static<typeof LessonFieldsSchema>;

export const LessonUpdateSchema = Type.Object({ ...lessonFields, pages: Type.Optional(itemIds(500)) }, { minProperties: 1 });
export type LessonUpdate = Static<typeof LessonUpdateSchema>;

export const NewLessonSchema = Type.Object(
  { title: titleField(), subtitle: Type.Optional(nullableText(500)), description: Type.Optional(nullableText(20_000)), draft: Type.Optional(Type.Boolean()) },
  { errorMessage: { required: { title: 'Please enter a title.' } } },
);
export type NewLesson = Static<typeof NewLessonSchema>;

const pageType = () => Type.String({ minLength: 1, maxLength: 40 });

const pageFields = {
  title: Type.Optional(titleField()),
  type: Type.Optional(pageType()),
  subtitle: Type.Optional(nullableText(500)),
  thumbnailUrl: Type.Optional(imageUrlField()),
  template: Type.Optional(nullableText(100)),
  icon: Type.Optional(nullableText(200)),
  proficiency: Type.Optional(nullableText(2000)),
  meta: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 })),
  ...scheduling,
};

export const PageUpdateSchema = Type.Object(
  {
    ...pageFields,
    contents: Type.Optional(itemIds(20)),
    recommended: Type.Optional(itemIds(100)),
    instructor_notes: Type.Optional(itemIds(100)),
    copy_course_data_from: Type.Optional(itemId()),
  },
  { minProperties: 1 },
);
export type PageUpdate = Static<typeof PageUpdateSchema>;

export const NewPageSchema = Type.Object(
  {
    title: titleField(),
    type: Type.Optional(pageType()),
    subtitle: pageFields.subtitle,
    template: pageFields.template,
    icon: pageFields.icon,
    draft: Type.Optional(Type.Boolean()),
  },
  { errorMessage: { required: { title: 'Please enter a title.' } } },
);
export type NewPage = Static<typeof NewPageSchema>;

export const IdsSchema = Type.Object({ ids: itemIds(50, { minItems: 1, uniqueItems: true }) });
export type IdsBody = Static<typeof IdsSchema>;

export const CourseUpdateSchema = Type.Object(
  {
    lessons: Type.Optional(itemIds(500)),
    title: Type.Optional(titleField()),
    image: Type.Optional(imageUrlField()),
    thumbnailUrl: Type.Optional(imageUrlField()),
    collegeLogoUrl: Type.Optional(imageUrlField()),
    professorsPictureUrl: Type.Optional(imageUrlField()),
  },
  { minProperties: 1 },
);
export type CourseUpdate = Static<typeof CourseUpdateSchema>;

/** A non-owner's save of a shared item went to a copy: the item's old and new id. */
export const RelocationSchema = Type.Object({ from: Type.String(), to: Type.String() });
export type Relocation = Static<typeof RelocationSchema>;
const relocated = { relocated: Type.Optional(RelocationSchema) };

const lockFields = { open_date: orNull(Type.String()), suppress_until_available: Type.Boolean() };
/** An item's lock (part 2 §4), as the editors read it. */
export const LockFieldsSchema = Type.Object(lockFields);
export type LockFields = Static<typeof LockFieldsSchema>;

export const LessonPageEntrySchema = Type.Object({ _id: Type.String(), title: Type.String(), draft: Type.Boolean(), ...lockFields });
export type LessonPageEntry = Static<typeof LessonPageEntrySchema>;

const lessonAnswerFields = {
  _id: Type.String(),
  title: Type.String(),
  subtitle: orNull(Type.String()),
  description: orNull(Type.String()),
  thumbnailUrl: orNull(Type.String()),
  draft: Type.Boolean(),
  preview: Type.Boolean(),
  ...lockFields,
  owned_by: orNull(Type.String()),
  objective: orNull(Type.String()),
  license_type: orNull(Type.String()),
  license_compact_url: orNull(Type.String()),
  license_deed_url: orNull(Type.String()),
  license_name: orNull(Type.String()),
  source: orNull(Type.String()),
  source_url: orNull(Type.String()),
  pages: Type.Array(LessonPageEntrySchema),
  recommended: Type.Array(ApiComponentSchema),
  /** Professors only. */
  instructor_notes: Type.Optional(Type.Array(ApiComponentSchema)),
};
type ComponentLists<K extends string> = { [Key in K]: ApiComponent[] };

/** A lesson as the lesson screen and its editor read it (GET lessons/{courseId}/{lessonId}/). */
export const ApiLessonSchema = Type.Object(lessonAnswerFields);
export type ApiLesson = Omit<Static<typeof ApiLessonSchema>, 'recommended' | 'instructor_notes'> & ComponentLists<'recommended'> & Partial<ComponentLists<'instructor_notes'>>;

/** A lesson after an edit, with where it went if the edit relocated it. */
export const EditedLessonSchema = Type.Object({ ...lessonAnswerFields, ...relocated });
export type EditedLesson = ApiLesson & { relocated?: Relocation };

const pageAnswerFields = {
  _id: Type.String(),
  title: Type.String(),
  subtitle: orNull(Type.String()),
  type: Type.String(),
  template: orNull(Type.String()),
  icon: orNull(Type.String()),
  proficiency: orNull(Type.String()),
  thumbnailUrl: orNull(Type.String()),
  meta: Type.Record(Type.String(), Type.Unknown()),
  draft: Type.Boolean(),
  ...lockFields,
  owned_by: orNull(Type.String()),
};
/** A page's own fields (the new page's answer). */
export const ApiPageFieldsSchema = Type.Object(pageAnswerFields);
export type ApiPageFields = Static<typeof ApiPageFieldsSchema>;

const editablePageFields = {
  ...pageAnswerFields,
  lesson_id: Type.String(),
  contents: Type.Array(ApiComponentSchema),
  recommended: Type.Array(ApiComponentSchema),
  instructor_notes: Type.Array(ApiComponentSchema),
};
/** Every field of a page and its three slots, drafts and locked pages included (editors and edit preview). */
export const EditablePageSchema = Type.Object(editablePageFields);
export type EditablePage = ApiPageFields & { lesson_id: string } & ComponentLists<'contents' | 'recommended' | 'instructor_notes'>;

export const EditedPageSchema = Type.Object({ ...editablePageFields, ...relocated });
export type EditedPage = EditablePage & { relocated?: Relocation };

/** A copy made by a clone: its id, title and the id of the item it copies. */
export const ClonedItemSchema = Type.Object({ _id: Type.String(), title: Type.String(), source_id: Type.String() });
export type ClonedItem = Static<typeof ClonedItemSchema>;

/** What a library holds; also the pin_to_library path segment. */
export const LIBRARY_ITEM_TYPES = ['component', 'pages', 'lessons'] as const;
export type LibraryItemType = (typeof LIBRARY_ITEM_TYPES)[number];

export const LibraryItemSchema = Type.Object({
  _id: Type.String(),
  type: Type.Union(LIBRARY_ITEM_TYPES.map((type) => Type.Literal(type))),
  title: Type.String(),
  course_id: Type.String(),
  component_type: Type.Optional(Type.String()),
  pinned_at: Type.String(),
});
export type LibraryItem = Static<typeof LibraryItemSchema>;

const pinAnswer = Type.Object({ status: Type.String(), item: LibraryItemSchema });

/** The lesson screen's read (and the lesson editor's): its answer is the one lesson type both sides use. */
export const getLesson = defineCall({
  method: 'GET',
  path: 'lessons/:courseId/:lessonId/',
  summary: 'A lesson: its fields, pages, recommended resources (and instructor notes for professors).',
  query: DeliveryQuerySchema,
  answer: Type.Unsafe<ApiLesson>(ApiLessonSchema),
});

export const createLesson = defineCall({
  method: 'POST',
  path: 'lessons/:courseId/new/',
  summary: 'Creates a lesson at the end of the course, owned by the caller.',
  body: NewLessonSchema,
  answer: Type.Unsafe<{ new_lesson: ApiLesson }>(Type.Object({ new_lesson: ApiLessonSchema })),
});

export const createPage = defineCall({
  method: 'POST',
  path: 'pages/:courseId/:lessonId/new/',
  summary: 'Creates a page at the end of a lesson, owned by the caller.',
  body: NewPageSchema,
  answer: Type.Object({ new_page: ApiPageFieldsSchema }),
});

export const updateCourse = defineCall({
  method: 'PUT',
  path: 'courses/:courseId/',
  summary: 'Saves the course title and images, and the order of its lessons (which may add existing lessons).',
  body: CourseUpdateSchema,
  answer: CourseHomeViewSchema,
});

export const updateLesson = defineCall({
  method: 'PUT',
  path: 'lessons/:courseId/:lessonId/',
  summary: 'Saves a lesson and the order of its pages; a non-owner saving a shared lesson gets a relocated copy.',
  body: LessonUpdateSchema,
  answer: Type.Unsafe<EditedLesson>(EditedLessonSchema),
});

export const updateLessonSettings = defineCall({
  method: 'PUT',
  path: 'collection/lessons/:courseId/:lessonId/',
  summary: "Saves a lesson's settings; a non-owner saving a shared lesson gets a relocated copy.",
  body: LessonFieldsSchema,
  answer: Type.Unsafe<EditedLesson>(EditedLessonSchema),
});

export const updatePage = defineCall({
  method: 'PUT',
  path: 'pages/:courseId/:lessonId/:pageId/',
  summary: 'Saves a page: fields, draft, lock and its component slots under the page rules; a non-owner saving a shared page gets a relocated copy.',
  body: PageUpdateSchema,
  answer: Type.Unsafe<EditedPage>(EditedPageSchema),
});

export const cloneLessons = defineCall({
  method: 'POST',
  path: 'clone/lessons/:courseId/',
  summary: 'Copies lessons of the course (with copies of their pages and components) to its end.',
  body: IdsSchema,
  answer: Type.Object({ lessons: Type.Array(ClonedItemSchema) }),
});

export const clonePages = defineCall({
  method: 'POST',
  path: 'clone/pages/:courseId/:lessonId/',
  summary: 'Copies pages of a lesson (with copies of their components) to its end.',
  body: IdsSchema,
  answer: Type.Object({ pages: Type.Array(ClonedItemSchema) }),
});

export const removeLessons = defineCall({
  method: 'POST',
  path: 'remove/lessons/:courseId/',
  summary: 'Takes lessons out of the course.',
  body: IdsSchema,
  answer: CourseHomeViewSchema,
});

export const removePages = defineCall({
  method: 'POST',
  path: 'remove/pages/:courseId/:lessonId/',
  summary: 'Takes pages out of a lesson.',
  body: IdsSchema,
  answer: Type.Unsafe<EditedLesson>(EditedLessonSchema),
});

export const pinComponent = defineCall({
  method: 'GET',
  path: 'pin_to_library/component/:componentId/:courseId',
  summary: "Pins a component of the course to the caller's library.",
  answer: pinAnswer,
});

export const pinItem = defineCall({
  method: 'GET',
  path: 'pin_to_library/:type/:itemId/:courseId',
  summary: "Pins a lesson or page of the course to the caller's library (type lessons or pages).",
  answer: pinAnswer,
});

export const listLibrary = defineCall({
  method: 'GET',
  path: 'library/:courseId/',
  summary: "The caller's library: pinned lessons, pages and components, newest first.",
  query: Type.Object({ type: Type.Optional(oneOf(LIBRARY_ITEM_TYPES)) }),
  answer: Type.Object({ items: Type.Array(LibraryItemSchema) }),
});

export const unpinItem = defineCall({
  method: 'DELETE',
  path: 'library/:courseId/:itemId/',
  summary: "Takes an item out of the caller's library (the item stays).",
  answer: StatusAnswer,
});

export const previewComponent = defineCall({
  method: 'GET',
  path: 'preview/:type/:componentId/:courseId',
  summary: 'Component preview (the type must be the component’s).',
  answer: Type.Unsafe<ApiComponent>(ApiComponentSchema),
});

/** The edit preview of a page (GET preview/collection/pages/...): drafts and locked items included. */
export const previewPage = defineCall({
  method: 'GET',
  path: 'preview/collection/pages/:pageId/:courseId',
  summary: 'Edit preview of a page, drafts and locked items included.',
  answer: Type.Unsafe<EditablePage>(EditablePageSchema),
});

/** The edit preview of a lesson (GET preview/collection/lessons/...): drafts and locked pages included. */
export const previewLesson = defineCall({
  method: 'GET',
  path: 'preview/collection/lessons/:lessonId/:courseId',
  summary: 'Edit preview of a lesson, drafts and locked pages included.',
  answer: Type.Unsafe<ApiLesson>(ApiLessonSchema),
});
