import { useId, useState } from 'react';
import { Button, Modal, useNotify } from '@lms/sdk/web';
import { createFeed, getFeedState, revokeFeed } from '../calls/calendarCalls.ts';
import { FEED_CHANGED, useCallMutation, useCallQuery } from './serverData.ts';

const made = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Subscribe to calendar" (part 3 §2 insights): the reader's own address of
 * an iCalendar feed for a calendar application. Its token is stored hashed,
 * so the address is shown once, when made; making another stops the old one,
 * and revoking stops it outright.
 */
export function SubscribeModal({ courseId, onClose }: { courseId: string; onClose(): void }) {
  const args = { params: { courseId } };
  const state = useCallQuery(getFeedState, args, { refetchOn: [FEED_CHANGED] });
  const create = useCallMutation(createFeed, { emits: [FEED_CHANGED] });
  const revoke = useCallMutation(revokeFeed, { emits: [FEED_CHANGED] });
  const [url, setUrl] = useState<string | null>(null);
  const notify = useNotify();
  const addressId = useId();
  const busy = create.isPending || revoke.isPending;
  const active = state.data?.active === true;

  const makeAddress = () => create.mutate(args, { onSuccess: (feed) => setUrl(feed.url) });
  const stop = () => revoke.mutate(args, { onSuccess: () => setUrl(null) });
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      notify({ type: 'success', message: 'Address copied.' });
    } catch {
      notify({ type: 'warning', message: 'Copy the address from the field: this browser did not let us copy it.' });
    }
  };

  return (
    <Modal title="Subscribe to calendar" size="wide" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>} initialFocus="[data-initial-focus]">
      <p>Add this course's open, due and close dates to a calendar application (Google Calendar, Outlook, Apple Calendar) by subscribing to your own address. Anyone who has it can read your course dates: keep it to yourself.</p>
      {state.error && <p role="alert">{state.error.message}</p>}
      {(create.error ?? revoke.error) && <p role="alert">{(create.error ?? revoke.error)!.message}</p>}
      {url !== null ? (
        <div className="calendar-subscribe__address">
          <label htmlFor={addressId}>Your subscription address</label>
          <input id={addressId} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="primary" onClick={() => void copy(url)} data-initial-focus>
            Copy address
          </Button>
          <p className="calendar-subscribe__hint">It is shown only this once. Make a new address to see one again (this one then stops working).</p>
        </div>
      ) : (
        <p role="status">
          {state.isPending
            ? 'Loading…'
            : active
              ? `Your subscription address works (made ${made.format(new Date(state.data!.created_at!))}). For your safety it is shown only when it is made.`
              : 'You have no subscription address for this course.'}
        </p>
      )}
      <div className="calendar-subscribe__actions">
        <Button variant={url === null ? 'primary' : 'secondary'} disabled={busy || state.isPending} onClick={makeAddress} data-initial-focus={url === null ? true : undefined}>
          {active || url !== null ? 'Make a new address' : 'Make my subscription address'}
        </Button>
        {(active || url !== null) && (
          <Button variant="danger" disabled={busy} onClick={stop}>
            Stop the subscription
          </Button>
        )}
      </div>
    </Modal>
  );
}
