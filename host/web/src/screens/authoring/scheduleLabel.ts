import type { LockFields } from '@lms/sdk/calls';
import { LOCK_OPEN_DATE } from './lockRule.ts';

/** What a collection row says of an item's schedule: nothing when none, or the lock far ahead (shown as the Locked badge). */
export function scheduleLabel(schedule: LockFields): string | undefined {
  if (!schedule.open_date || schedule.open_date === LOCK_OPEN_DATE) return undefined;
  const when = new Date(schedule.open_date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return schedule.suppress_until_available ? `Hidden until ${when}` : `Opens ${when}`;
}
