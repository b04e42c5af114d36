import type { CourseHold } from '@lms/contract/permissions.ts';

/** The amount (cents) a course asks of its students, or 0 (part 1 §3 "Course payment settings"). */
export function courseAmount(settings: { is_free?: unknown; payment?: unknown }): number {
  if (settings.is_free === true) return 0;
  const amount = (settings.payment as { amount?: unknown } | undefined)?.amount;
  return typeof amount === 'number' && amount > 0 ? amount : 0;
}

export interface HoldFacts {
  amount: number;
  paid: boolean;
  startDate: Date | null;
}

/** Part 2 §8 order: an unpaid course first, then one that has not started yet. */
export function courseHold({ amount, paid, startDate }: HoldFacts, now: Date): CourseHold | null {
  if (amount > 0 && !paid) return { errno: 'payment-required', amount };
  if (startDate && startDate.getTime() > now.getTime()) return { errno: 'start-date', startDate };
  return null;
}
