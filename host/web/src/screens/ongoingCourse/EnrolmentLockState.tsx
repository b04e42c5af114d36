import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CheckboxField, routePath } from '@lms/sdk/web';
import { applyEnrolmentLock, type EnrolmentLock } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { authoringQueries } from '../authoring/authoringQueries.ts';
import { useEnrolmentLockSave } from './useEnrolmentLockSave.ts';

/** Part 3 §4 "Enrollment lock": invite_only forces enrollment_locked on, so it is the more precise state. */
function lockState(lock: EnrolmentLock): { label: string; explanation: string } {
  if (lock.invite_only) return { label: 'By invitation only', explanation: 'Only invited students can join; the enrolment link does not let anyone else in.' };
  if (lock.enrollment_locked) return { label: 'Locked', explanation: 'No new student can join with the enrolment link.' };
  return { label: 'Open', explanation: 'Anyone with the enrolment link can join.' };
}

/** Whether students can enrol themselves, as a badge and a sentence (for those who may not change it). */
export function EnrolmentLockBadge({ lock }: { lock: EnrolmentLock }) {
  const state = lockState(lock);
  return (
    <>
      <p>
        <span className="enrolment-lock__label">Enrolment: </span>
        <span className="badge">{state.label}</span>
      </p>
      <p className="enrolment-lock__explanation">{state.explanation}</p>
    </>
  );
}

/**
 * Whether students can enrol themselves, with its two toggles (for those with
 * edit rights: the flags are course settings). Each toggle saves at once,
 * with the lock rule applied (useEnrolmentLockSave).
 */
export function EnrolmentLockState({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const settings = useQuery(authoringQueries.courseSettings(api, courseId));
  const save = useEnrolmentLockSave(courseId);
  if (settings.isPending) return <p role="status">Loading the enrolment settings…</p>;
  if (settings.isError) return <p className="form-error">The enrolment settings could not be loaded.</p>;
  const lock: EnrolmentLock = { enrollment_locked: settings.data.enrollment_locked === true, invite_only: settings.data.invite_only === true };
  // While a toggle saves, both boxes already show what the rule makes of it.
  const saving = save.isPending && save.variables ? applyEnrolmentLock(save.variables.current, save.variables.change) : null;
  const shown = saving?.ok ? saving.lock : lock;
  return (
    <div className="enrolment-lock">
      <EnrolmentLockBadge lock={shown} />
      <div className="enrolment-lock__toggles">
        <CheckboxField
          id={`enrolment-locked-${courseId}`}
          label="Enrolment locked"
          hint={shown.invite_only ? 'Unlocking also turns invitation only off.' : undefined}
          value={shown.enrollment_locked}
          disabled={save.isPending}
          onChange={(checked) => save.mutate({ current: lock, change: { enrollment_locked: checked } })}
        />
        <CheckboxField
          id={`enrolment-invite-only-${courseId}`}
          label="By invitation only"
          hint="Turning this on also locks enrolment."
          value={shown.invite_only}
          disabled={save.isPending}
          onChange={(checked) => save.mutate({ current: lock, change: { invite_only: checked } })}
        />
      </div>
      <Link to={routePath('course_settings', { courseId })}>All course settings</Link>
    </div>
  );
}
