import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { authoringQueries } from '../authoring/authoringQueries.ts';
import type { CourseSettings } from '../courseSettings/courseSettingsTypes.ts';

/** Part 3 §4 "Enrollment lock": invite_only forces enrollment_locked on, so it is the more precise state. */
function lockState(settings: CourseSettings): { label: string; explanation: string } {
  if (settings.invite_only) return { label: 'By invitation only', explanation: 'Only invited students can join; the enrolment link does not let anyone else in.' };
  if (settings.enrollment_locked) return { label: 'Locked', explanation: 'No new student can join with the enrolment link.' };
  return { label: 'Open', explanation: 'Anyone with the enrolment link can join.' };
}

/** Whether students can enrol themselves, read-only here: it is changed in the course settings. */
export function EnrolmentLockState({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const settings = useQuery(authoringQueries.courseSettings(api, courseId));
  if (settings.isPending) return <p role="status">Loading the enrolment settings…</p>;
  if (settings.isError) return <p className="form-error">The enrolment settings could not be loaded.</p>;
  const state = lockState(settings.data);
  return (
    <div className="enrolment-lock">
      <p>
        <span className="enrolment-lock__label">Enrolment: </span>
        <span className="badge">{state.label}</span>
      </p>
      <p className="enrolment-lock__explanation">{state.explanation}</p>
      <Link to={routePath('course_settings', { courseId })}>Change it in the course settings</Link>
    </div>
  );
}
