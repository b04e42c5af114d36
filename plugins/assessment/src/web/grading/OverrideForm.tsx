import { CheckboxField, NumberField, useFormField, type LmsForm } from '@lms/sdk/web';
import type { DateParts } from '@lms/sdk/rules';
import { DATE_LABELS } from '../../schemas/assessmentMessages.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';
import { DatePartsField } from '../fields/DatePartsField.tsx';
import { PolicyInputs } from '../fields/PolicyInputs.tsx';
import { assessmentValueText, minutesOf, OVERRIDE_DATES, type OverrideDate, type OverrideDraft, type OverrideField, type PolicyDraft } from './overrideDraft.ts';

interface OverrideFormProps {
  /** The dialog's kit form, holding the draft. */
  form: LmsForm<OverrideDraft>;
  /** The assessment's own values, shown beside each field. */
  global: OverrideTerms;
}

/** One of the override's dates, bound to the enclosing `<Form>`. */
function OverrideDateField({ field, hint }: { field: OverrideDate; hint: string }) {
  const binding = useFormField<DateParts>(field);
  return (
    <DatePartsField
      label={DATE_LABELS[field]}
      name={field}
      inputRef={binding.ref}
      parts={binding.value}
      onChange={binding.onChange}
      hint={hint}
      error={binding.error}
      className="lms-grading-date"
    />
  );
}

/**
 * Part 3 §3 "Assessment override": the dates, time limit, attempts and late
 * policy one student gets. Each field says the assessment's value, which an
 * empty field keeps. Its fields are bound to the dialog's `<Form>`.
 */
export function OverrideForm({ form, global }: OverrideFormProps) {
  const policy = form.watch('policy');
  const policyError = form.formState.errors.policy?.message;
  const setPolicy = (patch: Partial<PolicyDraft>) => form.setValue('policy', { ...form.getValues('policy'), ...patch }, { shouldDirty: true });
  const assessments = (field: OverrideField) => `The assessment's: ${assessmentValueText(global, field)}.`;
  return (
    <div className="lms-grading-form">
      {OVERRIDE_DATES.map((field) => (
        <OverrideDateField key={field} field={field} hint={`${assessments(field)} Leave both empty to keep it.`} />
      ))}
      <NumberField
        name="time_limit"
        label="Time limit (minutes)"
        placeholder={minutesOf(global.time_limit ?? 0)}
        hint={`${assessments('time_limit')} 0 for no time limit; empty keeps the assessment's.`}
      />
      <NumberField
        name="submission_attempts"
        label="Attempts"
        integer
        placeholder={String(global.submission_attempts ?? 0)}
        hint={`${assessments('submission_attempts')} 0 for unlimited; empty keeps the assessment's.`}
      />
      {/* Named "policy": a 422's message for the policy (or one of its numbers) lands here. */}
      <fieldset className="lms-grading-policy" name="policy">
        <legend>Late work</legend>
        <CheckboxField name="policy.own" label="A late policy of this student's own" />
        <p className="lms-field-hint">{assessments('policy')}</p>
        {policyError && (
          <p className="lms-field-error" role="alert">
            {policyError}
          </p>
        )}
        {policy.own && <PolicyInputs penalty={policy.penalty} per={policy.per} max={policy.max} onChange={setPolicy} className="lms-grading-row" />}
      </fieldset>
    </div>
  );
}
