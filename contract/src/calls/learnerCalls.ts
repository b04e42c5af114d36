import { Type, type Static, type TBoolean, type TOptional } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { ID_PATTERN } from '../ids.ts';
import { imageUrlField, isoDateField, itemId, nullableText, oneOf, slugField, StatusAnswer } from './contentFields.ts';

/** Part 2 §7 "Content": course settings, bookmarks, objectives, licences, audit trail, last activity, tags. */

/** The course's yes/no settings (part 2 §3 Course), false unless set. */
export const COURSE_FLAGS = [
  'enrollment_locked',
  'invite_only',
  'use_calendar',
  'enable_numbering',
  'disable_messaging',
  'noStudyCenter',
  'suppress_practice_in_grade_center',
  'no_lesson_title_on_calendar',
  'no_total_column',
  'block_total_scores',
  'no_dashboard_content',
  'enable_bookmarks',
  'adaptive_enabled',
  'drilldown_enabled',
  'global_time',
  'is_free',
  'use_section_template',
  'assistants_no_mgr_rights',
  'hasGlossary',
] as const;
export type CourseFlag = (typeof COURSE_FLAGS)[number];

const flagFields = Object.fromEntries(COURSE_FLAGS.map((flag) => [flag, Type.Optional(Type.Boolean())])) as { [K in CourseFlag]: TOptional<TBoolean> };

const userIds = () =>
  Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: { pattern: 'Unknown user.' } }), { maxItems: 200, uniqueItems: true });

/** An item's course-specific dates and grading (part 2 §4): one entry of the settings' course_data. */
export const ItemCourseDataSchema = Type.Object(
  {
    open_date: Type.Optional(isoDateField()),
    suppress_until_available: Type.Optional(Type.Boolean()),
    due_date: Type.Optional(isoDateField()),
    graded: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ItemCourseData = Static<typeof ItemCourseDataSchema>;

const idKeyed = { propertyNames: { pattern: ID_PATTERN } };

/** A course's professors_info (part 2 §3 Course): what its course page says about the teaching. */
export const ProfessorsInfoSchema = Type.Object({
  institution: Type.Optional(nullableText(500)),
  location: Type.Optional(nullableText(500)),
  fromDate: Type.Optional(nullableText(100)),
  toDate: Type.Optional(nullableText(100)),
  times: Type.Optional(nullableText(500)),
  office_hours: Type.Optional(nullableText(2000)),
});
export type ProfessorsInfo = Static<typeof ProfessorsInfoSchema>;

const courseSettingsFields = {
  title: Type.Optional(Type.String({ titleText: true, minLength: 1, maxLength: 500, pattern: '\\S', errorMessage: 'Please enter a title.' })),
  subtitle: Type.Optional(nullableText(500)),
  slug: Type.Optional(slugField()),
  open_date: Type.Optional(isoDateField()),
  startDate: Type.Optional(isoDateField()),
  end_date: Type.Optional(isoDateField()),
  professors_info: Type.Optional(ProfessorsInfoSchema),
  tags: Type.Optional(Type.Array(Type.String({ titleText: true, minLength: 1, maxLength: 100 }), { maxItems: 50 })),
  score_cut_off: Type.Optional(Type.Number({ minimum: 0, maximum: 100, errorMessage: 'The score cut-off is a number from 0 to 100.' })),
  ...flagFields,
  section_type: Type.Optional(oneOf(['section', 'program_master'], { errorMessage: 'The section type is section or program_master.' })),
  navigation: Type.Optional(
    Type.Object({
      no_nav: Type.Optional(Type.Boolean()),
      use_new_navigation: Type.Optional(Type.Boolean()),
      info_box: Type.Optional(oneOf(['none', 'slim'])),
      color: Type.Optional(nullableText(50)),
      finish: Type.Optional(nullableText(500)),
      apply_to_practice: Type.Optional(Type.Boolean()),
      done_button: Type.Optional(nullableText(200)),
    }),
  ),
  /** Entries replace those items' entries; null removes one; items not named keep theirs. */
  course_data: Type.Optional(
    Type.Record(Type.String(), Type.Unsafe<ItemCourseData | null>({ ...ItemCourseDataSchema, type: ['object', 'null'] }), { maxProperties: 5000, ...idKeyed }),
  ),
  lessonsData: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()), { maxProperties: 1000, ...idKeyed })),
  image: Type.Optional(imageUrlField()),
  thumbnailUrl: Type.Optional(imageUrlField()),
  collegeLogoUrl: Type.Optional(imageUrlField()),
  professorsPictureUrl: Type.Optional(imageUrlField()),
  instructor_notes: Type.Optional(nullableText(20_000)),
  professors: Type.Optional(userIds()),
  assistants: Type.Optional(userIds()),
};

