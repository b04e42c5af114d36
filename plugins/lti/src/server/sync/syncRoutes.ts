import { defineRoute, isId, LmsError } from '@lms/sdk';
import { ltiClearSelection, ltiSelection, ltiColumns, ltiConfig, ltiGrade, ltiPull, ltiReport, ltiRetry, ltiRoster, ltiStuff, ltiSyncState, SYNC_TYPES, type SyncType } from '../../calls/syncCalls.ts';
import { LTI_ERRNOS } from '../ltiErrnos.ts';
import { gradeSyncRef, linksRef, platformsRef } from '../services.ts';
import { toLink, type LinkRow, type LinkStore } from './LinkStore.ts';
import { PlatformCallError } from './PlatformClient.ts';
import type { PlatformStore } from '../PlatformStore.ts';

/** A platform that did not accept a call made for an instructor: lti-platform-failed, saying what it answered. */
async function onPlatform<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PlatformCallError) throw LmsError.declared(LTI_ERRNOS, 'lti-platform-failed', `The LTI platform did not accept the call: ${error.message}.`);
    throw error;
  }
}

const linkOf = (links: LinkStore, courseId: string, guid: string) => {
  if (!isId(guid)) throw LmsError.declared(LTI_ERRNOS, 'lti-not-linked');
  return links.get(courseId, guid);
};

async function asLink(platforms: PlatformStore, row: LinkRow) {
  const platform = await platforms.byId(row.platform_id);
  return toLink(row, { issuer: platform?.issuer ?? '' });
}

const isSyncType = (value: string): value is SyncType => (SYNC_TYPES as readonly string[]).includes(value);

/**
 * Part 3 §7 "LTI 1.3 sync" at the spec's paths (the {guid} is the course's
 * link), `ltistuff/{courseId}`, and ours for the sync manager (report, pull,
 * retry). Reads are for course staff, changes for course managers; students
 * get nothing.
 */
export const syncRoutes = [
  defineRoute(ltiStuff, {
    permission: 'course:professor',
    deps: { links: linksRef, platforms: platformsRef },
    async handler({ params, deps }) {
      const row = await deps.links.ofCourse(params.courseId);
      return { linked: row !== null, link: row ? await asLink(deps.platforms, row) : null };
    },
  }),
  defineRoute(ltiConfig, {
    permission: 'course:professor',
    deps: { links: linksRef, platforms: platformsRef },
    async handler({ params, deps }) {
      return { link: await asLink(deps.platforms, await deps.links.get(params.courseId, null)), sync_types: [...SYNC_TYPES] };
    },
  }),
  defineRoute(ltiSelection, {
    permission: 'course:manage',
    courseInBody: 'courseId',
    deps: { links: linksRef, platforms: platformsRef },
    async handler({ body, deps }) {
      if (!isSyncType(body.sync_type)) throw LmsError.declared(LTI_ERRNOS, 'lti-unknown-sync-type');
      const link = await linkOf(deps.links, body.courseId, body.guid);
      return { link: await asLink(deps.platforms, await deps.links.setSyncType(link, body.sync_type)) };
    },
  }),
  defineRoute(ltiClearSelection, {
    permission: 'course:manage',
    courseInBody: 'courseId',
    deps: { links: linksRef, platforms: platformsRef },
    async handler({ body, deps }) {
      const link = await linkOf(deps.links, body.courseId, body.guid);
      return { link: await asLink(deps.platforms, await deps.links.setSyncType(link, 'none')) };
    },
  }),
  defineRoute(ltiRoster, {
    permission: 'course:manage',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, deps }) {
      const link = await linkOf(deps.links, params.courseId, params.guid);
      const { members, pulledAt } = await onPlatform(() => deps.sync.pullRoster(link));
      return { members, pulled_at: pulledAt.toISOString() };
    },
  }),
  defineRoute(ltiColumns, {
    permission: 'course:manage',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, deps }) {
      const link = await linkOf(deps.links, params.courseId, params.guid);
      return { columns: await onPlatform(() => deps.sync.ensureColumns(link)) };
    },
  }),
  defineRoute(ltiGrade, {
    permission: 'course:manage',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, deps }) {
      const link = await linkOf(deps.links, params.courseId, params.guid);
      return onPlatform(() => deps.sync.queueChanges(link));
    },
  }),
  defineRoute(ltiPull, {
    permission: 'course:manage',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, deps }) {
      const link = await linkOf(deps.links, params.courseId, params.guid);
      return { changed: await onPlatform(() => deps.sync.pullResults(link)) };
    },
  }),
  defineRoute(ltiRetry, {
    permission: 'course:manage',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, body, deps }) {
      const link = await linkOf(deps.links, params.courseId, params.guid);
      return { queued: await deps.sync.retry(link, body) };
    },
  }),
  defineRoute(ltiReport, {
    permission: 'course:professor',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, deps }) {
      const link = await linkOf(deps.links, params.courseId, params.guid);
      return { rows: await deps.sync.report(link), results_pulled_at: link.results_pulled_at?.toISOString() ?? null };
    },
  }),
  // Last: its first parameter would otherwise take `config`, `roster` and `report`.
  defineRoute(ltiSyncState, {
    permission: 'course:professor',
    deps: { links: linksRef, sync: gradeSyncRef },
    async handler({ params, deps }) {
      if (!isSyncType(params.syncType)) throw LmsError.declared(LTI_ERRNOS, 'lti-unknown-sync-type');
      const link = await linkOf(deps.links, params.courseId, params.guid);
      return deps.sync.syncState(link, params.syncType);
    },
  }),
];
