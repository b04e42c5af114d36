import { useState, type FormEvent } from 'react';
import { FormDialog } from './FormDialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TITLE_REQUIRED } from './authoringMessages.ts';
import type { NewItemInput } from './useCollectionActions.ts';

interface NewItemDialogProps {
  noun: string;
  /** Items of the collection that a new one may start as a copy of. */
  existing: readonly { _id: string; title: string }[];
  busy: boolean;
  onCreate(input: NewItemInput): void;
  onCancel(): void;
}

/** Create a lesson or page: a title, and a template (blank, or a copy of one already in the collection). */
export function NewItemDialog({ noun, existing, busy, onCreate, onCancel }: NewItemDialogProps) {
  const [title, setTitle] = useState('');
  const [copyOf, setCopyOf] = useState('');
  const [error, setError] = useState<string>();
  const formId = `new-${noun}-form`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return setError(TITLE_REQUIRED);
    onCreate({ title: title.trim(), ...(copyOf ? { copyOf } : {}) });
  };

  return (
    <FormDialog title={`New ${noun}`} formId={formId} submitLabel={`Create ${noun}`} busyLabel="Creating…" busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit}>
        <TextField id={`new-${noun}-title`} label="Title" value={title} onChange={setTitle} error={error} />
        <div className="field">
          <label className="field__label" htmlFor={`new-${noun}-template`}>
            Start from
          </label>
          <select id={`new-${noun}-template`} className="field__input" value={copyOf} onChange={(event) => setCopyOf(event.target.value)}>
            <option value="">A blank {noun}</option>
            {existing.map((item) => (
              <option key={item._id} value={item._id}>
                A copy of {item.title}
              </option>
            ))}
          </select>
        </div>
      </form>
    </FormDialog>
  );
}
