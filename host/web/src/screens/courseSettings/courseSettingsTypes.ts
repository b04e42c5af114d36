/** Part 2 §3 Course: the settings an instructor edits on /{courseId}/course_settings (GET get_course_settings_info). */
export type { CourseSettings } from '@lms/sdk/calls';
