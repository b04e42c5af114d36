import type { CourseDefaults, SettingValues } from '../calls/activitySettingsCalls.ts';
import { readPolicyForm, policyForm, type PolicyForm } from './policyForm.ts';
import { SCREEN_FIELDS, type BooleanField, type ScreenField, type VisibilityField } from './settingFields.ts';
import { readAttempts, readDateEntry, readPickx, readResumeAttempts, readTimeLimitMinutes, type Entry } from './settingsEntry.ts';

/** The fields a bulk edit types as text (dates, counts, minutes). */
export const BULK_TEXT_FIELDS = ['open_date', 'due_date', 'close_date', 'submission_attempts', 'time_limit', 'resume_attempts', 'pickx'] as const satisfies readonly ScreenField[];
type TextField = (typeof BULK_TEXT_FIELDS)[number];
type ChoiceField = VisibilityField | 'rollup_id';

/** The bulk-edit form (part 3 §5 "Bulk edit"): the fields ticked (what) and the value each takes (which). */
export interface BulkForm {
  ticked: ReadonlySet<ScreenField>;
  text: Record<TextField, string>;
  checks: Record<BooleanField, boolean>;
  choices: Record<ChoiceField, string>;
  policy: PolicyForm;
}

const countText = (count: number | null | undefined) => (count == null ? '' : String(count));

/**
 * A new bulk form, nothing ticked. Its values start from the course's
 * defaults (`PUT stats/save_defaults`): the late policy, the re-opening
 * attempts (resume_max_attempts) and the attempts (submission_attempt_override).
 */
export const emptyBulkForm = (defaults?: Pick<CourseDefaults, 'policy' | 'resume_max_attempts' | 'submission_attempt_override'>): BulkForm => ({
  ticked: new Set(),
  text: {
    open_date: '',
    due_date: '',
    close_date: '',
    submission_attempts: countText(defaults?.submission_attempt_override),
    time_limit: '',
    resume_attempts: countText(defaults?.resume_max_attempts),
    pickx: '',
  },
  checks: { lock_back_button: false, scramble: false, confidence: false, suppress_until_available: false, show: true },
  choices: { show_responses: 'never', show_correct_answers: 'never', inline_check: 'never', rollup_id: '' },
  policy: policyForm(defaults?.policy ?? null),
});

export type BulkRead = { ok: true; what: ScreenField[]; which: Partial<SettingValues> } | { ok: false; errors: Partial<Record<ScreenField, string>> };

function readText(field: TextField, text: string, defaultTime: string | null): Entry<SettingValues[TextField]> {
  switch (field) {
    case 'open_date':
    case 'due_date':
    case 'close_date':
      return readDateEntry(text, defaultTime);
    case 'submission_attempts':
      return readAttempts(text);
    case 'time_limit':
      return readTimeLimitMinutes(text);
    case 'resume_attempts':
      return readResumeAttempts(text);
    case 'pickx':
      return readPickx(text);
  }
}

const isText = (field: ScreenField): field is TextField => (BULK_TEXT_FIELDS as readonly string[]).includes(field);
const isChoice = (field: ScreenField): field is ChoiceField => field === 'rollup_id' || field === 'show_responses' || field === 'show_correct_answers' || field === 'inline_check';

/** What the form asks for, in the list's field order: `what` and `which`, or the message of each value that cannot be read. */
export function readBulkForm(form: BulkForm, defaultTime: string | null): BulkRead {
  const what = SCREEN_FIELDS.filter((field) => form.ticked.has(field));
  const which: Record<string, unknown> = {};
  const errors: Partial<Record<ScreenField, string>> = {};
  for (const field of what) {
    if (isText(field)) {
      const read = readText(field, form.text[field], defaultTime);
      if (read.ok) which[field] = read.value;
      else errors[field] = read.message;
    } else if (isChoice(field)) {
      which[field] = field === 'rollup_id' && form.choices.rollup_id === '' ? null : form.choices[field];
    } else if (field === 'policy') {
      const read = readPolicyForm(form.policy);
      if (read.ok) which.policy = read.value;
      else errors.policy = read.message;
    } else {
      which[field] = form.checks[field];
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, what, which: which as Partial<SettingValues> };
}
