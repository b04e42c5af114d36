import type { Knex } from 'knex';

/**
 * Issue 21 dashboard load: the notes tile sums a lesson's notes over the whole
 * term (`tracking.lessonNotes`); `tracking_days` was keyed (course, day, user,
 * lesson, page), so that read walked every day of the course (180 ms at
 * 2,000 students and 15 weeks). By (course, lesson) with the notes in the
 * index, it reads only the two lessons' rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index tracking_days_course_lesson_notes on tracking_days (course_id, lesson_id) include (notes)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index tracking_days_course_lesson_notes');
}
