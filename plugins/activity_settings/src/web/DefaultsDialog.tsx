import { useState } from 'react';
import { ApiError, Button, FormField, Modal, useNotify } from '@lms/sdk/web';
import { saveDefaults, type CourseDefaults } from '../calls/activitySettingsCalls.ts';
import { PolicyFields } from './PolicyFields.tsx';
import { policyForm, readPolicyForm } from './policyForm.ts';
import { failureText } from './saveFailure.ts';
import { useCallMutation } from './serverData.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const WHOLE = /^\d+$/;

export const DEFAULTS_MESSAGES = {
  time: 'Enter the time as HH:MM (24 hours), or leave it empty for 23:59.',
  resume: 'Enter a whole number from 1 to 1000, or leave it empty.',
  attempts: 'Enter a whole number up to 1000 (0 for unlimited), or leave it empty.',
} as const;

type Errors = Partial<Record<keyof CourseDefaults, string>>;

function readCount(text: string, low: number, message: string): { value: number | null } | { message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  return WHOLE.test(trimmed) && Number(trimmed) >= low && Number(trimmed) <= 1000 ? { value: Number(trimmed) } : { message };
}

interface DefaultsDialogProps {
  courseId: string;
  defaults: CourseDefaults;
  /** After a save: the list reads again (the default time may have filled dates). */
  onSaved(): void;
  onClose(): void;
}

/** Part 3 §7 `PUT stats/save_defaults`: the course's default time, late policy, re-opening attempts and attempts. */
export function DefaultsDialog({ courseId, defaults, onSaved, onClose }: DefaultsDialogProps) {
  const notify = useNotify();
  const save = useCallMutation(saveDefaults);
  const [time, setTime] = useState(defaults.global_time ?? '');
  const [policy, setPolicy] = useState(() => policyForm(defaults.policy));
  const [resume, setResume] = useState(defaults.resume_max_attempts === null ? '' : String(defaults.resume_max_attempts));
  const [attempts, setAttempts] = useState(defaults.submission_attempt_override === null ? '' : String(defaults.submission_attempt_override));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const readPolicy = readPolicyForm(policy);
    const readResume = readCount(resume, 1, DEFAULTS_MESSAGES.resume);
    const readAttempts = readCount(attempts, 0, DEFAULTS_MESSAGES.attempts);
    const timeOk = time.trim() === '' || TIME.test(time.trim());
    setErrors({
      ...(timeOk ? {} : { global_time: DEFAULTS_MESSAGES.time }),
      ...(readPolicy.ok ? {} : { policy: readPolicy.message }),
      ...('message' in readResume ? { resume_max_attempts: readResume.message } : {}),
      ...('message' in readAttempts ? { submission_attempt_override: readAttempts.message } : {}),
    });
    setProblem(null);
    if (!timeOk || !readPolicy.ok || 'message' in readResume || 'message' in readAttempts) return;
    const body: CourseDefaults = {
      global_time: time.trim() === '' ? null : time.trim(),
      policy: readPolicy.value,
      resume_max_attempts: readResume.value,
      submission_attempt_override: readAttempts.value,
    };
    try {
      await save.mutateAsync({ params: { courseId }, body });
    } catch (error) {
      setProblem(failureText(error));
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((field) => [field.field.replace(/^\//, '').split('/')[0], field.message])));
      return;
    }
    notify({ type: 'success', message: SETTINGS_MESSAGES.saved });
    onSaved();
  };

  return (
    <Modal
      title="Course defaults"
      onClose={() => !save.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" disabled={save.isPending} onClick={() => void submit()}>
            {save.isPending ? 'Saving…' : 'Save defaults'}
          </Button>
        </>
      }
    >
      {problem !== null && (
        <p role="alert" className="as-message as-message--error">
          {problem}
        </p>
      )}
      <FormField id="as-defaults-time" label="Default time of day" hint="HH:MM, 24 hours; given to activity dates that have no date or time" value={time} onChange={setTime} error={errors.global_time} />
      <PolicyFields idPrefix="as-defaults-policy" value={policy} onChange={setPolicy} error={errors.policy} />
      <FormField id="as-defaults-resume" label="Resume attempts" hint="How many times an attempt may be re-opened; empty for the default" inputMode="numeric" value={resume} onChange={setResume} error={errors.resume_max_attempts} />
      <FormField id="as-defaults-attempts" label="Attempts override" hint="0 for unlimited; empty for none" inputMode="numeric" value={attempts} onChange={setAttempts} error={errors.submission_attempt_override} />
    </Modal>
  );
}
