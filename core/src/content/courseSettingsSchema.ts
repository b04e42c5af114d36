import type { ItemCourseData } from './visibility.ts';
import { jsonSchema } from '../contract/jsonSchema.ts';
import { imageUrl } from './itemSchemas.ts';

const bool = { type: 'boolean' };
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const date = { type: ['string', 'null'], format: 'date-time', errorMessage: { format: 'Please enter a valid date.' } };
const userIds = {
  type: 'array',
  maxItems: 200,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[0-9a-f]{24}$', errorMessage: { pattern: 'Unknown user.' } },
};

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
] as const;

/** Settings kept in the course's settings column (flags and everything but the columns and staff). */
export const STORED_SETTINGS = [
  ...COURSE_FLAGS,
  'professors_info',
  'tags',
  'score_cut_off',
  'section_type',
  'navigation',
  'course_data',
  'lessonsData',
  'image',
  'thumbnailUrl',
  'collegeLogoUrl',
  'professorsPictureUrl',
  'instructor_notes',
] as const;

export type CourseSettingsBody = Record<string, unknown> & {
  title?: string;
  subtitle?: string | null;
  slug?: string | null;
  open_date?: string | null;
  startDate?: string | null;
  end_date?: string | null;
  professors?: string[];
  assistants?: string[];
  /** Entries replace those items' entries; null removes one; items not named keep theirs. */
  course_data?: Record<string, ItemCourseData | null>;
};

const itemData = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { open_date: date, suppress_until_available: bool, due_date: date, graded: bool },
};

export const courseSettingsSchema = jsonSchema<CourseSettingsBody>({
  type: 'object',
  minProperties: 1,
  properties: {
    title: { type: 'string', titleText: true, minLength: 1, maxLength: 500, pattern: '\\S', errorMessage: 'Please enter a title.' },
    subtitle: text(500),
    slug: { type: ['string', 'null'], pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100, errorMessage: 'A slug uses lowercase letters, digits and single hyphens.' },
    open_date: date,
    startDate: date,
    end_date: date,
    professors_info: {
      type: 'object',
      properties: {
        institution: text(500),
        location: text(500),
        fromDate: text(100),
        toDate: text(100),
        times: text(500),
        office_hours: text(2000),
      },
    },
    tags: { type: 'array', maxItems: 50, items: { type: 'string', titleText: true, minLength: 1, maxLength: 100 } },
    score_cut_off: { type: 'number', minimum: 0, maximum: 100, errorMessage: 'The score cut-off is a number from 0 to 100.' },
    ...Object.fromEntries(COURSE_FLAGS.map((flag) => [flag, bool])),
    section_type: { enum: ['section', 'program_master'], errorMessage: 'The section type is section or program_master.' },
    navigation: {
      type: 'object',
      properties: {
        no_nav: bool,
        use_new_navigation: bool,
        info_box: { enum: ['none', 'slim'] },
        color: text(50),
        finish: text(500),
        apply_to_practice: bool,
        done_button: text(200),
      },
    },
    course_data: { type: 'object', maxProperties: 5000, propertyNames: { pattern: '^[0-9a-f]{24}$' }, additionalProperties: itemData },
    lessonsData: { type: 'object', maxProperties: 1000, propertyNames: { pattern: '^[0-9a-f]{24}$' }, additionalProperties: { type: 'object', additionalProperties: true } },
    image: imageUrl,
    thumbnailUrl: imageUrl,
    collegeLogoUrl: imageUrl,
    professorsPictureUrl: imageUrl,
    instructor_notes: text(20_000),
    professors: userIds,
    assistants: userIds,
  },
});
