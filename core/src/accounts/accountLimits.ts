/** Part 1 §4 and §9: the validation email may be sent again at most 3 times. */
export const VALIDATION_RESEND_LIMIT = 3;

const HOUR = 3600;
const DAY = 24 * HOUR;

/** How long an emailed link works (seconds). */
export const TOKEN_LIFETIME_SECONDS = {
  validation: 7 * DAY,
  reset: 2 * HOUR,
  unsubscribe: 365 * DAY,
} as const;

/** How long a pending LTI registration (made by a launch) waits for the form (seconds). */
export const LTI_REGISTRATION_LIFETIME_SECONDS = 2 * HOUR;

/** One throttled action: at most `limit` counted attempts per subject within `windowSeconds`. */
export interface ThrottlePolicy {
  action: string;
  windowSeconds: number;
  perAccount: number;
  perAddress: number;
}

/**
 * Failed logins (and wrong current passwords on the account screen): enough for
 * typos, far too few for guessing. An address gets more room, as a school's
 * students share one. A browser the account logged in from before is counted
 * on its own with the per-account limit (KnownDeviceService), so these limits
 * slow a guesser without locking the owner out.
 */
export const LOGIN_THROTTLE: ThrottlePolicy = { action: 'login', windowSeconds: 15 * 60, perAccount: 5, perAddress: 30 };

/** Password recovery requests (each sends an email). */
export const RECOVERY_THROTTLE: ThrottlePolicy = { action: 'recovery', windowSeconds: HOUR, perAccount: 3, perAddress: 10 };

/** Validation resend requests (each checks a password, and may send an email). */
export const RESEND_THROTTLE: ThrottlePolicy = { action: 'resend', windowSeconds: HOUR, perAccount: 5, perAddress: 10 };
