import type { Knex } from '@lms/sdk';

/** An ISO date-time with a time zone; no "?" in it (knex reads every "?" of a query as a binding). */
const ISO_DATE_TIME = String.raw`^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]+){0,1}){0,1}([Zz]|[+-]([01][0-9]|2[0-3])(:{0,1}[0-5][0-9]){0,1})$`;

/** A board date as timestamptz, null when absent or not a real date-time (nested CASEs: a cast of a bad value throws). */
function boardDate(key: string): string {
  const value = `c.config->'board'->>'${key}'`;
  const lastDay = `extract(day from make_date(greatest(substr(${value}, 1, 4)::int, 1), substr(${value}, 6, 2)::int, 1) + interval '1 month' - interval '1 day')`;
  return `case when jsonb_typeof(c.config->'board'->'${key}') = 'string' and ${value} ~ '${ISO_DATE_TIME}'
    then case when substr(${value}, 1, 4)::int >= 1 and substr(${value}, 9, 2)::int <= ${lastDay} then (${value})::timestamptz end end`;
}

/**
 * Issue 17: the kernel now keeps an activity's dates in step with its
 * component on every save (a board's come from boardSchedule). Boards saved
 * before get theirs here; the kernel's own backfill read top-level fields a
 * board does not have.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update activities as a
    set open_date = ${boardDate('open_date')}, due_date = ${boardDate('due_date')}, close_date = ${boardDate('close_date')}
    from components as c
    where c.id = a.component_id and c.type = 'board'`);
}

/** The dates are harmless to the schema before this step: nothing to undo. */
export async function down(): Promise<void> {}
