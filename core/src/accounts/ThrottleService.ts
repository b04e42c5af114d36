import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { ThrottlePolicy } from './accountLimits.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

/** Who an attempt is counted against: the account's email (whether or not it exists) and the client address. */
export interface ThrottleSubject {
  email: string | null;
  address: string;
  /**
   * A browser the account is known to log in from (its device cookie): its
   * attempts are counted against that device alone, with the account's limit,
   * so failures from elsewhere cannot lock the owner out of their own browser.
   */
  device?: string;
}

/** A counted attempt; `release` uncounts it (a login that succeeded was no failure). */
export interface ThrottleTicket {
  release(): Promise<void>;
}

interface CountedKey {
  key: string;
  limit: number;
}

function subjectHash(kind: 'account' | 'address' | 'device', value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

/** An IPv4 client seen through an IPv6 socket counts as the IPv4 address. */
function normalAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').toLowerCase();
}

/**
 * Attempt counting in the database (so every node sees the same counts): at most
 * `limit` attempts per subject in a sliding window. Unknown accounts are counted
 * exactly like existing ones, so a refusal says nothing about who has an account.
 */
export class ThrottleService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  private keys(policy: ThrottlePolicy, subject: ThrottleSubject): CountedKey[] {
    if (subject.device) return [{ key: subjectHash('device', subject.device), limit: policy.perAccount }];
    const keys = [{ key: subjectHash('address', normalAddress(subject.address)), limit: policy.perAddress }];
    const email = subject.email?.trim().toLowerCase();
    if (email) keys.push({ key: subjectHash('account', email), limit: policy.perAccount });
    return keys;
  }

  /**
   * Counts an attempt, or throws too-many-attempts with its Retry-After (uncounted) when a subject
   * is over its limit. The attempt is written before counting, so simultaneous
   * attempts cannot all slip under the limit.
   */
  async take(policy: ThrottlePolicy, subject: ThrottleSubject): Promise<ThrottleTicket> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - policy.windowSeconds * 1000);
    await this.db('throttle_attempts').where({ action: policy.action }).andWhere('at', '<=', since).delete();
    const keys = this.keys(policy, subject);
    const inserted = (await this.db('throttle_attempts')
      .insert(keys.map(({ key }) => ({ action: policy.action, key, at: now })))
      .returning('id')) as { id: number }[];
    const ids = inserted.map((row) => row.id);
    const release = async () => {
      await this.db('throttle_attempts').whereIn('id', ids).delete();
    };
    let retryAfter = 0;
    for (const { key, limit } of keys) {
      const counted = await this.inWindow(policy.action, key, since);
      if (counted.length > limit) retryAfter = Math.max(retryAfter, this.secondsUntilFree(counted, ids, limit, policy, now));
    }
    if (retryAfter > 0) {
      await release();
      throw LmsError.tooMany('too-many-attempts', retryAfter);
    }
    return { release };
  }

  /** Forgets the account's counted attempts (after a successful login). */
  async clearAccount(policy: ThrottlePolicy, email: string): Promise<void> {
    await this.db('throttle_attempts').where({ action: policy.action, key: subjectHash('account', email.trim().toLowerCase()) }).delete();
  }

  private inWindow(action: string, key: string, since: Date): Promise<{ id: number; at: Date }[]> {
    return this.db('throttle_attempts').where({ action, key }).andWhere('at', '>', since).orderBy('at').orderBy('id').select('id', 'at');
  }

  /** When enough of the earlier attempts leave the window for one more to fit under the limit. */
  private secondsUntilFree(counted: { id: number; at: Date }[], ours: number[], limit: number, policy: ThrottlePolicy, now: Date): number {
    const earlier = counted.filter((row) => !ours.includes(Number(row.id)));
    const freeing = earlier[earlier.length - limit] ?? earlier[0]!;
    const freeAt = new Date(freeing.at).getTime() + policy.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  }
}
