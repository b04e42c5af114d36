export interface RetryPolicy {
  /** Delay before the second attempt, in ms; doubles with each further attempt. */
  baseMs: number;
  /** The longest delay, in ms. */
  maxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 10_000, maxMs: 3_600_000 };

/** Exponential backoff: the wait after the `attempts`-th failed try (1-based). */
export function retryDelay(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(0, attempts - 1);
  // Past 2^30 the cap wins anyway; this keeps the number finite.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 30));
}
