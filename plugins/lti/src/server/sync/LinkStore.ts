import type { Knex } from 'knex';
import { LmsError, type Clock, type IdGenerator, type JobScheduler } from '@lms/sdk';
import type { Link, SyncType } from '../../calls/syncCalls.ts';
import type { Platform } from '../../calls/ltiCalls.ts';
import { LTI_ERRNOS } from '../ltiErrnos.ts';
import { SERVICE_CLAIM } from '../ltiClaims.ts';
import { tickJob } from './syncJobKinds.ts';

export interface LinkRow {
  id: string;
  course_id: string;
  platform_id: string;
  context_id: string;
  context_title: string;
  memberships_url: string | null;
  lineitems_url: string | null;
  ags_scopes: string[] | string;
  sync_type: SyncType;
  tick_generation: number;
  roster_pulled_at: Date | null;
  results_pulled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What a launch's claims say of the platform's context and its services. */
export interface LaunchContext {
  contextId: string;
  contextTitle: string;
  membershipsUrl: string | null;
  lineitemsUrl: string | null;
  scopes: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 2000 ? value : null);
const httpUrl = (value: unknown): string | null => {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    return ['http:', 'https:'].includes(new URL(candidate).protocol) ? candidate : null;
  } catch {
    return null;
  }
};

/** The context and service claims of a verified launch; null without a context (nothing to link). */
export function launchContext(claims: Record<string, unknown>): LaunchContext | null {
  const context = claims['https://purl.imsglobal.org/spec/lti/claim/context'] as { id?: unknown; title?: unknown; label?: unknown } | undefined;
  const contextId = text(context?.id);
  if (!contextId) return null;
  const nrps = claims[SERVICE_CLAIM.namesRoles] as { context_memberships_url?: unknown } | undefined;
  const ags = claims[SERVICE_CLAIM.gradeEndpoint] as { lineitems?: unknown; scope?: unknown } | undefined;
  return {
    contextId,
    contextTitle: text(context?.title) ?? text(context?.label) ?? contextId,
    membershipsUrl: httpUrl(nrps?.context_memberships_url),
    lineitemsUrl: httpUrl(ags?.lineitems),
    scopes: Array.isArray(ags?.scope) ? ags.scope.filter((scope): scope is string => typeof scope === 'string') : [],
  };
}

export const scopesOf = (row: LinkRow): string[] => (typeof row.ags_scopes === 'string' ? JSON.parse(row.ags_scopes) : row.ags_scopes);

export function toLink(row: LinkRow, platform: Pick<Platform, 'issuer'>): Link {
  return {
    id: row.id,
    course_id: row.course_id,
    issuer: platform.issuer,
    context_id: row.context_id,
    context_title: row.context_title,
    roster_service: row.memberships_url !== null,
    grade_service: row.lineitems_url !== null,
    sync_type: row.sync_type,
    roster_pulled_at: row.roster_pulled_at?.toISOString() ?? null,
    results_pulled_at: row.results_pulled_at?.toISOString() ?? null,
  };
}

/** How often each link's roster and results are pulled and its scores compared (docs/operations.md "LTI sync"). */
export const PULL_INTERVAL_MS = 30 * 60_000;

/**
 * `lti_links` and `lti_members`: which platform context a course is linked to
 * (made or refreshed by each launch into the course: the platform may hand new
 * service addresses) and the platform's people as last seen.
 */
export class LinkStore {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
  ) {}

  /**
   * Records the launch's context as the course's link (inside the launch's
   * transaction) and the launching person as a member. A course is linked to
   * one context: a launch from another context of the same course leaves the
   * link as it is. A new link starts its pull chain.
   */
  /** The course a platform context is linked to (a launch from it linked them), or null. */
  async courseOfContext(platformId: string, contextId: string): Promise<string | null> {
    const link = await this.db<LinkRow>('lti_links').where({ platform_id: platformId, context_id: contextId }).first('course_id');
    return link?.course_id ?? null;
  }

  async recordLaunch(trx: Knex, input: { courseId: string; platformId: string; context: LaunchContext; member: { platformUserId: string; userId: string | null; name: string; email: string; role: string } }): Promise<void> {
    const now = this.clock.now();
    const { context } = input;
    let link = await trx<LinkRow>('lti_links').where({ course_id: input.courseId }).forUpdate().first();
    if (!link) {
      const taken = await trx<LinkRow>('lti_links').where({ platform_id: input.platformId, context_id: context.contextId }).first();
      if (taken) return;
      const row = {
        id: this.ids.newId(),
        course_id: input.courseId,
        platform_id: input.platformId,
        context_id: context.contextId,
        context_title: context.contextTitle,
        memberships_url: context.membershipsUrl,
        lineitems_url: context.lineitemsUrl,
        ags_scopes: JSON.stringify(context.scopes),
        sync_type: 'none' as const,
        tick_generation: 1,
        created_at: now,
        updated_at: now,
      };
      await trx('lti_links').insert(row);
      await this.jobs.enqueue(tickJob, { linkId: row.id, generation: 1 }, { runAt: new Date(now.getTime() + PULL_INTERVAL_MS), maxAttempts: 3 }, trx);
      link = (await trx<LinkRow>('lti_links').where({ id: row.id }).first())!;
    } else if (link.platform_id === input.platformId && link.context_id === context.contextId) {
      await trx('lti_links')
        .where({ id: link.id })
        .update({
          context_title: context.contextTitle,
          memberships_url: context.membershipsUrl ?? link.memberships_url,
          lineitems_url: context.lineitemsUrl ?? link.lineitems_url,
          ags_scopes: JSON.stringify(context.scopes.length ? context.scopes : scopesOf(link)),
          updated_at: now,
        });
    } else {
      return;
    }
    const { member } = input;
    await trx('lti_members')
      .insert({ link_id: link.id, platform_user_id: member.platformUserId, user_id: member.userId, name: member.name, email: member.email, role: member.role, status: member.userId ? 'admitted' : 'awaiting', pulled_at: now })
      .onConflict(['link_id', 'platform_user_id'])
      .merge(member.userId ? ['user_id', 'role', 'status'] : ['role']);
  }

  async ofCourse(courseId: string): Promise<LinkRow | null> {
    return (await this.db<LinkRow>('lti_links').where({ course_id: courseId }).first()) ?? null;
  }

  /** The course's link named by `guid`; lti-not-linked otherwise. */
  async get(courseId: string, guid: string | null): Promise<LinkRow> {
    const link = await this.ofCourse(courseId);
    if (!link || (guid !== null && link.id !== guid)) throw LmsError.declared(LTI_ERRNOS, 'lti-not-linked');
    return link;
  }

  async byId(id: string): Promise<LinkRow | null> {
    return (await this.db<LinkRow>('lti_links').where({ id }).first()) ?? null;
  }

  async setSyncType(link: LinkRow, syncType: SyncType): Promise<LinkRow> {
    await this.db('lti_links').where({ id: link.id }).update({ sync_type: syncType, updated_at: this.clock.now() });
    return (await this.byId(link.id))!;
  }
}
