import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { BADGE_EARNED_MESSAGE, type Badge, type BadgeAward, type BadgeDesk, type BadgeEarned } from '@lms/contract/badges.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

interface BadgeRow {
  user_id: string;
  course_id: string;
  badge_key: string;
  title: string;
  awarded_at: Date | string;
}

/** Reaches the open tabs of one user (RealtimeHub.emitToUser). */
export interface UserChannel {
  emitToUser(userId: string, event: string, payload: unknown): void;
}

/** The longest badge key and title: keys are rule names with an id, titles one line. */
const KEY_MAX = 200;
const TITLE_MAX = 200;

export function toBadge(row: BadgeRow): Badge {
  return { key: row.badge_key, title: row.title, course_id: row.course_id, awarded_at: new Date(row.awarded_at).toISOString() };
}

/** `coreServices.badges`: one badge per user, course and key; a new one is pushed to the user's tabs after its commit. */
export class BadgeService implements BadgeDesk {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly channel: UserChannel,
  ) {}

  async award(award: BadgeAward, trx?: Knex.Transaction): Promise<boolean> {
    const key = award.key.trim();
    const title = award.title.trim();
    if (!key || key.length > KEY_MAX) throw new Error(`A badge key is 1 to ${KEY_MAX} characters.`);
    if (!title || title.length > TITLE_MAX) throw new Error(`A badge title is 1 to ${TITLE_MAX} characters.`);
    const run = trx ?? this.db;
    const user = await run('users').where({ id: award.userId }).first('id');
    const course = await run('courses').where({ id: award.courseId }).first('id');
    if (!user) throw new LmsError('not-found', 'User not found.');
    if (!course) throw new LmsError('not-found', 'Course not found.');
    const inserted = (await run('user_badges')
      .insert({ user_id: award.userId, course_id: award.courseId, badge_key: key, title, awarded_at: this.clock.now() })
      .onConflict(['user_id', 'course_id', 'badge_key'])
      .ignore()
      .returning('*')) as BadgeRow[];
    const row = inserted[0];
    if (!row) return false;
    const earned: BadgeEarned = { message: BADGE_EARNED_MESSAGE, badge: toBadge(row) };
    const tell = () => this.channel.emitToUser(award.userId, 'badges:earned', earned);
    // Told only once the badge is stored for good: a rolled-back award is never announced.
    if (trx) void trx.executionPromise.then(tell, () => undefined);
    else tell();
    return true;
  }

  async list(userId: string, trx: Knex = this.db): Promise<Badge[]> {
    const rows = (await trx('user_badges').where({ user_id: userId }).orderBy([{ column: 'awarded_at' }, { column: 'badge_key' }])) as BadgeRow[];
    return rows.map(toBadge);
  }
}
