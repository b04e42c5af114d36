import type { ActivitySettingField, ActivitySettingsHooks, ActivitySettingValues } from '@lms/sdk';
import type { AssessmentConfig, Period } from '../schemas/assessmentConfig.ts';
import { TIME_LIMIT_CHOICES } from '../schemas/timeLimits.ts';

const SAME_NAMED = [
  'open_date',
  'due_date',
  'close_date',
  'submission_attempts',
  'lock_back_button',
  'scramble',
  'confidence',
  'studycenter',
  'pickx',
  'show_responses',
  'show_correct_answers',
  'inline_check',
  'graded',
] as const satisfies readonly (ActivitySettingField & keyof AssessmentConfig)[];

/** Config fields whose settings field has another name. */
const RENAMED: Record<string, ActivitySettingField> = { resume_max_attempts: 'resume_attempts', time_limit_custom: 'time_limit' };

/**
 * An assessment's activity settings (part 3 §3 "Activity"): the config's own
 * fields; resume attempts are its resume_max_attempts, and a time limit off
 * the 15-minute steps is the author's own (time_limit_custom). The save rules
 * (assessmentRules.ts, run by `prepare`) check the result with the spec's messages.
 */
export const assessmentSettings: ActivitySettingsHooks<AssessmentConfig> = {
  fields: [...SAME_NAMED, 'time_limit', 'resume_attempts', 'policy'],
  read(config) {
    const values: ActivitySettingValues = Object.fromEntries(SAME_NAMED.map((field) => [field, config[field]]));
    return {
      ...values,
      time_limit: config.time_limit,
      resume_attempts: config.resume_max_attempts,
      policy: config.policy && { penalty: config.policy.penalty, per: config.policy.per, max: config.policy.max },
    };
  },
  apply(config, changes) {
    const next: AssessmentConfig = { ...config };
    for (const field of SAME_NAMED) {
      if (changes[field] !== undefined) Object.assign(next, { [field]: changes[field] });
    }
    if (changes.time_limit !== undefined) {
      next.time_limit = changes.time_limit;
      next.time_limit_custom = !(TIME_LIMIT_CHOICES as readonly number[]).includes(changes.time_limit);
    }
    if (changes.resume_attempts !== undefined) next.resume_max_attempts = changes.resume_attempts;
    if (changes.policy !== undefined) {
      // A period other than an hour, a day or a week is refused by the config's schema, which runs after.
      next.policy = changes.policy && { penalty: changes.policy.penalty, per: changes.policy.per as Period, max: changes.policy.max };
    }
    return next;
  },
  fieldOf: (configPath) => RENAMED[configPath.split('/')[0] ?? ''] ?? null,
};
