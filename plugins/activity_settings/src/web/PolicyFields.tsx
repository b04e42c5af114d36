import { CheckboxField, FormField, SelectField } from '@lms/sdk/web';
import type { PolicyForm } from './policyForm.ts';
import { POLICY_PERIODS } from './settingFields.ts';

const PERIOD_OPTIONS = POLICY_PERIODS.map((period) => ({ value: String(period.value), label: period.label }));

interface PolicyFieldsProps {
  value: PolicyForm;
  onChange(value: PolicyForm): void;
  error: string | undefined;
  /** Names the fields apart from another policy on the page. */
  idPrefix: string;
  /** In a kit form: the checkbox carries the policy's name, so a 422 about the policy lands on it. */
  name?: string;
}

/** Part 3 §3 "Policy", §5 "Auto-accept late policy": the checkbox, then penalty % per Hour, Day or Week, and the max %. */
export function PolicyFields({ value, onChange, error, idPrefix, name }: PolicyFieldsProps) {
  const set = (part: Partial<PolicyForm>) => onChange({ ...value, ...part });
  return (
    <fieldset className="as-policy">
      <legend>Late policy</legend>
      <CheckboxField id={`${idPrefix}-auto`} label="Auto-accept late work with this policy" name={name} value={value.auto} onChange={(auto) => set({ auto })} error={error} />
      {value.auto && (
        <div className="as-policy__parts">
          <FormField id={`${idPrefix}-penalty`} label="Penalty %" inputMode="numeric" value={value.penalty} onChange={(penalty) => set({ penalty })} />
          <SelectField id={`${idPrefix}-per`} label="Per" options={PERIOD_OPTIONS} value={value.per} onChange={(per) => set({ per })} />
          <FormField id={`${idPrefix}-max`} label="Max penalty %" inputMode="numeric" value={value.max} onChange={(max) => set({ max })} />
        </div>
      )}
    </fieldset>
  );
}
