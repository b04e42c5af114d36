import { createHash, randomBytes } from 'node:crypto';
import type { Clock, IdGenerator, Knex } from '@lms/sdk';

const TABLE = 'calendar_feed_tokens';

/** 32 random bytes, URL-safe: 256 bits nobody guesses. */
const newToken = (): string => randomBytes(32).toString('base64url');
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface FeedOwner {
  userId: string;
  courseId: string;
}

/**
 * The subscription tokens: one per user and course, stored as its SHA-256
 * only. Making one replaces the previous (the old address stops working);
 * revoking deletes it.
 */
export class FeedTokens {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async state(owner: FeedOwner): Promise<{ createdAt: Date | null }> {
    const row = await this.db(TABLE).where({ user_id: owner.userId, course_id: owner.courseId }).first('created_at');
    return { createdAt: row ? new Date(row.created_at) : null };
  }

  /** A new token for the user and course (answered once, never stored in clear); the previous one no longer works. */
  async create(owner: FeedOwner): Promise<{ token: string; createdAt: Date }> {
    const token = newToken();
    const createdAt = this.clock.now();
    const row = { id: this.ids.newId(), user_id: owner.userId, course_id: owner.courseId, token_hash: hashOf(token), created_at: createdAt };
    await this.db(TABLE).insert(row).onConflict(['user_id', 'course_id']).merge(['id', 'token_hash', 'created_at']);
    return { token, createdAt };
  }

  async revoke(owner: FeedOwner): Promise<void> {
    await this.db(TABLE).where({ user_id: owner.userId, course_id: owner.courseId }).delete();
  }

  /** Whose feed a token opens, or null (unknown, revoked or replaced). */
  async ownerOf(token: string): Promise<FeedOwner | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const row = await this.db(TABLE).where({ token_hash: hashOf(token) }).first('user_id', 'course_id');
    return row ? { userId: row.user_id, courseId: row.course_id } : null;
  }
}
