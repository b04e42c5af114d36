import { useEffect, useState, type FormEvent } from 'react';
import { Button, FormField } from '@lms/sdk/web';
import type { WriteOutcome } from './useProjectWrites.ts';

interface TitleFormProps {
  title: string;
  onSave(title: string): Promise<WriteOutcome>;
  onDone(): void;
  onDirty(dirty: boolean): void;
}

/** Renames the project; a refused save keeps what was typed. */
export function TitleForm({ title, onSave, onDone, onDirty }: TitleFormProps) {
  const [value, setValue] = useState(title);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const dirty = value.trim() !== title;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setProblem('Give the project a title.');
    if (!dirty) return onDone();
    setSaving(true);
    const outcome = await onSave(value.trim());
    setSaving(false);
    if (outcome === 'saved') onDone();
    else if (outcome === 'changed') setProblem('The project was reloaded with the other changes. Your new title is still here: save it again.');
  };

  return (
    <form className="lms-project-title-form" aria-label="Rename the project" onSubmit={(event) => void submit(event)}>
      <FormField label="Project title" value={value} onChange={setValue} error={problem} maxLength={200} autoFocus />
      <div className="lms-project-actions">
        <Button type="submit" variant="primary" small disabled={saving}>
          {saving ? 'Saving…' : 'Save title'}
        </Button>
        <Button small onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
