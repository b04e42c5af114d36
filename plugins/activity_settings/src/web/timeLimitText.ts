import { timeLimitText as spelled } from '@lms/sdk/rules';

/** Part 3 §9 time-limit words (`@lms/sdk/rules`); null (a type without a time limit) shows nothing. */
export function timeLimitText(seconds: number | null): string {
  return seconds === null ? '' : spelled(seconds);
}
