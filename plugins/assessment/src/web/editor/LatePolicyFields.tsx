import { Field, FormField } from '@lms/sdk/web';
import { PERIOD_NAMES, PERIODS, type Period, type PolicyConfig } from '../../schemas/assessmentConfig.ts';
import { CheckField } from './CheckField.tsx';
import { fieldError } from './fieldError.ts';
import type { SettingsProps } from './settingsProps.ts';

/** A first late policy: 10% a day, up to all of it. */
const STARTING_POLICY: PolicyConfig = { penalty: 10, per: 86400, max: 100 };

const whole = (text: string) => (text === '' ? 0 : Number(text));

/** Part 2 §5 "Auto-accept policy": late work accepted with a penalty per started period, up to a maximum. */
export function LatePolicyFields({ value, set, errors }: SettingsProps) {
  const setPolicy = (patch: Partial<PolicyConfig>) => {
    if (value.policy) set({ policy: { ...value.policy, ...patch } });
  };
  return (
    <fieldset className="lms-assessment-policy">
      <legend>Late work</legend>
      <CheckField
        label="Auto-accept late work with a penalty"
        checked={value.policy !== null}
        onChange={(on) => set({ policy: on ? STARTING_POLICY : null })}
        hint="Without it, late work is recorded as late and nothing is deducted."
        error={fieldError(errors, 'policy')}
      />
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
          <FormField
            label="Max (%)"
            type="number"
            min={0}
            max={100}
            value={String(value.policy.max)}
            onChange={(max) => setPolicy({ max: whole(max) })}
            layout="inline"
            hint="100, or a multiple of the penalty."
          />
        </div>
      )}
    </fieldset>
  );
}
