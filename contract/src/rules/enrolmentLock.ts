/** The course's enrolment flags (part 3 §3 Course "Enrollment flags") the lock rule ties together. */
export interface EnrolmentLock {
  enrollment_locked: boolean;
  invite_only: boolean;
}

export const ENROLMENT_LOCK_MESSAGES = {
  /** Both transitions of part 3 §4 at once: no way to honour both. */
  contradictory: 'Turning on invitation only locks enrolment: it cannot be unlocked in the same save.',
} as const;

export type EnrolmentLockOutcome = { ok: true; lock: EnrolmentLock } | { ok: false; field: 'enrollment_locked'; message: string };

/**
 * Part 3 §4 "Enrollment lock": turning on invite_only forces enrollment_locked
 * on; unlocking enrollment turns invite_only off. `changes` are the flags a
 * save names (absent: unchanged). A save that turns invite_only on and unlocks
 * enrolment at once asks for both transitions and is refused. The server's
 * course settings save and every screen that toggles the flags run this.
 */
export function applyEnrolmentLock(current: EnrolmentLock, changes: Partial<EnrolmentLock>): EnrolmentLockOutcome {
  const turningInviteOnlyOn = changes.invite_only === true && !current.invite_only;
  const unlocking = changes.enrollment_locked === false && current.enrollment_locked;
  if (turningInviteOnlyOn && unlocking) return { ok: false, field: 'enrollment_locked', message: ENROLMENT_LOCK_MESSAGES.contradictory };
  const invite_only = unlocking ? false : (changes.invite_only ?? current.invite_only);
  const enrollment_locked = invite_only ? true : (changes.enrollment_locked ?? current.enrollment_locked);
  return { ok: true, lock: { enrollment_locked, invite_only } };
}