export const CourseSettingsBodySchema = Type.Object(courseSettingsFields, { minProperties: 1 });
export type CourseSettingsBody = Static<typeof CourseSettingsBodySchema>;

/** Every course setting with its default, the staff, the read-only payment settings and LTI keys. */
export const CourseSettingsSchema = Type.Object({
  ...courseSettingsFields,
  _id: Type.String(),
  title: Type.String(),
  /** Archived (PUT courses/{id}/archive); read-only here. */
  archived: Type.Optional(Type.Boolean()),
  payment: Type.Optional(Type.Unknown()),
  keys: Type.Optional(Type.Unknown()),
  /** Part 3 §3 Course: the staff with names (read-only; `professors` and `assistants` are what a save sends). Instructors have edit rights, assistants not (part 3 §6). */
  all_instructors: Type.Optional(
    Type.Array(Type.Object({ id: Type.String(), email: Type.String(), edit_rights: Type.Boolean(), display_name: Type.String() })),
  ),
});
export type CourseSettings = Static<typeof CourseSettingsSchema>;

export const VISIT_TYPES = ['course_home_visit', 'lesson_home_visit', 'page_visit'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

export const VisitSchema = Type.Object({
  course: itemId(),
  type: oneOf(VISIT_TYPES),
  lesson: Type.Optional(itemId()),
  page: Type.Optional(itemId()),
});
export type Visit = Static<typeof VisitSchema>;

/** GET bookmarks/{courseId}/: one of the caller's starred pages. */
export const BookmarkedPageSchema = Type.Object({ _id: Type.String(), title: Type.String(), lesson_id: Type.String(), lesson_title: Type.String() });
export type BookmarkedPage = Static<typeof BookmarkedPageSchema>;

/** GET user/last_activity/{courseId}: the last page the caller visited. */
export const LastActivitySchema = Type.Object({
  lesson_id: Type.String(),
  page_id: Type.String(),
  lesson_title: Type.String(),
  page_title: Type.String(),
  visited_at: Type.String(),
});
export type LastActivity = Static<typeof LastActivitySchema>;

export const LessonObjectiveSchema = Type.Object({ lesson_id: Type.String(), title: Type.String(), objective: Type.String() });
export type LessonObjective = Static<typeof LessonObjectiveSchema>;

/** GET licenses/: a Creative Commons licence an author may give a component or lesson (part 2 §3 license fields). */
export const LicenceSchema = Type.Object({ license_type: Type.String(), license_name: Type.String(), license_compact_url: Type.String(), license_deed_url: Type.String() });
export type Licence = Static<typeof LicenceSchema>;

/** Part 2 §3 "Authoring item": the kinds of tag. */
export const TAG_TYPES = ['User', 'Reseller', 'course_id', 'Course', 'Learning Objective'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const TagSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: Type.Union(TAG_TYPES.map((type) => Type.Literal(type))),
  owner_id: Type.Union([Type.String(), Type.Null()]),
  course_id: Type.Union([Type.String(), Type.Null()]),
});
export type Tag = Static<typeof TagSchema>;

