import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';

/**
 * Whether the check answer button shows during an attempt, by the server's
 * clock (the server decides again on each check). During an attempt the
 * attempts are never used up, and the close date is never past.
 */
export function inlineCheckAvailable(config: Pick<AssessmentConfig, 'inline_check' | 'due_date'>, serverNow: number): boolean {
  if (config.inline_check === 'immediately') return true;
  if (config.inline_check === 'after_due_date') return config.due_date !== null && serverNow >= Date.parse(config.due_date);
  return false;
}
