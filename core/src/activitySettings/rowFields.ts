import type { ActivityRowField, ActivityRowValues, ActivitySettingField, ActivitySettingValues, ActivitySettingsHooks } from '@lms/contract/activitySettings.ts';
import type { ActivityRecord } from '@lms/contract/gradebookRecords.ts';

/** What a row may change besides its type's settings. */
export const ROW_FIELDS = ['rollup_id', 'show', 'suppress_until_available'] as const satisfies readonly ActivityRowField[];
type RowOwnField = (typeof ROW_FIELDS)[number];

/** A custom column's settings (an activity without a component): its due date. */
export const CUSTOM_COLUMN_FIELDS = ['due_date'] as const satisfies readonly ActivitySettingField[];

export function isRowOwnField(field: string): field is RowOwnField {
  return (ROW_FIELDS as readonly string[]).includes(field);
}

/**
 * The fields a row may change: its type's settings (none without hooks), its
 * rollup; a custom column's due date and visibility; a placed component's page lock.
 */
export function rowFields(record: Pick<ActivityRecord, 'componentId' | 'pageId'>, hooks: ActivitySettingsHooks<Record<string, unknown>> | undefined): ActivityRowField[] {
  if (record.componentId === null) return [...CUSTOM_COLUMN_FIELDS, 'show', 'rollup_id'];
  return [...(hooks?.fields ?? []), 'rollup_id', ...(record.pageId ? (['suppress_until_available'] as const) : [])];
}

/** A change split in the type's settings and the row's own values. */
export function splitValues(values: ActivityRowValues): { settings: ActivitySettingValues; own: Pick<ActivityRowValues, RowOwnField> } {
  const settings: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    (isRowOwnField(field) ? own : settings)[field] = value;
  }
  return { settings: settings as ActivitySettingValues, own: own as Pick<ActivityRowValues, RowOwnField> };
}

/** The settings of an activity whose type has no hooks: the ledger's copy of its schedule, shown read-only. */
export function ledgerValues(record: ActivityRecord): ActivitySettingValues {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  if (record.componentId === null) return { due_date: iso(record.dueDate) };
  return {
    open_date: iso(record.openDate),
    due_date: iso(record.dueDate),
    close_date: iso(record.closeDate),
    time_limit: record.timeLimit ?? 0,
    submission_attempts: record.submissionAttempts,
    policy: record.policy,
    graded: record.graded,
  };
}
