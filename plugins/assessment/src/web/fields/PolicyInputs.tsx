import { Field, FormField } from '@lms/sdk/web';
import { PERIOD_NAMES, PERIODS, type Period } from '../../schemas/assessmentConfig.ts';

/** A late policy as typed: the percentages as the inputs hold them. */
export interface PolicyText {
  penalty: string;
  per: Period;
  max: string;
}

interface PolicyInputsProps extends PolicyText {
  onChange(patch: Partial<PolicyText>): void;
  maxHint?: string;
  /** The layout class of the three inputs' row. */
  className: string;
}

/** Part 2 §5 "Auto-accept policy": a penalty per started period (Hour, Day, Week), up to a maximum. */
export function PolicyInputs({ penalty, per, max, onChange, maxHint, className }: PolicyInputsProps) {
  return (
    <div className={className}>
      <FormField label="Penalty (%)" type="number" min={0} max={100} value={penalty} onChange={(text) => onChange({ penalty: text })} layout="inline" />
      <Field label="Per" layout="inline">
        {(control) => (
          <select {...control} value={per} onChange={(event) => onChange({ per: Number(event.target.value) as Period })}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_NAMES[period]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField label="Max (%)" type="number" min={0} max={100} value={max} onChange={(text) => onChange({ max: text })} layout="inline" hint={maxHint} />
    </div>
  );
}
