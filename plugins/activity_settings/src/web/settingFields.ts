import type { SelectOption } from '@lms/sdk/web';
import { CORRECT_ANSWER_VISIBILITY_VALUES, VISIBILITY_VALUES, type SettingField } from '../calls/activitySettingsCalls.ts';

/** The fields the screen shows and edits, in the list's order (graded and studycenter stay with the component's editor). */
export const SCREEN_FIELDS = [
  'open_date',
  'due_date',
  'close_date',
  'submission_attempts',
  'time_limit',
  'resume_attempts',
  'lock_back_button',
  'scramble',
  'confidence',
  'pickx',
  'policy',
  'show_responses',
  'show_correct_answers',
  'inline_check',
  'rollup_id',
  'suppress_until_available',
  'show',
] as const satisfies readonly SettingField[];
export type ScreenField = (typeof SCREEN_FIELDS)[number];

/** Each field's name on the screen: column headings, the bulk form, the names of the cells' inputs and of their messages. */
export const FIELD_LABELS: Readonly<Record<ScreenField, string>> = {
  open_date: 'Open date',
  due_date: 'Due date',
  close_date: 'Close date',
  submission_attempts: 'Attempts',
  time_limit: 'Time limit',
  resume_attempts: 'Resume attempts',
  lock_back_button: 'Lock back button',
  scramble: 'Scramble',
  confidence: 'Confidence',
  pickx: 'Pick X',
  policy: 'Late policy',
  show_responses: 'Show responses',
  show_correct_answers: 'Show correct answers',
  inline_check: 'Inline check',
  rollup_id: 'Rollup',
  suppress_until_available: 'Locked',
  show: 'Shown',
};

export const DATE_FIELDS = ['open_date', 'due_date', 'close_date'] as const satisfies readonly ScreenField[];
export type DateField = (typeof DATE_FIELDS)[number];
export const BOOLEAN_FIELDS = ['lock_back_button', 'scramble', 'confidence', 'suppress_until_available', 'show'] as const satisfies readonly ScreenField[];
export type BooleanField = (typeof BOOLEAN_FIELDS)[number];
export const VISIBILITY_FIELDS = ['show_responses', 'show_correct_answers', 'inline_check'] as const satisfies readonly ScreenField[];
export type VisibilityField = (typeof VISIBILITY_FIELDS)[number];

const VISIBILITY_WORDS: Readonly<Record<(typeof CORRECT_ANSWER_VISIBILITY_VALUES)[number], string>> = {
  never: 'Never',
  immediately: 'Immediately',
  after_due_date: 'After due date',
  after_close_date: 'After close date',
  after_max_attempts: 'After max attempts',
  after_due_date_or_max_attempts: 'After due date or max attempts',
  after_close_date_or_max_attempts: 'After close date or max attempts',
};

/** Part 3 §3 "Visibility settings": the choices of a visibility field (correct answers has two more). */
export function visibilityOptions(field: VisibilityField): SelectOption[] {
  const values = field === 'show_correct_answers' ? CORRECT_ANSWER_VISIBILITY_VALUES : VISIBILITY_VALUES;
  return values.map((value) => ({ value, label: VISIBILITY_WORDS[value] }));
}

export const visibilityText = (value: string | null): string => (value === null ? '' : (VISIBILITY_WORDS[value as keyof typeof VISIBILITY_WORDS] ?? value));

/** Part 3 §3 "Policy": per is 3600 (Hour), 86400 (Day) or 604800 (Week). */
export const POLICY_PERIODS = [
  { value: 3600, label: 'Hour' },
  { value: 86400, label: 'Day' },
  { value: 604800, label: 'Week' },
] as const;
export type PolicyPeriod = (typeof POLICY_PERIODS)[number]['value'];

export const periodText = (per: number): string => POLICY_PERIODS.find((period) => period.value === per)?.label ?? `${per} s`;

/** A cell input's name: the field and the activity ("Due date, Quiz 3"). */
export const cellLabel = (label: string, title: string): string => `${label}, ${title}`;
