import type { Explanation } from '../../calls/gradebookCalls.ts';
import { percentText, scoreText } from './numberText.ts';
import './explanation.css';

const signed = (value: number) => (value < 0 ? `− ${scoreText(-value)}` : `+ ${scoreText(value)}`);

function resultText({ value, max, percent }: Explanation): string {
  const result = value === null ? 'No score counts yet.' : max === null ? `Result: ${scoreText(value)}` : `Result: ${scoreText(value)} of ${scoreText(max)}`;
  return percent === null ? result : `${result} (${percentText(percent)})`;
}

/** How a number was made, step by step, as the server's engine recorded it while computing it. */
export function ExplanationSteps({ explanation }: { explanation: Explanation }) {
  return (
    <div className="lms-gradebook-explanation">
      <p className="lms-gradebook-explanation__result">{resultText(explanation)}</p>
      {explanation.steps.length > 0 && (
        <ol className="lms-gradebook-explanation__steps">
          {explanation.steps.map((step, index) => (
            <li key={index}>
              {step.label}
              {step.score !== undefined && <strong>{` ${signed(step.score)}${step.max !== undefined ? ` of ${scoreText(step.max)}` : ''}`}</strong>}
              {step.note && <span className="lms-gradebook-explanation__note"> ({step.note})</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
