import { describe, expect, it } from 'vitest';
import { applyEnrolmentLock, ENROLMENT_LOCK_MESSAGES } from '../src/rules/enrolmentLock.ts';

const OPEN = { enrollment_locked: false, invite_only: false };
const LOCKED = { enrollment_locked: true, invite_only: false };
const INVITE_ONLY = { enrollment_locked: true, invite_only: true };

describe('applyEnrolmentLock (part 3 §4 "Enrollment lock")', () => {
  it('turning on invite_only forces enrollment_locked on', () => {
    expect(applyEnrolmentLock(OPEN, { invite_only: true })).toEqual({ ok: true, lock: INVITE_ONLY });
    expect(applyEnrolmentLock(LOCKED, { invite_only: true })).toEqual({ ok: true, lock: INVITE_ONLY });
    // Even when the same save says the lock is off, from an open course: invite_only on wins.
    expect(applyEnrolmentLock(OPEN, { invite_only: true, enrollment_locked: false })).toEqual({ ok: true, lock: INVITE_ONLY });
  });

  it('unlocking enrollment turns invite_only off', () => {
    expect(applyEnrolmentLock(INVITE_ONLY, { enrollment_locked: false })).toEqual({ ok: true, lock: OPEN });
    expect(applyEnrolmentLock(INVITE_ONLY, { enrollment_locked: false, invite_only: true })).toEqual({ ok: true, lock: OPEN });
    expect(applyEnrolmentLock(LOCKED, { enrollment_locked: false })).toEqual({ ok: true, lock: OPEN });
  });

  it('keeps the lock when invite_only is turned off, and changes nothing for no change', () => {
    expect(applyEnrolmentLock(INVITE_ONLY, { invite_only: false })).toEqual({ ok: true, lock: LOCKED });
    expect(applyEnrolmentLock(OPEN, {})).toEqual({ ok: true, lock: OPEN });
    expect(applyEnrolmentLock(OPEN, { enrollment_locked: true })).toEqual({ ok: true, lock: LOCKED });
  });

  it('refuses both transitions in one save', () => {
    expect(applyEnrolmentLock(LOCKED, { invite_only: true, enrollment_locked: false })).toEqual({ ok: false, field: 'enrollment_locked', message: ENROLMENT_LOCK_MESSAGES.contradictory });
  });
});
