import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { RateLimitRule } from '@lms/contract/route.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';

/** Who is calling: a rule keyed by user counts a logged-in caller by id, anyone else by address. */
export interface RateLimitCaller {
  userId: string | null;
  address: string;
}

/** Expired windows are swept now and then, not on every call. */
const SWEEP_EVERY_HITS = 500;

/**
 * Fixed-window rate limits counted in PostgreSQL (or the embedded PGlite): one
 * atomic upsert per call, so every node of a deployment shares the count and
 * two simultaneous calls never both take the last point.
 */
export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly config: KernelConfig,
  ) {}

  /** The rule as this site runs it: the route's numbers unless LMS_RATE_LIMITS changes or switches off its bucket. */
  effectiveRule(rule: RateLimitRule): RateLimitRule | null {
    const settings = this.config.rateLimits;
    if (settings === 'off') return null;
    const override = settings?.[rule.bucket];
    if (override === 'off') return null;
    return override ? { ...rule, ...override } : rule;
  }

  /** Counts one call; answers null when it is allowed, else the seconds until the caller may call again. */
  async hit(declared: RateLimitRule, caller: RateLimitCaller): Promise<number | null> {
    const rule = this.effectiveRule(declared);
    if (!rule) return null;
    const who = rule.key === 'user' && caller.userId ? `user:${caller.userId}` : `address:${caller.address}`;
    const now = this.clock.now();
    const resetsAt = new Date(now.getTime() + rule.durationSeconds * 1000);
    const { rows } = (await this.db.raw(
      `insert into rate_limit_windows (key, hits, resets_at) values (?, 1, ?)
       on conflict (key) do update set
         hits = case when rate_limit_windows.resets_at <= ? then 1 else rate_limit_windows.hits + 1 end,
         resets_at = case when rate_limit_windows.resets_at <= ? then excluded.resets_at else rate_limit_windows.resets_at end
       returning hits, resets_at`,
      [`${rule.bucket}|${who}`, resetsAt, now, now],
    )) as { rows: { hits: number; resets_at: Date | string }[] };
    await this.sweepNowAndThen(now);
    const window = rows[0]!;
    if (window.hits <= rule.points) return null;
    return Math.max(1, Math.ceil((new Date(window.resets_at).getTime() - now.getTime()) / 1000));
  }

  private async sweepNowAndThen(now: Date): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    await this.db('rate_limit_windows').where('resets_at', '<', now).delete();
  }
}
