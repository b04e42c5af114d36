import { useState } from 'react';
import { shuffled } from './shuffled.ts';
import { verdict } from './CheckAnswer.tsx';
import type { DeliveryApi } from './deliveryApi.ts';
import { takerMessage } from './deliveryMessages.ts';
import type { ItemToAnswer, ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import { ItemInput } from './items/ItemInput.tsx';
import { Button } from '@lms/sdk/web';

/** Part 2 §4, §9: up to 5 try-again attempts per Question in review. */
export const MAX_TRIES = 5;
export const NO_TRIES_LEFT = 'You have used all 5 tries for this Question.';

export interface TryAgainProps {
  api: DeliveryApi;
  courseId: string;
  /** The reviewed attempt's number. */
  number: number;
  item: ItemToAnswer | ItemWithAnswers;
  /** Tries used so far (the review's `retries`). */
  used: number;
}

/** An ordering Question to try again starts shuffled: its content may hold the right order. */
const freshItem = (item: ItemToAnswer | ItemWithAnswers) => (item.type === 'ordering' ? { ...item, content: { ...item.content, entries: shuffled(item.content.entries) } } : item);

/**
 * "Try again" on a reviewed Question: answer it afresh and hear whether it is
 * right, up to 5 times. It never changes a score.
 */
export function TryAgain({ api, courseId, number, item, used }: TryAgainProps) {
  const [open, setOpen] = useState(false);
  const [practice] = useState(() => freshItem(item));
  const [response, setResponse] = useState<unknown>();
  const [tries, setTries] = useState(used);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const left = Math.max(0, MAX_TRIES - tries);

  const check = async () => {
    setBusy(true);
    try {
      const result = await api.retry(number, item.id, response);
      setTries(result.tries_used);
      setSaid(`${verdict(result.correct)} ${result.tries_left} of ${MAX_TRIES} tries left.`);
    } catch (error) {
      setSaid(takerMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lms-review-retry">
      {open ? (
        <div role="group" aria-label="Try again">
          <ItemInput item={practice} response={response} onChange={setResponse} idPrefix={`retry-${number}-${item.id}`} courseId={courseId} />
          <Button variant="secondary" disabled={busy || left === 0 || response === undefined} onClick={() => void check()}>
            Check this try
          </Button>
        </div>
      ) : (
        <Button variant="secondary" disabled={left === 0} onClick={() => setOpen(true)}>
          Try again
        </Button>
      )}
      <p role="status" className="lms-item__note">
        {said || (left === 0 ? NO_TRIES_LEFT : `${left} of ${MAX_TRIES} tries left. A try never changes your score.`)}
      </p>
    </div>
  );
}
