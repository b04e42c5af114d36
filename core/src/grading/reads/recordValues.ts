import type { LatePolicy } from '@lms/contract/grading/latePenalty.ts';

/** A numeric column as a driver answers it (pg may give decimals as strings); null stays null. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function dateOrNull(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

/** A stored late policy ({penalty, per, max}); anything else is no policy. */
export function latePolicyOrNull(value: unknown): LatePolicy | null {
  if (!value || typeof value !== 'object') return null;
  const { penalty, per, max } = value as Record<string, unknown>;
  return typeof penalty === 'number' && typeof per === 'number' && typeof max === 'number' ? { penalty, per, max } : null;
}
