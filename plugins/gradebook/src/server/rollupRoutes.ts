import { defineRoute } from '@lms/sdk';
import { saveGroupRules } from '../calls/gradebookCalls.ts';
import { getRollup, saveRollup } from '../calls/rollupCalls.ts';
import { rollupWriterRef } from './services.ts';

const deps = { rollups: rollupWriterRef };

/**
 * The rollup groups: the gradebook's weights and drops (professors), and the
 * spec's `stats/rollup`, the rollup manager's calls (course managers: part 3
 * §6 denies assistants without manager rights the rollup pages).
 */
export const rollupRoutes = [
  defineRoute(saveGroupRules, {
    permission: 'course:professor',
    deps,
    handler: async ({ params, body, deps }) => ({ groups: await deps.rollups.saveRules(params.courseId, body.groups) }),
  }),
  defineRoute(getRollup, {
    permission: 'course:manage',
    deps,
    handler: async ({ params, deps }) => {
      const [rollup, activities] = await Promise.all([deps.rollups.groups(params.courseId), deps.rollups.activities(params.courseId)]);
      return { rollup, activities };
    },
  }),
  defineRoute(saveRollup, {
    permission: 'course:manage',
    deps,
    handler: async ({ params, body, deps }) => {
      await deps.rollups.saveRollup(params.courseId, body.rollup, body.activities);
      return { status: 'OK' as const };
    },
  }),
];
