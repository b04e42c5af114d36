import { useState } from 'react';
import { ApiError, Button, CheckboxField, Field } from '@lms/sdk/web';
import type { CommentSettings } from '../schemas/postBodies.ts';
import { fromLocalInput, toLocalInput } from './dates.ts';

/** Authors turn a component's comments on or off and set when they close (the spec's comments_comp). */
export function CommentSettingsForm({ settings, onSave }: { settings: CommentSettings; onSave(settings: CommentSettings): Promise<void> }) {
  const [draft, setDraft] = useState(settings);
  const [error, setError] = useState<string | null>(null);
  const changed = draft.enabled !== settings.enabled || draft.close_date !== settings.close_date;
  async function save() {
    try {
      setError(null);
      await onSave(draft);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not save. Try again.');
    }
  }
  return (
    <fieldset className="lms-board-comment-settings">
      <legend>Comments</legend>
      <CheckboxField label="Students can comment on this component" value={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
      {draft.enabled && (
        <Field label="Comments close" hint="After this, only moderators can comment. Leave it empty to keep them open.">
          {(control) => (
            <input {...control} type="datetime-local" value={toLocalInput(draft.close_date)} onChange={(event) => setDraft({ ...draft, close_date: fromLocalInput(event.target.value) })} />
          )}
        </Field>
      )}
      <Button variant="primary" disabled={!changed} onClick={() => void save()}>
        Save comment settings
      </Button>
      {error !== null && (
        <p className="lms-thread-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
