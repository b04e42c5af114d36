import { Field } from '@lms/sdk/web';
import { END_STEP, type NextStep } from '../../schemas/assessmentConfig.ts';
import type { BankItems } from '../useBankItems.ts';
import { fieldError } from './fieldError.ts';
import { itemLabel } from './itemLabels.ts';
import type { SettingsProps } from './settingsProps.ts';

interface BranchingSettingsProps extends SettingsProps {
  bank: BankItems;
}

const OUTCOMES = [
  { key: 'correct', label: 'right' },
  { key: 'incorrect', label: 'wrong' },
] as const;

/**
 * A branching quiz: for each Question, where a right answer and a wrong one
 * lead (another Question, or the end). The quiz starts at the first Question.
 */
export function BranchingSettings({ value, set, errors, bank }: BranchingSettingsProps) {
  const setStep = (itemId: string, outcome: keyof NextStep, step: string) => {
    const current = value.adaptive[itemId] ?? {};
    set({ adaptive: { ...value.adaptive, [itemId]: { ...current, [outcome]: step === '' ? null : step } } });
  };
  const error = fieldError(errors, 'adaptive');
  return (
    <fieldset className="lms-assessment-group">
      <legend>Branching quiz</legend>
      <p className="lms-field-hint">
        Students answer one Question at a time, starting with the first, and cannot go back. A right answer (every point earned, or an answer a person will score) takes
        the first path, any other the second. Only the Questions on a student's path count; a step back to a Question already answered ends the quiz.
      </p>
      {error && (
        <p className="lms-field-error" role="alert">
          {error}
        </p>
      )}
      {value.items.length === 0 ? (
        <p className="lms-assessment-muted">Add Questions to give each its next steps.</p>
      ) : (
        <ol className="lms-assessment-steps">
          {value.items.map((entry) => {
            const label = itemLabel(bank, entry.id);
            const others = value.items.filter((other) => other.id !== entry.id);
            return (
              <li key={entry.id}>
                <span>{label}</span>
                {OUTCOMES.map(({ key, label: outcome }) => (
                  <Field key={key} layout="inline" label={`When ${label} is ${outcome}, go to`}>
                    {(control) => (
                      <select {...control} value={value.adaptive[entry.id]?.[key] ?? ''} onChange={(event) => setStep(entry.id, key, event.target.value)}>
                        <option value="">Choose…</option>
                        {others.map((other) => (
                          <option key={other.id} value={other.id}>
                            {itemLabel(bank, other.id)}
                          </option>
                        ))}
                        <option value={END_STEP}>End of the quiz</option>
                      </select>
                    )}
                  </Field>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
