import type { PolicyConfig } from '../../schemas/assessmentConfig.ts';
import { PolicyInputs } from '../fields/PolicyInputs.tsx';
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
        <PolicyInputs
          penalty={String(value.policy.penalty)}
          per={value.policy.per}
          max={String(value.policy.max)}
          onChange={({ penalty, per, max }) => setPolicy({ ...(penalty === undefined ? {} : { penalty: whole(penalty) }), ...(per === undefined ? {} : { per }), ...(max === undefined ? {} : { max: whole(max) }) })}
          maxHint="100, or a multiple of the penalty."
          className="lms-assessment-row"
        />
      )}
    </fieldset>
  );
}
