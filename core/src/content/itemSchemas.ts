import { jsonSchema } from '../contract/jsonSchema.ts';

const ID_PATTERN = '^[0-9a-f]{24}$';
const id = { type: 'string', pattern: ID_PATTERN, errorMessage: { pattern: 'This is not a valid id.' } };
const idList = (max: number) => ({ type: 'array', maxItems: max, items: id });
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const title = {
  type: 'string',
  titleText: true,
  minLength: 1,
  maxLength: 500,
  pattern: '\\S',
  errorMessage: { minLength: 'Please enter a title.', pattern: 'Please enter a title.', maxLength: 'The title is too long (at most 500 characters).' },
};
const isoDate = { type: ['string', 'null'], format: 'date-time', errorMessage: { format: 'Please enter a valid date.' } };
/** An image or thumbnail address: an http(s) URL or a path of this site. */
export const imageUrl = {
  type: ['string', 'null'],
  maxLength: 2000,
  pattern: '^(https?://[^\\s]+|/[^/\\s][^\\s]*|)$',
  errorMessage: { pattern: 'Please enter a valid image URL.', maxLength: 'Please enter a valid image URL.' },
};

const licenceFields = {
  license_type: text(200),
  license_compact_url: text(2000),
  license_deed_url: text(2000),
  license_name: text(500),
  source: text(2000),
  source_url: text(2000),
};

/** Scheduling fields shared by lessons and pages: draft toggle and lock (part 2 §4). */
const scheduling = { draft: { type: 'boolean' }, open_date: isoDate, suppress_until_available: { type: 'boolean' } };

export interface Scheduling {
  draft?: boolean;
  open_date?: string | null;
  suppress_until_available?: boolean;
}

export interface LessonFields extends Scheduling {
  title?: string;
  subtitle?: string | null;
  description?: string | null;
  thumbnailUrl?: string | null;
  recommended?: string[];
  instructor_notes?: string[];
  license_type?: string | null;
  license_compact_url?: string | null;
  license_deed_url?: string | null;
  license_name?: string | null;
  source?: string | null;
  source_url?: string | null;
}

const lessonFields = {
  title,
  subtitle: text(500),
  description: text(20_000),
  thumbnailUrl: imageUrl,
  recommended: idList(100),
  instructor_notes: idList(100),
  ...licenceFields,
  ...scheduling,
};

export const lessonSettingsSchema = jsonSchema<LessonFields>({ type: 'object', minProperties: 1, properties: lessonFields });

export interface LessonUpdate extends LessonFields {
  pages?: string[];
}

export const lessonUpdateSchema = jsonSchema<LessonUpdate>({ type: 'object', minProperties: 1, properties: { ...lessonFields, pages: idList(500) } });

export interface NewLesson {
  title: string;
  subtitle?: string | null;
  description?: string | null;
  draft?: boolean;
}

export const newLessonSchema = jsonSchema<NewLesson>({
  type: 'object',
  required: ['title'],
  properties: { title, subtitle: text(500), description: text(20_000), draft: { type: 'boolean' } },
  errorMessage: { required: { title: 'Please enter a title.' } },
});

/** Page fields kept in the page's data column. */
export const PAGE_DATA_FIELDS = ['subtitle', 'thumbnailUrl', 'template', 'icon', 'proficiency', 'meta'] as const;

export interface PageFields extends Scheduling {
  title?: string;
  type?: string;
  subtitle?: string | null;
  thumbnailUrl?: string | null;
  template?: string | null;
  icon?: string | null;
  proficiency?: string | null;
  meta?: Record<string, unknown>;
}

const pageFields = {
  title,
  type: { type: 'string', minLength: 1, maxLength: 40 },
  subtitle: text(500),
  thumbnailUrl: imageUrl,
  template: text(100),
  icon: text(200),
  proficiency: text(2000),
  meta: { type: 'object', additionalProperties: true, maxProperties: 50 },
  ...scheduling,
};

export interface PageUpdate extends PageFields {
  contents?: string[];
  recommended?: string[];
  instructor_notes?: string[];
  copy_course_data_from?: string;
}

export const pageUpdateSchema = jsonSchema<PageUpdate>({
  type: 'object',
  minProperties: 1,
  properties: { ...pageFields, contents: idList(20), recommended: idList(100), instructor_notes: idList(100), copy_course_data_from: id },
});

export interface NewPage extends PageFields {
  title: string;
}

export const newPageSchema = jsonSchema<NewPage>({
  type: 'object',
  required: ['title'],
  properties: { title, type: pageFields.type, subtitle: pageFields.subtitle, template: pageFields.template, icon: pageFields.icon, draft: { type: 'boolean' } },
  errorMessage: { required: { title: 'Please enter a title.' } },
});

export interface IdsBody {
  ids: string[];
}

export const idsSchema = jsonSchema<IdsBody>({
  type: 'object',
  required: ['ids'],
  properties: { ids: { ...idList(50), minItems: 1, uniqueItems: true } },
});

export interface CourseUpdate {
  lessons?: string[];
  title?: string;
  image?: string | null;
  thumbnailUrl?: string | null;
  collegeLogoUrl?: string | null;
  professorsPictureUrl?: string | null;
}

export const courseUpdateSchema = jsonSchema<CourseUpdate>({
  type: 'object',
  minProperties: 1,
  properties: { lessons: idList(500), title, image: imageUrl, thumbnailUrl: imageUrl, collegeLogoUrl: imageUrl, professorsPictureUrl: imageUrl },
});
