import { DELIVERY_WEB_MESSAGES } from './deliveryMessages.ts';

/** Part 2 §8: the instructor submitted this attempt for the student; the message itself reloads the state. */
export function TerminatedNotice({ onReload }: { onReload(): void }) {
  return (
    <div role="alert" className="lms-attempt__terminated">
      <button type="button" className="lms-assessment-link" onClick={onReload}>
        {DELIVERY_WEB_MESSAGES.terminated}
      </button>
    </div>
  );
}
