import { Field, FormField, OtherFieldErrors, TextAreaField, type ComponentEditorProps } from '@lms/sdk/web';
import { PERIOD_NAMES, PERIODS, type AssessmentConfig, type Period, type PolicyConfig } from '../schemas/assessmentConfig.ts';
import { DATE_LABELS } from '../schemas/assessmentMessages.ts';
import { DEFAULT_TIME_LIMIT, TIME_LIMIT_CHOICES, timeLimitLabel } from '../schemas/timeLimits.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { ItemPicker } from './ItemPicker.tsx';
import './assessment.css';

const DATES = ['open_date', 'due_date', 'close_date'] as const;

const SHOWN = ['instructions', ...DATES, 'time_limit', 'submission_attempts', 'policy', 'items'];

/** A first late policy: 10% a day, up to all of it. */
const STARTING_POLICY: PolicyConfig = { penalty: 10, per: 86400, max: 100 };

const CUSTOM = 'custom';

const whole = (text: string) => (text === '' ? 0 : Number(text));

/**
 * The assessment's settings an author sets first: instructions, graded,
 * dates, time limit, attempts, the auto-accept late policy and its
 * Questions. Errors of the other settings show under the form.
 */
export default function AssessmentEditor({ value, onChange, errors, courseId }: ComponentEditorProps<AssessmentConfig>) {
  const set = (patch: Partial<AssessmentConfig>) => onChange({ ...value, ...patch });
  const setPolicy = (patch: Partial<PolicyConfig>) => {
    if (value.policy) set({ policy: { ...value.policy, ...patch } });
  };
  const chooseTimeLimit = (choice: string) =>
    choice === CUSTOM ? set({ time_limit_custom: true, time_limit: value.time_limit || DEFAULT_TIME_LIMIT }) : set({ time_limit_custom: false, time_limit: Number(choice) });

  return (
    <div className="lms-assessment-editor">
      <TextAreaField label="Instructions" value={value.instructions} onChange={(instructions) => set({ instructions })} rows={3} error={errors.instructions} />
      <label className="lms-assessment-check">
        <input type="checkbox" checked={value.graded} onChange={(event) => set({ graded: event.target.checked })} />
        Graded (counts in the grade)
      </label>
      {DATES.map((field) => (
        <DateTimeField key={field} label={DATE_LABELS[field]} value={value[field]} onChange={(date) => set({ [field]: date })} error={errors[field]} />
      ))}
      <Field label="Time limit" error={errors.time_limit}>
        {(control) => (
          <select {...control} value={value.time_limit_custom ? CUSTOM : String(value.time_limit)} onChange={(event) => chooseTimeLimit(event.target.value)}>
            {TIME_LIMIT_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {timeLimitLabel(seconds)}
              </option>
            ))}
            <option value={CUSTOM}>Custom</option>
          </select>
        )}
      </Field>
      {value.time_limit_custom && (
        <FormField label="Custom time limit (minutes)" type="number" min={1} value={String(Math.round(value.time_limit / 60))} onChange={(minutes) => set({ time_limit: whole(minutes) * 60 })} />
      )}
      <FormField
        label="Attempts"
        type="number"
        min={0}
        value={String(value.submission_attempts)}
        onChange={(attempts) => set({ submission_attempts: whole(attempts) })}
        hint="0 for unlimited attempts."
        error={errors.submission_attempts}
      />
      <fieldset className="lms-assessment-policy">
        <legend>Late work</legend>
        <label className="lms-assessment-check">
          <input type="checkbox" checked={value.policy !== null} onChange={(event) => set({ policy: event.target.checked ? STARTING_POLICY : null })} />
          Auto-accept late work with a penalty
        </label>
        {errors.policy && (
          <p className="lms-field-error" role="alert">
            {errors.policy}
          </p>
        )}
        {value.policy && (
          <div className="lms-assessment-row">
            <FormField label="Penalty (%)" type="number" min={0} max={100} value={String(value.policy.penalty)} onChange={(penalty) => setPolicy({ penalty: whole(penalty) })} layout="inline" />
            <Field label="Per" layout="inline">
              {(control) => (
                <select {...control} value={value.policy!.per} onChange={(event) => setPolicy({ per: Number(event.target.value) as Period })}>
                  {PERIODS.map((per) => (
                    <option key={per} value={per}>
                      {PERIOD_NAMES[per]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FormField label="Max (%)" type="number" min={0} max={100} value={String(value.policy.max)} onChange={(max) => setPolicy({ max: whole(max) })} layout="inline" />
          </div>
        )}
      </fieldset>
      <ItemPicker courseId={courseId} items={value.items} onChange={(items) => set({ items })} error={errors.items} />
      <OtherFieldErrors errors={errors} shownFields={SHOWN} />
    </div>
  );
}
