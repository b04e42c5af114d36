import { defineRoute } from '@lms/sdk';
import { purgeCache } from '../calls/gradebookCalls.ts';

/**
 * Part 3 §7 `POST stats/purgecache/{courseId}`. The gradebook keeps no cache:
 * every read computes its rows from the ledger, so there is never anything to
 * purge and the answer is always `purged: 0`.
 */
export const purgeRoute = defineRoute(purgeCache, {
  permission: 'course:professor',
  handler: () => ({ purged: 0 }),
});
