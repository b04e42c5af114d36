import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock, coreServices, GradebookRecords, IdGenerator, JobScheduler, ServiceRef } from '@lms/sdk';
import type { Column, GradingProgress, Member, ReportRow, ScoreState, ScoreStateRow, SyncType } from '../../calls/syncCalls.ts';
import type { Platform } from '../../calls/ltiCalls.ts';
import type { PlatformStore } from '../PlatformStore.ts';
import { courseRole } from '../ltiClaims.ts';
import { courseScores, type ColumnScore } from './courseScores.ts';
import { PULL_INTERVAL_MS, type LinkRow, type LinkStore } from './LinkStore.ts';
import { PlatformCallError, SCOPES, withPathSuffix, type PlatformClient } from './PlatformClient.ts';
import { SCORE_ATTEMPTS, scoreJob, tickJob } from './syncJobKinds.ts';

interface ColumnRow {
  id: string;
  link_id: string;
  sync_type: SyncType;
  key: string;
  label: string;
  score_maximum: number;
  lineitem_url: string;
  created_at: Date;
}

interface ScoreRow {
  column_id: string;
  user_id: string;
  platform_user_id: string;
  score: number;
  score_maximum: number;
  grading_progress: GradingProgress;
  changed_at: Date;
  version: number;
  synced_version: number;
  state: ScoreState;
  attempts: number;
  last_error: string | null;
  synced_at: Date | null;
  synced_score: number | null;
  their_score: number | null;
  their_read_at: Date | null;
  changed_on_platform: boolean;
}

interface MemberRow {
  link_id: string;
  platform_user_id: string;
  user_id: string | null;
  name: string;
  email: string;
  role: Member['role'];
  status: Member['status'];
}

interface NrpsMember {
  user_id?: unknown;
  roles?: unknown;
  status?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
}

interface AgsLineItem {
  id?: unknown;
  resourceId?: unknown;
  scoreMaximum?: unknown;
}

interface AgsResult {
  userId?: unknown;
  resultScore?: unknown;
  resultMaximum?: unknown;
}

/** `coreServices.ltiAccounts` (its interface is the contract's; the SDK exports the ref). */
type LtiAccounts = typeof coreServices.ltiAccounts extends ServiceRef<infer T> ? T : never;

const MEDIA = {
  members: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
  lineItems: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  score: 'application/vnd.ims.lis.v1.score+json',
  results: 'application/vnd.ims.lis.v2.resultcontainer+json',
} as const;

/** A tag on the line items we make, so an administrator can tell them apart on the platform. */
const LINE_ITEM_TAG = 'lms-grade-sync';
/** Scores closer than this are the same grade (rounding on the platform's side). */
const SAME = 0.01;

const toColumn = (row: ColumnRow): Column => ({ id: row.id, sync_type: row.sync_type, key: row.key, label: row.label, score_maximum: row.score_maximum, lineitem_url: row.lineitem_url });
const str = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Names and roles, and grades (issue 22 items 2 to 4): the roster pulled,
 * the line items of the course's sync type, every score change a durable job
 * until the platform accepts it (dead letters past the retry budget), the
 * platform's results read back so a change there is shown and never
 * overwritten silently, and the reconciliation report.
 */
