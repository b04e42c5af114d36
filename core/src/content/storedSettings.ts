import { COURSE_FLAGS } from '@lms/contract/calls/learnerCalls.ts';

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
