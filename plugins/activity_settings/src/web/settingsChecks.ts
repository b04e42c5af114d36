import type { SettingValues } from '../calls/activitySettingsCalls.ts';
import type { DateField } from './settingFields.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

type Policy = NonNullable<SettingValues['policy']>;

/**
 * Part 3 §5 "Auto-accept late policy": an integer percentage penalty, and a
 * max of at most 100 that is 100 or a multiple of the penalty (a zero penalty
 * is accepted). No policy (auto-accept off) is always fine.
 */
export function policyProblem(policy: Policy | null | undefined): string | null {
  if (!policy) return null;
  const { penalty, max } = policy;
  const whole = Number.isInteger(penalty) && Number.isInteger(max) && penalty >= 0 && penalty <= 100 && max >= 0 && max <= 100;
  const multiple = whole && (max === 100 || penalty === 0 || max % penalty === 0);
  return multiple ? null : SETTINGS_MESSAGES.policy;
}

type Dates = Pick<SettingValues, DateField>;

/**
 * Part 3 §5 "Activity dates": open <= due <= close, else the field to mark,
 * as the server's rule marks it (the open date when it is after the due or
 * close date, the due date when it is after the close date).
 */
export function dateOrderProblem(values: Dates): DateField | null {
  const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null);
  const open = time(values.open_date);
  const due = time(values.due_date);
  const close = time(values.close_date);
  if (open !== null && ((due !== null && open > due) || (close !== null && open > close))) return 'open_date';
  if (due !== null && close !== null && due > close) return 'due_date';
  return null;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Part 3 §5: a due date earlier than one year ago asks first. */
export const isFarPastDue = (dueDate: string | null | undefined, now: Date): boolean => typeof dueDate === 'string' && new Date(dueDate).getTime() < now.getTime() - YEAR_MS;

/** Part 3 §5 "Bulk edit": the fields ticked (what) and the rows chosen (who) must not be empty. */
export function bulkProblem(what: readonly string[], who: readonly string[]): string | null {
  if (what.length === 0) return SETTINGS_MESSAGES.noFields;
  if (who.length === 0) return SETTINGS_MESSAGES.noRows;
  return null;
}
