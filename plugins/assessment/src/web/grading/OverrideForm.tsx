import { CheckboxField, NumberField } from '@lms/sdk/web';
import { DATE_LABELS } from '../../schemas/assessmentMessages.ts';
import { PERIOD_NAMES, PERIODS, type Period } from '../../schemas/assessmentConfig.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';
import { DatePartsField } from '../fields/DatePartsField.tsx';
import { PolicyInputs } from '../fields/PolicyInputs.tsx';
import { assessmentValueText, minutesOf, OVERRIDE_DATES, type OverrideDraft, type OverrideField, type PolicyDraft } from './overrideDraft.ts';

interface OverrideFormProps {
  draft: OverrideDraft;
  onChange(draft: OverrideDraft): void;
  /** The assessment's own values, shown beside each field. */
  global: OverrideTerms;
  errors: Partial<Record<OverrideField, string>>;
}

/**
 * Part 3 §3 "Assessment override": the dates, time limit, attempts and late
 * policy one student gets. Each field says the assessment's value, which an
 * empty field keeps.
 */
export function OverrideForm({ draft, onChange, global, errors }: OverrideFormProps) {
  const set = (patch: Partial<OverrideDraft>) => onChange({ ...draft, ...patch });
  const setPolicy = (patch: Partial<PolicyDraft>) => set({ policy: { ...draft.policy, ...patch } });
  const assessments = (field: OverrideField) => `The assessment's: ${assessmentValueText(global, field)}.`;
  return (
    <div className="lms-grading-form">
      {OVERRIDE_DATES.map((field) => (
        <DatePartsField
          key={field}
          label={DATE_LABELS[field]}
          parts={draft[field]}
          onChange={(parts) => set({ [field]: parts })}
          hint={`${assessments(field)} Leave both empty to keep it.`}
          error={errors[field]}
          className="lms-grading-date"
        />
      ))}
      <NumberField
        label="Time limit (minutes)"
        value={draft.time_limit}
        onChange={(time_limit) => set({ time_limit })}
        placeholder={minutesOf(global.time_limit ?? 0)}
        hint={`${assessments('time_limit')} 0 for no time limit; empty keeps the assessment's.`}
        error={errors.time_limit}
      />
      <NumberField
        label="Attempts"
        integer
        value={draft.submission_attempts}
        onChange={(submission_attempts) => set({ submission_attempts })}
        placeholder={String(global.submission_attempts ?? 0)}
        hint={`${assessments('submission_attempts')} 0 for unlimited; empty keeps the assessment's.`}
        error={errors.submission_attempts}
      />
      <fieldset className="lms-grading-policy">
        <legend>Late work</legend>
        <CheckboxField label="A late policy of this student's own" value={draft.policy.own} onChange={(own) => setPolicy({ own })} />
        <p className="lms-field-hint">{assessments('policy')}</p>
        {errors.policy && (
          <p className="lms-field-error" role="alert">
            {errors.policy}
          </p>
        )}
        {draft.policy.own && (
          <PolicyInputs penalty={draft.policy.penalty} per={draft.policy.per} max={draft.policy.max} onChange={setPolicy} className="lms-grading-row" />
        )}
      </fieldset>
    </div>
  );
}
