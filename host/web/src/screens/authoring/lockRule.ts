import { LOCK_DATE } from '@lms/contract/rules';
import type { LockFields } from '@lms/sdk/calls';

/** docs/api.md "Visibility": a lock hides the item from students until a date far ahead (part 3 §9: 2050-01-01). */
export const LOCK_OPEN_DATE = `${LOCK_DATE}T00:00:00.000Z`;
export const LOCK: LockFields = { suppress_until_available: true, open_date: LOCK_OPEN_DATE };
export const UNLOCK: LockFields = { suppress_until_available: false, open_date: null };

/** Hidden from students until its open date (locked, or scheduled). */
export function isLocked(item: LockFields, now: number = Date.now()): boolean {
  return item.suppress_until_available && item.open_date !== null && Date.parse(item.open_date) > now;
}