export class GradeSync {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
    private readonly links: LinkStore,
    private readonly platforms: PlatformStore,
    private readonly client: PlatformClient,
    private readonly records: GradebookRecords,
    private readonly accounts: LtiAccounts,
  ) {}

  private async platformOf(link: LinkRow): Promise<Platform> {
    const platform = await this.platforms.byId(link.platform_id);
    if (!platform) throw new Error('The link names no platform');
    return platform;
  }

  // ---- names and roles -------------------------------------------------

  /** Pulls the platform's roster (every page); members with an account are admitted with their role, in one transaction with the member rows. */
  async pullRoster(link: LinkRow): Promise<{ members: Member[]; pulledAt: Date }> {
    if (!link.memberships_url) throw new PlatformCallError('the platform gave no names and roles address for this course', false, null);
    const platform = await this.platformOf(link);
    const pulled = await this.client.getAll<{ members?: unknown }, NrpsMember>(platform, SCOPES.roster, link.memberships_url, MEDIA.members, (page) => (Array.isArray(page?.members) ? (page.members as NrpsMember[]) : []));
    const now = this.clock.now();
    const members: Member[] = [];
    const seen = new Set<string>();
    await this.db.transaction(async (trx) => {
      for (const entry of pulled) {
        const platformUserId = str(entry.user_id);
        if (!platformUserId || seen.has(platformUserId)) continue;
        seen.add(platformUserId);
        const role = courseRole(Array.isArray(entry.roles) ? entry.roles.filter((r): r is string => typeof r === 'string') : []);
        const userId = await this.accounts.userOf(`${platform.id}:${platformUserId}`, trx);
        const inactive = entry.status === 'Inactive' || entry.status === 'Deleted';
        const status: Member['status'] = !role ? 'ignored' : inactive ? 'inactive' : userId ? 'admitted' : 'awaiting';
        if (status === 'admitted') await this.accounts.admit(userId!, link.course_id, role!, trx);
        const name = str(entry.name) || `${str(entry.given_name)} ${str(entry.family_name)}`.trim();
        const member: Member = { platform_user_id: platformUserId, user_id: userId, name, email: str(entry.email), role, status };
        members.push(member);
        await trx('lti_members')
          .insert({ link_id: link.id, ...member, pulled_at: now })
          .onConflict(['link_id', 'platform_user_id'])
          .merge(['user_id', 'name', 'email', 'role', 'status', 'pulled_at']);
      }
      // The platform's roster decides who is a member; launches add people in between.
      await trx('lti_members').where({ link_id: link.id }).whereNotIn('platform_user_id', [...seen]).delete();
      await trx('lti_links').where({ id: link.id }).update({ roster_pulled_at: now });
    });
    return { members, pulledAt: now };
  }

  private async students(link: LinkRow): Promise<MemberRow[]> {
    return this.db<MemberRow>('lti_members').where({ link_id: link.id, role: 'student', status: 'admitted' }).whereNotNull('user_id').orderBy('name');
  }

  // ---- line items -----------------------------------------------------------

  /** The line items of the link's sync type, made on the platform where missing (one with our resourceId is found and reused first). */
  async ensureColumns(link: LinkRow): Promise<Column[]> {
    if (link.sync_type === 'none') return [];
    if (!link.lineitems_url) throw new PlatformCallError('the platform gave no line items address for this course', false, null);
    const platform = await this.platformOf(link);
    const { columns } = await courseScores(this.records, this.clock, link.course_id, link.sync_type, []);
    const stored = new Map((await this.db<ColumnRow>('lti_columns').where({ link_id: link.id, sync_type: link.sync_type })).map((row) => [row.key, row]));
    const missing = columns.filter((column) => !stored.has(column.key));
    if (missing.length) {
      const existing = await this.client.getAll<unknown, AgsLineItem>(platform, SCOPES.lineItems, link.lineitems_url, MEDIA.lineItems, (page) => (Array.isArray(page) ? (page as AgsLineItem[]) : []));
      for (const column of missing) {
        const resourceId = `${link.sync_type}:${column.key}`;
        let lineItem = existing.find((item) => item.resourceId === resourceId && typeof item.id === 'string');
        if (!lineItem) {
          lineItem = (await this.client.postJson<AgsLineItem>(platform, SCOPES.lineItems, link.lineitems_url, MEDIA.lineItem, { scoreMaximum: column.scoreMaximum, label: column.label, resourceId, tag: LINE_ITEM_TAG })) ?? {};
          if (typeof lineItem.id !== 'string') throw new PlatformCallError('the platform made a line item without an id', false, null);
        }
        const row: ColumnRow = { id: this.ids.newId(), link_id: link.id, sync_type: link.sync_type, key: column.key, label: column.label, score_maximum: column.scoreMaximum, lineitem_url: lineItem.id as string, created_at: this.clock.now() };
        await this.db('lti_columns').insert(row).onConflict(['link_id', 'sync_type', 'key']).ignore();
      }
    }
    const order = new Map(columns.map((column, index) => [column.key, index]));
    return (await this.db<ColumnRow>('lti_columns').where({ link_id: link.id, sync_type: link.sync_type }))
      .filter((row) => order.has(row.key))
      .sort((a, b) => order.get(a.key)! - order.get(b.key)!)
      .map(toColumn);
  }

  // ---- scores -----------------------------------------------------------------

  /**
   * Compares every student's current scores with what was recorded and makes
   * each change a durable job (the score row and its job in one transaction).
   * A score the platform changed after our sync is held: shown, not sent.
   */
  async queueChanges(link: LinkRow): Promise<{ queued: number; held: number; unchanged: number }> {
    const counts = { queued: 0, held: 0, unchanged: 0 };
    if (link.sync_type === 'none') return counts;
    const columns = await this.ensureColumns(link);
    const students = await this.students(link);
    const platformIdOf = new Map(students.map((member) => [member.user_id!, member.platform_user_id]));
    const { scores } = await courseScores(this.records, this.clock, link.course_id, link.sync_type, [...platformIdOf.keys()]);
    const columnOf = new Map(columns.map((column) => [column.key, column]));
    for (const score of scores) {
      const column = columnOf.get(score.key);
      if (!column) continue;
      const outcome = await this.recordScore(column, score, platformIdOf.get(score.userId)!);
      counts[outcome] += 1;
    }
    return counts;
  }

  private async recordScore(column: Column, score: ColumnScore, platformUserId: string): Promise<'queued' | 'held' | 'unchanged'> {
    return this.db.transaction(async (trx) => {
      const now = this.clock.now();
      const row = await trx<ScoreRow>('lti_scores').where({ column_id: column.id, user_id: score.userId }).forUpdate().first();
      const fields = { platform_user_id: platformUserId, score: score.score, score_maximum: score.scoreMaximum, grading_progress: score.progress, changed_at: now };
      if (!row) {
        await trx('lti_scores').insert({ column_id: column.id, user_id: score.userId, ...fields, version: 1, state: 'queued' });
        await this.jobs.enqueue(scoreJob, { columnId: column.id, userId: score.userId, version: 1 }, { maxAttempts: SCORE_ATTEMPTS }, trx);
        return 'queued';
      }
      if (Math.abs(row.score - score.score) < SAME && row.score_maximum === score.scoreMaximum && row.grading_progress === score.progress && row.platform_user_id === platformUserId) return 'unchanged';
      const version = row.version + 1;
      if (row.changed_on_platform || row.state === 'held') {
        await trx('lti_scores').where({ column_id: column.id, user_id: score.userId }).update({ ...fields, version, state: 'held' });
        return 'held';
      }
      await trx('lti_scores').where({ column_id: column.id, user_id: score.userId }).update({ ...fields, version, state: 'queued', attempts: 0, last_error: null });
      await this.jobs.enqueue(scoreJob, { columnId: column.id, userId: score.userId, version }, { maxAttempts: SCORE_ATTEMPTS }, trx);
      return 'queued';
    });
  }

  /**
   * The score job: sends one score version (a newer version's own job sends
   * that one; a version sent already is not sent again, so a job run twice
   * after a crash sends nothing twice unless the platform never answered).
   * A refusal that may heal (5xx, 429, timeouts) throws, and the kernel
   * retries with backoff; the last try, or a refusal that will not heal,
   * makes a dead letter.
   */
  async sendScore(payload: { columnId: string; userId: string; version: number }, attempt: number, log: Logger): Promise<void> {
    const row = await this.db<ScoreRow>('lti_scores').where({ column_id: payload.columnId, user_id: payload.userId }).first();
    if (!row || row.version !== payload.version || row.state !== 'queued' || row.synced_version >= payload.version) return;
    const column = (await this.db<ColumnRow>('lti_columns').where({ id: payload.columnId }).first())!;
    const link = (await this.links.byId(column.link_id))!;
    const mine = () => this.db('lti_scores').where({ column_id: payload.columnId, user_id: payload.userId, version: payload.version });
    try {
      const platform = await this.platformOf(link);
      await this.client.postJson(platform, SCOPES.scores, withPathSuffix(column.lineitem_url, 'scores'), MEDIA.score, {
        userId: row.platform_user_id,
        scoreGiven: row.score,
        scoreMaximum: row.score_maximum,
        activityProgress: 'Completed',
        gradingProgress: row.grading_progress,
        timestamp: row.changed_at.toISOString(),
      });
      await mine().update({ state: 'synced', synced_version: payload.version, synced_at: this.clock.now(), synced_score: row.score, attempts: attempt, last_error: null, changed_on_platform: false });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const heals = error instanceof PlatformCallError ? error.retryable : true;
      if (heals && attempt < SCORE_ATTEMPTS) {
        await mine().update({ attempts: attempt, last_error: message });
        throw error;
      }
      await mine().update({ state: 'dead', attempts: attempt, last_error: message });
      log.warn({ column: payload.columnId, user: payload.userId, attempt }, 'LTI score is a dead letter');
    }
  }

  /** Queues dead letters and held scores again (one column and student, or all): a new version, a fresh retry budget. */
  async retry(link: LinkRow, filter: { column_id?: string; user_id?: string }): Promise<number> {
    const columnIds = (await this.db<ColumnRow>('lti_columns').where({ link_id: link.id }).select('id')).map((row) => row.id);
    return this.db.transaction(async (trx) => {
      const rows = await trx<ScoreRow>('lti_scores')
        .whereIn('column_id', filter.column_id ? columnIds.filter((id) => id === filter.column_id) : columnIds)
        .modify((q) => {
          if (filter.user_id) q.where({ user_id: filter.user_id });
        })
        .whereIn('state', ['dead', 'held'])
        .forUpdate();
      for (const row of rows) {
        const version = row.version + 1;
        await trx('lti_scores').where({ column_id: row.column_id, user_id: row.user_id }).update({ version, state: 'queued', attempts: 0, last_error: null, changed_on_platform: false, changed_at: this.clock.now() });
        await this.jobs.enqueue(scoreJob, { columnId: row.column_id, userId: row.user_id, version }, { maxAttempts: SCORE_ATTEMPTS }, trx);
      }
      return rows.length;
    });
  }

  // ---- the platform's side ------------------------------------------------------

  /** Reads the platform's results for every column of the sync type; a grade other than the one we sent marks the score changed on the platform. */
  async pullResults(link: LinkRow): Promise<number> {
    if (!link.lineitems_url) return 0;
    const platform = await this.platformOf(link);
    const columns = await this.db<ColumnRow>('lti_columns').where({ link_id: link.id, sync_type: link.sync_type });
    let changed = 0;
    for (const column of columns) {
      const results = await this.client.getAll<unknown, AgsResult>(platform, SCOPES.results, withPathSuffix(column.lineitem_url, 'results'), MEDIA.results, (page) => (Array.isArray(page) ? (page as AgsResult[]) : []));
      const rows = await this.db<ScoreRow>('lti_scores').where({ column_id: column.id });
      const byPlatformUser = new Map(results.map((result) => [str(result.userId), result]));
      const now = this.clock.now();
      for (const row of rows) {
        const result = byPlatformUser.get(row.platform_user_id);
        const given = num(result?.resultScore);
        const theirs = given === null ? null : Math.round(((given * row.score_maximum) / (num(result?.resultMaximum) ?? column.score_maximum)) * 100) / 100;
        const differs = row.synced_score !== null && row.state !== 'queued' && (theirs === null ? false : Math.abs(theirs - row.synced_score) >= SAME);
        const update: Partial<ScoreRow> = { their_score: theirs, their_read_at: now };
        if (differs && !row.changed_on_platform) {
          update.changed_on_platform = true;
          changed += 1;
        }
        await this.db('lti_scores').where({ column_id: row.column_id, user_id: row.user_id, version: row.version }).update(update);
      }
    }
    await this.db('lti_links').where({ id: link.id }).update({ results_pulled_at: this.clock.now() });
    return changed;
  }

  // ---- what the screens read -------------------------------------------------------

  async syncState(link: LinkRow, syncType: SyncType): Promise<{ columns: Column[]; scores: ScoreStateRow[]; dead_letters: number }> {
    const columns = (await this.db<ColumnRow>('lti_columns').where({ link_id: link.id, sync_type: syncType }).orderBy('created_at').orderBy('id')).map(toColumn);
    const names = new Map((await this.db<MemberRow>('lti_members').where({ link_id: link.id }).whereNotNull('user_id')).map((m) => [m.user_id!, m.name]));
    const rows = columns.length ? await this.db<ScoreRow>('lti_scores').whereIn('column_id', columns.map((c) => c.id)) : [];
    const position = new Map(columns.map((column, index) => [column.id, index]));
    const scores = rows
      .map(
        (row): ScoreStateRow => ({
          column_id: row.column_id,
          user_id: row.user_id,
          name: names.get(row.user_id) ?? '',
          score: row.score,
          score_maximum: row.score_maximum,
          grading_progress: row.grading_progress,
          state: row.state,
          attempts: row.attempts,
          last_error: row.last_error,
          changed_at: row.changed_at.toISOString(),
          synced_at: row.synced_at?.toISOString() ?? null,
          synced_score: row.synced_score,
          their_score: row.their_score,
          changed_on_platform: row.changed_on_platform,
        }),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id) || position.get(a.column_id)! - position.get(b.column_id)!);
    return { columns, scores, dead_letters: scores.filter((score) => score.state === 'dead').length };
  }

  /** Ours now (the gradebook), sent and theirs (the last pull), per student and column of the current sync type. */
  async report(link: LinkRow): Promise<ReportRow[]> {
    const students = await this.students(link);
    const columns = await this.db<ColumnRow>('lti_columns').where({ link_id: link.id, sync_type: link.sync_type }).orderBy('created_at').orderBy('id');
    if (!columns.length || !students.length) return [];
    const { scores } = await courseScores(this.records, this.clock, link.course_id, link.sync_type, students.map((s) => s.user_id!));
    const ours = new Map(scores.map((score) => [`${score.key} ${score.userId}`, score.score]));
    const recorded = new Map((await this.db<ScoreRow>('lti_scores').whereIn('column_id', columns.map((c) => c.id))).map((row) => [`${row.column_id} ${row.user_id}`, row]));
    const rows: ReportRow[] = [];
    for (const student of students) {
      for (const column of columns) {
        const mine = ours.get(`${column.key} ${student.user_id}`) ?? null;
        const row = recorded.get(`${column.id} ${student.user_id}`);
        const sent = row?.synced_score ?? null;
        const verdict: ReportRow['verdict'] =
          row?.state === 'dead' ? 'dead' : row?.changed_on_platform ? 'theirs-changed' : sent === null ? 'unsent' : mine === null || Math.abs(mine - sent) >= SAME ? 'ours-newer' : 'in-sync';
        rows.push({ user_id: student.user_id!, name: student.name, column_id: column.id, label: column.label, ours: mine, sent, theirs: row?.their_score ?? null, verdict });
      }
    }
    return rows;
  }

  // ---- the schedule ------------------------------------------------------------------

  /**
   * One link's periodic pull: the roster, the platform's results (before
   * anything is sent, so a change there is seen first), then score changes
   * queued. A step that fails is logged and the others still run; the next
   * pull is queued whatever happened, by the job of the current generation
   * only (a stray duplicate stops there).
   */
  async tick(payload: { linkId: string; generation: number }, log: Logger): Promise<void> {
    const link = await this.links.byId(payload.linkId);
    if (!link || link.tick_generation !== payload.generation) return;
    const step = async (name: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        log.warn({ link: link.id, step: name, error: error instanceof Error ? error.message : String(error) }, 'LTI pull step failed');
      }
    };
    if (link.memberships_url) await step('roster', () => this.pullRoster(link));
    if (link.lineitems_url && link.sync_type !== 'none') {
      await step('results', () => this.pullResults(link));
      await step('scores', () => this.queueChanges(link));
    }
    await this.db.transaction(async (trx) => {
      const moved = await trx('lti_links').where({ id: link.id, tick_generation: payload.generation }).update({ tick_generation: payload.generation + 1 });
      if (moved) await this.jobs.enqueue(tickJob, { linkId: link.id, generation: payload.generation + 1 }, { runAt: new Date(this.clock.now().getTime() + PULL_INTERVAL_MS), maxAttempts: 3 }, trx);
    });
  }
}
