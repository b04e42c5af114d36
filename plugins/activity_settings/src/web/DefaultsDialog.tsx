import { useId } from 'react';
import { ApiError, Button, Form, FormField, FormStatusLine, Modal, useFormField, useLmsForm, useNotify } from '@lms/sdk/web';
import { saveDefaults, type CourseDefaults } from '../calls/activitySettingsCalls.ts';
import { PolicyFields } from './PolicyFields.tsx';
import { policyForm, readPolicyForm, type PolicyForm } from './policyForm.ts';
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

/** The defaults as the form holds them: each field as typed, the policy as its parts. */
interface DefaultsValues {
  global_time: string;
  policy: PolicyForm;
  resume_max_attempts: string;
  submission_attempt_override: string;
}

function readCount(text: string, low: number, message: string): { value: number | null } | { message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  return WHOLE.test(trimmed) && Number(trimmed) >= low && Number(trimmed) <= 1000 ? { value: Number(trimmed) } : { message };
}

const countText = (count: number | null) => (count === null ? '' : String(count));

/** The body the form's values give, or the message of each field that cannot be read. */
function readDefaults(values: DefaultsValues): { body: CourseDefaults } | { errors: { field: string; message: string }[] } {
  const time = values.global_time.trim();
  const policy = readPolicyForm(values.policy);
  const resume = readCount(values.resume_max_attempts, 1, DEFAULTS_MESSAGES.resume);
  const attempts = readCount(values.submission_attempt_override, 0, DEFAULTS_MESSAGES.attempts);
  const errors = [
    ...(time === '' || TIME.test(time) ? [] : [{ field: 'global_time', message: DEFAULTS_MESSAGES.time }]),
    ...(policy.ok ? [] : [{ field: 'policy', message: policy.message }]),
    ...('message' in resume ? [{ field: 'resume_max_attempts', message: resume.message }] : []),
    ...('message' in attempts ? [{ field: 'submission_attempt_override', message: attempts.message }] : []),
  ];
  if (errors.length > 0 || !policy.ok || 'message' in resume || 'message' in attempts) return { errors };
  return { body: { global_time: time === '' ? null : time, policy: policy.value, resume_max_attempts: resume.value, submission_attempt_override: attempts.value } };
}

const defaultsRules = (values: DefaultsValues) => {
  const read = readDefaults(values);
  return 'errors' in read ? read.errors : [];
};

/** A 422 about a part of a field (`policy/penalty`) at the field (`policy`); the dialog says 'Error: ' and the server's words above. */
function atTopFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.fields.length === 0) return error;
  const fields = error.fields.map((field) => ({ ...field, field: field.field.replace(/^\//, '').split('/')[0]! }));
  return new ApiError(error.status, error.errno, error.message, fields, error.details);
}

/** The late policy's fields, their value held by the form under `policy`; the checkbox carries the name and the message. */
function DefaultsPolicyFields() {
  const policy = useFormField<PolicyForm>('policy');
  return <PolicyFields idPrefix="as-defaults-policy" name={policy.name} value={policy.value} onChange={policy.onChange} error={policy.error} />;
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
  const formId = useId();
  const form = useLmsForm<DefaultsValues>({
    defaultValues: {
      global_time: defaults.global_time ?? '',
      policy: policyForm(defaults.policy),
      resume_max_attempts: countText(defaults.resume_max_attempts),
      submission_attempt_override: countText(defaults.submission_attempt_override),
    },
    rules: defaultsRules,
    failureMessage: failureText,
    failureWithFields: true,
  });

  const submit = async (values: DefaultsValues) => {
    const read = readDefaults(values);
    if ('errors' in read) return;
    try {
      await save.mutateAsync({ params: { courseId }, body: read.body });
    } catch (error) {
      throw atTopFields(error);
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
          <Button type="submit" form={formId} variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save defaults'}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={submit}>
        <FormStatusLine success={false} />
        <FormField name="global_time" id="as-defaults-time" label="Default time of day" hint="HH:MM, 24 hours; given to activity dates that have no date or time" />
        <DefaultsPolicyFields />
        <FormField name="resume_max_attempts" id="as-defaults-resume" label="Resume attempts" hint="How many times an attempt may be re-opened; empty for the default" inputMode="numeric" />
        <FormField name="submission_attempt_override" id="as-defaults-attempts" label="Attempts override" hint="0 for unlimited; empty for none" inputMode="numeric" />
      </Form>
    </Modal>
  );
}
