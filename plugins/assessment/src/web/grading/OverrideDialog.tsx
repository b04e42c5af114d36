import { useState, type FormEvent } from 'react';
import { ApiError, Modal, Button } from '@lms/sdk/web';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { GradingCalls } from './gradingApi.ts';
import { getStudentOverride, type OverrideTerms } from '../../calls/overrideCalls.ts';
import { useCallCache, useCallQuery } from '../serverData.ts';
import { OverrideForm } from './OverrideForm.tsx';
import { overrideDraft, overrideFieldOf, readOverrideDraft, type OverrideDraft, type OverrideField } from './overrideDraft.ts';

interface OverrideDialogProps {
  calls: Pick<GradingCalls, 'scope' | 'saveOverride'>;
  studentId: string;
  studentName: string;
  onClose(): void;
  /** After a save: the message to announce. */
  onSaved(message: string): void;
}

type Loaded = { global: OverrideTerms; draft: OverrideDraft };

const reason = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** Part 3 §3: one student's override of the assessment's dates, time limit, attempts and late policy. */
export function OverrideDialog({ calls, studentId, studentName, onClose, onSaved }: OverrideDialogProps) {
  const read = useCallQuery(getStudentOverride, { params: { ...calls.scope, studentId } });
  // The draft being edited; null until the grader changes something.
  const [draft, setDraft] = useState<OverrideDraft | null>(null);
  const answer = read.data;
  const { invalidate } = useCallCache();
  const loaded: Loaded | null = answer ? { global: answer.global, draft: draft ?? overrideDraft(answer.override, answer.global) } : null;
  const setLoaded = (next: Loaded) => setDraft(next.draft);
  const [saveFailure, setFailure] = useState<string | null>(null);
  const failure = saveFailure ?? (read.error ? reason(read.error) : null);
  const [errors, setErrors] = useState<Partial<Record<OverrideField, string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded) return;
    const reading = readOverrideDraft(loaded.draft);
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await calls.saveOverride(studentId, reading.values);
      // Opened again, the dialog shows what was saved.
      void invalidate(getStudentOverride);
      onSaved(GRADING_MESSAGES.overrideSaved);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      const byField: Partial<Record<OverrideField, string>> = {};
      for (const { field, message } of fields) {
        const name = overrideFieldOf(field);
        if (name && !byField[name]) byField[name] = message;
      }
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(reason(error));
      setSaving(false);
    }
  };

  return (
    <Modal title={`Override for ${studentName}`} size="wide" onClose={onClose}>
      {failure && (
        <p className="lms-field-error" role="alert">
          {failure}
        </p>
      )}
      {loaded ? (
        <form onSubmit={save} aria-label={`Override for ${studentName}`} noValidate>
          <OverrideForm draft={loaded.draft} onChange={(draft) => setLoaded({ ...loaded, draft })} global={loaded.global} errors={errors} />
          <div className="lms-grading-actions">
            <Button type="submit" variant="primary" disabled={saving}>
              Save override
            </Button>
            <Button variant="secondary" onClick={() => setLoaded({ ...loaded, draft: overrideDraft(null, loaded.global) })}>
              Use the assessment's values
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        !failure && <p role="status">Loading the override…</p>
      )}
      {!loaded && failure && (
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      )}
    </Modal>
  );
}
