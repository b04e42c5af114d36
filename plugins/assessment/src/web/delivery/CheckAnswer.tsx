import { useState } from 'react';
import { takerMessage } from './deliveryMessages.ts';
import type { AttemptHandle } from './useAttempt.ts';
import { Button } from '@lms/sdk/web';

/** What a check (or a try again) says of a response. */
export function verdict(correct: boolean | null): string {
  if (correct === null) return 'A person scores this Question.';
  return correct ? 'Correct.' : 'Not correct.';
}

/**
 * The check answer button (inline check): saves the response and says whether
 * it is right. The verdict stays while the response is the one checked.
 */
export function CheckAnswer({ attempt, itemId }: { attempt: AttemptHandle; itemId: string }) {
  const [checked, setChecked] = useState<{ response: unknown; text: string }>();
  const [busy, setBusy] = useState(false);
  const response = attempt.responses[itemId];
  const check = async () => {
    setBusy(true);
    try {
      setChecked({ response, text: verdict((await attempt.check(itemId)).correct) });
    } catch (error) {
      setChecked({ response, text: takerMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="lms-attempt-check">
      <Button variant="secondary" disabled={busy || response === undefined} onClick={() => void check()}>
        Check answer
      </Button>
      <p role="status">{checked && checked.response === response ? checked.text : ''}</p>
    </div>
  );
}
