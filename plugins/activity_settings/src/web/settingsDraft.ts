import type { ActivityRow, SettingValues } from '../calls/activitySettingsCalls.ts';
import type { ScreenField } from './settingFields.ts';

/** What an instructor changed in one row and has not saved: each field's new value. */
export type RowDraft = Partial<SettingValues>;
/** The unsaved changes of the page, by row id. */
export type Drafts = ReadonlyMap<string, RowDraft>;

export type ShownValues = ActivityRow['values'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;
const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

/** Whether a value is the stored one: dates by their moment (the server may write them another way), the rest by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isIsoDate(a) && isIsoDate(b)) return Date.parse(a) === Date.parse(b);
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A row's value of a field as the screen shows it: the unsaved change, else the stored value. */
export function shownValue<F extends ScreenField>(row: ActivityRow, draft: RowDraft | undefined, field: F): ShownValues[F] {
  return draft && field in draft ? (draft[field] as ShownValues[F]) : row.values[field];
}

export const shownValues = (row: ActivityRow, draft: RowDraft | undefined): ShownValues => ({ ...row.values, ...(draft as Partial<ShownValues>) });

/** The drafts with one field of one row changed; a value back to the stored one is no change. */
export function withStaged<F extends ScreenField>(drafts: Drafts, row: ActivityRow, field: F, value: SettingValues[F]): Drafts {
  const next = new Map(drafts);
  const draft: RowDraft = { ...next.get(row.id) };
  if (sameValue(value, row.values[field])) delete draft[field];
  else draft[field] = value;
  if (Object.keys(draft).length === 0) next.delete(row.id);
  else next.set(row.id, draft);
  return next;
}

/** The `changes` form of `PUT stats/activities` (part 3 §7): each changed row's activity id with the values it changes, in list order. */
export function draftChanges(rows: readonly ActivityRow[], drafts: Drafts): { row: ActivityRow; change: { id: string } & RowDraft }[] {
  return rows.flatMap((row) => {
    const draft = drafts.get(row.id);
    return draft ? [{ row, change: { id: row.activity_id, ...draft } }] : [];
  });
}