const tagName = () => Type.String({ titleText: true, minLength: 1, maxLength: 200, pattern: '\\S', errorMessage: 'Please enter a tag name.' });

export const NewTagSchema = Type.Object(
  { name: tagName(), type: oneOf(TAG_TYPES, { errorMessage: 'Unknown tag type.' }) },
  { errorMessage: { required: { name: 'Please enter a tag name.', type: 'Unknown tag type.' } } },
);

export const TagRenameSchema = Type.Object({ name: tagName() }, { errorMessage: { required: { name: 'Please enter a tag name.' } } });

export const saveCourseSettings = defineCall({
  method: 'PUT',
  path: 'collection/courses/:courseId/',
  summary: 'Saves course settings (part 2 §3 Course), including the instructors and assistants.',
  body: CourseSettingsBodySchema,
  answer: Type.Object({ status: Type.String(), settings: CourseSettingsSchema }),
});

export const getCourseSettings = defineCall({
  method: 'GET',
  path: 'get_course_settings_info/:courseId',
  summary: 'Every course setting with its default, the staff, payment settings and LTI keys.',
  answer: Type.Object({ settings: CourseSettingsSchema }),
});

export const toggleStar = defineCall({
  method: 'POST',
  path: 'pages/:courseId/:lessonId/:pageId/toggle_star/',
  summary: "Flips the caller's bookmark on a page.",
  answer: Type.Object({ starClicked: Type.Boolean() }),
});

export const listBookmarks = defineCall({
  method: 'GET',
  path: 'bookmarks/:courseId/',
  summary: "The caller's bookmarked pages of the course, newest first.",
  answer: Type.Object({ pages: Type.Array(BookmarkedPageSchema) }),
});

export const setObjective = defineCall({
  method: 'POST',
  path: 'set_objective/:courseId/:lessonId',
  summary: "Sets (or clears, with '') a lesson's learning objective.",
  body: Type.Object({ objective: Type.String({ maxLength: 500, errorMessage: { maxLength: 'An objective is at most 500 characters.' } }) }),
  answer: Type.Object({ _id: Type.String(), objective: Type.Union([Type.String(), Type.Null()]) }),
});

export const listObjectives = defineCall({
  method: 'GET',
  path: 'objectives/:courseId/',
  summary: 'The learning objectives of the lessons the caller may see, in course order.',
  answer: Type.Object({ objectives: Type.Array(LessonObjectiveSchema) }),
});

export const listLicences = defineCall({
  method: 'GET',
  path: 'licenses/',
  summary: 'The Creative Commons licences an author may choose.',
  answer: Type.Object({ licenses: Type.Array(LicenceSchema) }),
});

export const recordVisit = defineCall({
  method: 'POST',
  path: 'audit_trail',
  summary: 'Records a course home, lesson home or page visit of the caller.',
  body: VisitSchema,
  answer: StatusAnswer,
});

export const getLastActivity = defineCall({
  method: 'GET',
  path: 'user/last_activity/:courseId',
  summary: 'The last page of the course the caller visited (and can still see), or null.',
  answer: Type.Object({ last_activity: Type.Union([LastActivitySchema, Type.Null()]) }),
});

export const listTags = defineCall({
  method: 'GET',
  path: 'tags/:courseId/',
  summary: "Authoring tags: all for administrators, otherwise the caller's own and the course's.",
  answer: Type.Object({ tags: Type.Array(TagSchema) }),
});

export const createTag = defineCall({
  method: 'POST',
  path: 'tags/:courseId/',
  summary: 'Creates an authoring tag in the course.',
  body: NewTagSchema,
  answer: TagSchema,
});

export const renameTag = defineCall({
  method: 'PUT',
  path: 'tags/:courseId/:tagId/',
  summary: 'Renames an authoring tag (its author or an administrator).',
  body: TagRenameSchema,
  answer: TagSchema,
});
