import type { Knex } from 'knex';

/**
 * Issue 20: the calendar honours the course's `use_calendar` setting, off
 * unless set. The courses that exist when this runs had a calendar before the
 * setting meant anything, and their students may subscribe to its feed: they
 * keep it (the setting is written on). A course that has the setting, on or
 * off, keeps what it says; new courses start without the calendar.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('courses')
    .whereRaw("settings -> 'use_calendar' is null")
    .update({ settings: knex.raw(`settings || '{"use_calendar": true}'::jsonb`) });
}

/** Nothing to undo: the setting is a course's own, and off-by-default was not what these courses had. */
export async function down(): Promise<void> {}
