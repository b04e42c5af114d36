import { useState } from 'react';
import { takerMessage } from './deliveryMessages.ts';
import type { AttemptHandle } from './useAttempt.ts';
import { Button } from '@lms/sdk/web';

/** Part 2 §9 "Hint button counts hints": the Question's hints one by one, the button saying how many are used. */
export function HintBox({ attempt, itemId, total }: { attempt: AttemptHandle; itemId: string; total: number }) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const shown = attempt.hints[itemId] ?? [];
  const ask = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await attempt.takeHint(itemId);
    } catch (error) {
      setProblem(takerMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="lms-attempt-hints">
      <Button variant="secondary" disabled={busy || shown.length >= total} onClick={() => void ask()}>
        Hint ({shown.length} of {total} used)
      </Button>
      <ol aria-label="Hints" aria-live="polite" className="lms-attempt-hints__list">
        {shown.map((hint, index) => (
          <li key={index}>{hint}</li>
        ))}
      </ol>
      {problem && (
        <p role="alert" className="lms-attempt__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
