import { defineRoute } from '@lms/sdk';
import { applyTemplateSync, deepCloneSection, getProgramJob, getSyncHistory, getTemplateSync, lockTemplateItem } from '../../calls/syncCalls.ts';
import { SYNC_MESSAGES } from '../../calls/syncMessages.ts';
import { syncServiceRef } from './syncServices.ts';

/** Part 3 §6: program administrators (site administrators are ones too); which program, the service decides. */
const permission = 'program-admin';
const deps = { sync: syncServiceRef };

/** Template sync, its jobs and history, and deep_clone (issue 23 item 4). */
export const syncRoutes = [
  defineRoute(getTemplateSync, { permission, deps, handler: ({ params, user, deps }) => deps.sync.preview(user!, params.programId) }),
  defineRoute(lockTemplateItem, {
    permission,
    deps,
    handler: async ({ params, body, user, deps }) => ({
      message: body.locked ? SYNC_MESSAGES.locked : SYNC_MESSAGES.unlocked,
      item: await deps.sync.setLock(user!, params.programId, body.item_id, body.locked),
    }),
  }),
  defineRoute(applyTemplateSync, {
    permission,
    deps,
    handler: async ({ params, user, deps }) => ({ message: SYNC_MESSAGES.syncQueued, job: await deps.sync.requestSync(user!, params.courseId) }),
  }),
  defineRoute(getProgramJob, { permission, deps, handler: async ({ params, user, deps }) => ({ job: await deps.sync.job(user!, params.jobId) }) }),
  defineRoute(getSyncHistory, { permission, deps, handler: async ({ params, user, deps }) => ({ syncs: await deps.sync.history(user!, params.programId) }) }),
  defineRoute(deepCloneSection, {
    permission,
    deps,
    handler: async ({ params, user, deps }) => ({ message: SYNC_MESSAGES.cloneQueued, job: await deps.sync.requestDeepClone(user!, params.courseId) }),
  }),
];
