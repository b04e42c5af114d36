import { defineCall, Type } from '@lms/sdk/calls';
import { courseSlugSchema, searchSchema } from '../schemas/administrationBodies.ts';
import { AdministeredCourseRecordSchema, AdministeredCourseSchema } from '../schemas/administrationTypes.ts';

/** Part 3 §7 "Administration": the course calls, at the spec's paths (GET course/{id}, GET with_student_counts/{id}, POST by_title_or_id, POST utils/slug). */

export const findCourses = defineCall({
  method: 'POST',
  path: 'by_title_or_id',
  summary: 'Courses whose title contains the text (any case) or whose id it is, by title (at most 50), with their staff and student counts.',
  body: searchSchema,
  answer: Type.Object({ courses: Type.Array(AdministeredCourseSchema) }),
});

export const getCourseRecord = defineCall({
  method: 'GET',
  path: 'course/:courseId',
  summary: "A course's instructor and admin fields (part 3 §3 Course): dates, staff with edit rights, enrolment flags, payment settings, student and paid counts.",
  answer: AdministeredCourseRecordSchema,
});

export const getStudentCounts = defineCall({
  method: 'GET',
  path: 'with_student_counts/:courseId',
  summary: 'The students enrolled in a course, and those of them who paid.',
  answer: Type.Object({ course_id: Type.String(), student_count: Type.Integer(), paid_count: Type.Integer() }),
});

const slugSummary = "Sets a course's slug (lowercase letters, digits and single hyphens; null takes it away), audited as courses.slug; answers the course record.";

export const changeCourseSlug = defineCall({
  method: 'POST',
  path: 'administration/utils/slug',
  summary: slugSummary,
  body: courseSlugSchema,
  answer: AdministeredCourseRecordSchema,
});

/** The same call at the spec's path (part 3 §7 `utils/slug`). */
export const changeCourseSlugAtSpecPath = defineCall({ ...changeCourseSlug, path: 'utils/slug', summary: `${slugSummary} The spec's path; also at administration/utils/slug.` });
