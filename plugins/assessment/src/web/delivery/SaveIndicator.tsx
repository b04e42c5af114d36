import type { SaveState } from './useAttempt.ts';

/**
 * The save state: 'Saving…' and 'Saved' quietly (they change with every
 * answer), a failure as an alert, since the student should know their answers
 * wait to be saved.
 */
export function SaveIndicator({ save }: { save: SaveState }) {
  const failed = save.status === 'failed' || save.status === 'stopped';
  return (
    <div className="lms-attempt-save">
      <p className="lms-attempt-save__state">{failed ? '' : save.message}</p>
      <p role="alert" className="lms-attempt__problem">
        {failed ? save.message : ''}
      </p>
    </div>
  );
}
