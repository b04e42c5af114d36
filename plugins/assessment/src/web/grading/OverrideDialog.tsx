import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { GradingCalls } from './gradingApi.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';
import { GradingDialog } from './GradingDialog.tsx';
import { OverrideForm } from './OverrideForm.tsx';
import { overrideDraft, overrideFieldOf, readOverrideDraft, type OverrideDraft, type OverrideField } from './overrideDraft.ts';

interface OverrideDialogProps {
  calls: Pick<GradingCalls, 'override' | 'saveOverride'>;
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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<OverrideField, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    calls
      .override(studentId)
      .then((answer) => current && setLoaded({ global: answer.global, draft: overrideDraft(answer.override, answer.global) }))
      .catch((error: unknown) => current && setFailure(reason(error)));
    return () => {
      current = false;
    };
  }, [calls, studentId]);

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
    <GradingDialog title={`Override for ${studentName}`} onClose={onClose}>
      {failure && (
        <p className="lms-field-error" role="alert">
          {failure}
        </p>
      )}
      {loaded ? (
        <form onSubmit={save} aria-label={`Override for ${studentName}`} noValidate>
          <OverrideForm draft={loaded.draft} onChange={(draft) => setLoaded({ ...loaded, draft })} global={loaded.global} errors={errors} />
          <div className="lms-grading-actions">
            <button type="submit" className="lms-grading-button lms-grading-button--primary" disabled={saving}>
              Save override
            </button>
            <button type="button" className="lms-grading-button" onClick={() => setLoaded({ ...loaded, draft: overrideDraft(null, loaded.global) })}>
              Use the assessment's values
            </button>
            <button type="button" className="lms-grading-button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        !failure && <p role="status">Loading the override…</p>
      )}
      {!loaded && failure && (
        <button type="button" className="lms-grading-button" onClick={onClose}>
          Close
        </button>
      )}
    </GradingDialog>
  );
}
