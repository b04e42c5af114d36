import { PERIOD_NAMES, type Period, type PolicyConfig } from '../../schemas/assessmentConfig.ts';
import { ASSESSMENT_MESSAGES, DATE_LABELS } from '../../schemas/assessmentMessages.ts';
import { joinDateAndTime, splitDate, type DateParts } from '@lms/sdk/rules';
import { parseNumber } from '../../scoring/parseNumber.ts';
import { timeLimitText } from '@lms/sdk/rules';
import { dateOrNone } from './dateOrNone.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';

export const OVERRIDE_DATES = ['open_date', 'due_date', 'close_date'] as const;
export type OverrideDate = (typeof OVERRIDE_DATES)[number];
export type OverrideField = keyof OverrideTerms;

/** The late policy as typed; `own` off means the assessment's policy applies. */
export interface PolicyDraft {
  own: boolean;
  penalty: string;
  per: Period;
  max: string;
}

/** The override form as typed: empty means "the assessment's". */
export interface OverrideDraft {
  open_date: DateParts;
  due_date: DateParts;
  close_date: DateParts;
  /** Minutes; 0 = not timed. */
  time_limit: string;
  /** 0 = unlimited. */
  submission_attempts: string;
  policy: PolicyDraft;
}

/** A policy to start from when the assessment has none: 10% a day, up to all of it (as the editor's). */
const STARTING_POLICY: PolicyConfig = { penalty: 10, per: 86400, max: 100 };

/** Seconds as minutes, at most 2 decimals. */
export const minutesOf = (seconds: number) => String(Math.round((seconds / 60) * 100) / 100);

/** The form for a student's override (or none), its policy starting from the assessment's. */
export function overrideDraft(override: OverrideTerms | null, global: OverrideTerms): OverrideDraft {
  const policy = override?.policy ?? global.policy ?? STARTING_POLICY;
  return {
    open_date: splitDate(override?.open_date ?? null),
    due_date: splitDate(override?.due_date ?? null),
    close_date: splitDate(override?.close_date ?? null),
    time_limit: override?.time_limit == null ? '' : minutesOf(override.time_limit),
    submission_attempts: override?.submission_attempts == null ? '' : String(override.submission_attempts),
    policy: { own: Boolean(override?.policy), penalty: String(policy.penalty), per: policy.per, max: String(policy.max) },
  };
}

export type OverrideReading = { ok: true; values: OverrideTerms } | { ok: false; errors: Partial<Record<OverrideField, string>> };

const wholeAtLeastZero = (text: string) => {
  const value = parseNumber(text);
  return value !== null && value >= 0 && Number.isInteger(value) ? value : null;
};

/** Ours: the spec gives no message for these two inputs. */
export const OVERRIDE_INPUT_MESSAGES = {
  timeLimit: 'Enter the time limit in minutes (0 for no time limit), or leave it empty.',
  attempts: 'Enter a whole number of attempts (0 for unlimited), or leave it empty.',
} as const;

/**
 * The override to send, or what must be fixed first: a date with one part
 * missing or impossible (part 2 §5's messages), a time limit or attempts that
 * are not numbers, a policy whose numbers are not whole. The rules across
 * fields (date order, the policy's max) are the server's.
 */
export function readOverrideDraft(draft: OverrideDraft): OverrideReading {
  const errors: Partial<Record<OverrideField, string>> = {};
  const values: OverrideTerms = { open_date: null, due_date: null, close_date: null, time_limit: null, submission_attempts: null, policy: null };
  for (const field of OVERRIDE_DATES) {
    const joined = joinDateAndTime(draft[field].date, draft[field].time, DATE_LABELS[field]);
    if (joined.ok) values[field] = joined.value;
    else errors[field] = joined.message;
  }
  if (draft.time_limit.trim() !== '') {
    const minutes = parseNumber(draft.time_limit);
    if (minutes === null || minutes < 0) errors.time_limit = OVERRIDE_INPUT_MESSAGES.timeLimit;
    else values.time_limit = Math.round(minutes * 60);
  }
  if (draft.submission_attempts.trim() !== '') {
    const attempts = wholeAtLeastZero(draft.submission_attempts);
    if (attempts === null) errors.submission_attempts = OVERRIDE_INPUT_MESSAGES.attempts;
    else values.submission_attempts = attempts;
  }
  if (draft.policy.own) {
    const penalty = wholeAtLeastZero(draft.policy.penalty);
    const max = wholeAtLeastZero(draft.policy.max);
    if (penalty === null || max === null) errors.policy = ASSESSMENT_MESSAGES.policy;
    else values.policy = { penalty, per: draft.policy.per, max };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The assessment's value of each field, in words, for the hints beside the inputs. */
export function assessmentValueText(global: OverrideTerms, field: OverrideField): string {
  switch (field) {
    case 'open_date':
    case 'due_date':
    case 'close_date':
      return dateOrNone(global[field]);
    case 'time_limit':
      return timeLimitText(global.time_limit ?? 0);
    case 'submission_attempts':
      return global.submission_attempts ? String(global.submission_attempts) : 'unlimited';
    case 'policy': {
      const policy = global.policy;
      return policy ? `${policy.penalty}% per ${PERIOD_NAMES[policy.per].toLowerCase()}, at most ${policy.max}%` : 'late work not auto-accepted';
    }
  }
}

/** The override field a server's 422 names (`policy/max` belongs to `policy`). */
export function overrideFieldOf(field: string): OverrideField | null {
  const head = field.split('/')[0];
  return head === 'open_date' || head === 'due_date' || head === 'close_date' || head === 'time_limit' || head === 'submission_attempts' || head === 'policy' ? head : null;
}
