import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';
import { isoDateField, itemId } from './contentFields.ts';

/** Ours: course creation's words (the spec names the feature, issue 24 item 3, but gives no messages). */
export const COURSE_CREATION_MESSAGES = {
  created: 'Course created.',
  titleMissing: 'Please enter a title.',
  turnedOff: 'Instructors cannot create courses on this installation; an administrator can create one for you.',
  notAllowed: 'Only administrators and instructors can create courses.',
  noInstructor: 'No account has this email.',
  instructorIsAdministrators: 'Only administrators choose another instructor.',
  endBeforeStart: 'The end date must be after the start date.',
  sourceNotFound: 'Course not found.',
} as const;

export const NewCourseBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', errorMessage: COURSE_CREATION_MESSAGES.titleMissing }),
    /** Administrators: the account the course is for (it becomes its instructor). Default: the caller. */
    instructor_email: Type.Optional(Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, format: 'email', errorMessage: 'Please enter a valid email address.' })),
    startDate: Type.Optional(isoDateField()),
    end_date: Type.Optional(isoDateField()),
    /** A course to start from: its settings and lessons, shared until edited (as an adoption copies). */
    copy_of: Type.Optional(itemId()),
  },
  { additionalProperties: false },
);
export type NewCourseBody = Static<typeof NewCourseBodySchema>;

export const CourseCreationPolicySchema = Type.Object({
  /** The caller may create a course. */
  allowed: Type.Boolean(),
  /** The caller may make it for another instructor (administrators). */
  choose_instructor: Type.Boolean(),
  /** Why not, when not allowed. */
  reason: Type.Optional(Type.String()),
});
export type CourseCreationPolicy = Static<typeof CourseCreationPolicySchema>;

export const getCourseCreationPolicy = defineCall({
  method: 'GET',
  path: 'course_creation/',
  summary: "Whether the caller may create a course (administrators; instructors while the installation's instructors_create_courses is on) and choose its instructor.",
  answer: CourseCreationPolicySchema,
});

export const createCourse = defineCall({
  method: 'POST',
  path: 'courses/',
  summary:
    'Creates a course: empty, or a copy of `copy_of` (one the caller can edit; any course for administrators) sharing its lessons until edited; the caller (or, for administrators, the account of `instructor_email`) is its instructor. Audited as courses.create.',
  body: NewCourseBodySchema,
  answer: Type.Object({ message: Type.String(), course: Type.Object({ _id: Type.String(), title: Type.String() }) }),
});

/** Part 3 §8 "Course management": the spec's words for archiving and restoring. */
export const COURSE_ARCHIVE_MESSAGES = { archived: 'Course archived', restored: 'Course restored' } as const;

export const archiveCourse = defineCall({
  method: 'PUT',
  path: 'courses/:courseId/archive',
  summary:
    "Archives a course (`archived: true`) or restores it: an archived course leaves every course list but the archived ones (/archived-courses); its content, people and grades stay. Instructors with edit rights and administrators. Audited as courses.archive or courses.restore.",
  body: Type.Object({ archived: Type.Boolean() }, { additionalProperties: false }),
  answer: Type.Object({ message: Type.String(), archived: Type.Boolean() }),
});
