import { useState } from 'react';
import type { ConfidenceLevel } from '../../calls/deliveryCalls.ts';
import { takerMessage } from './deliveryMessages.ts';
import type { AttemptHandle } from './useAttempt.ts';

const LEVELS: { level: ConfidenceLevel; label: string }[] = [
  { level: 'low', label: 'Not sure' },
  { level: 'medium', label: 'Fairly sure' },
  { level: 'high', label: 'Sure' },
];

/** Part 2 §3 `confidence`: how sure the student is of an answer, collected per Question (not scored). */
export function ConfidenceChoice({ attempt, itemId, ids }: { attempt: AttemptHandle; itemId: string; ids: string }) {
  const [problem, setProblem] = useState<string>();
  const chosen = attempt.confidence[itemId];
  const choose = (level: ConfidenceLevel) => {
    setProblem(undefined);
    attempt.chooseConfidence(itemId, level).catch((error: unknown) => setProblem(takerMessage(error)));
  };
  return (
    <fieldset className="lms-attempt-confidence">
      <legend>How sure are you of your answer?</legend>
      {LEVELS.map(({ level, label }) => (
        <label key={level}>
          <input type="radio" name={`${ids}-confidence`} checked={chosen === level} onChange={() => choose(level)} />
          {label}
        </label>
      ))}
      {problem && (
        <p role="alert" className="lms-attempt__problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
