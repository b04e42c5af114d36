import { NumberField } from '@lms/sdk/web';
import { normalisedScoreText } from './scoreEntry.ts';

export interface PlainScoreFieldProps {
  max: number;
  value: string;
  onChange(text: string): void;
}

/** Grading without the rubric: a score of 0 to the max, 2 decimals; leaving the box keeps it to that (anything else is blank). */
export function PlainScoreField({ max, value, onChange }: PlainScoreFieldProps) {
  return (
    <NumberField
      label={`Score (out of ${max})`}
      hint="0 or more, at most the max score, 2 decimals."
      value={value}
      onChange={onChange}
      onBlur={() => {
        const normalised = normalisedScoreText(value, max);
        if (normalised !== value) onChange(normalised);
      }}
    />
  );
}
