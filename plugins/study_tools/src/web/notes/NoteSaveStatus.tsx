import { Button } from '@lms/sdk/web';
import type { NoteSaveState } from './NoteAutosaver.ts';

const STATE_TEXT: Record<NoteSaveState, string> = {
  saved: 'All changes saved.',
  unsaved: 'Changes not saved yet…',
  saving: 'Saving…',
  failed: 'Could not save your note. Trying again…',
};

/** The note's save state, announced politely; after a failure, a way to try again at once. */
export function NoteSaveStatus({ state, onRetry }: { state: NoteSaveState; onRetry(): void }) {
  return (
    <div className="study-tools-note__status">
      <p role="status" className={state === 'failed' ? 'study-tools-note__state study-tools-note__state--failed' : 'study-tools-note__state'}>
        {STATE_TEXT[state]}
      </p>
      {state === 'failed' && (
        <Button variant="secondary" small onClick={onRetry}>
          Save now
        </Button>
      )}
    </div>
  );
}
