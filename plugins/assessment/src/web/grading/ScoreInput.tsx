import { NumberField } from '@lms/sdk/web';
import type { RegradeResponse } from '../../calls/gradingCalls.ts';
import { scoreSource } from './itemScoreState.ts';
import { scoreText } from './scoreText.ts';

interface ScoreInputProps {
  label: string;
  response: RegradeResponse;
  value: string;
  onChange(value: string): void;
}

/**
 * The score so far (and where it comes from) and a person's score for it:
 * from 0 to the item's points, 2 decimals; left empty, the score stays.
 */
export function ScoreInput({ label, response, value, onChange }: ScoreInputProps) {
  return (
    <div className="lms-grading-score">
      <p>
        <span className="lms-grading-score__now">{scoreText(response.score, response.max_score)}</span> <span className="lms-grading-muted">{scoreSource(response)}</span>
      </p>
      <NumberField
        label={label}
        autoComplete="off"
        value={value}
        onChange={onChange}
        hint={`From 0 to ${response.max_score}; empty keeps the score.`}
        layout="inline"
      />
    </div>
  );
}
