import { useId, useState } from 'react';
import { ApiError, Button, FormField, TextAreaField } from '@lms/sdk/web';
import type { RubricBody } from '../../calls/rubricCalls.ts';
import { rubricTotal } from '../../rules/rubricRules.ts';
import { CriteriaEditor } from './CriteriaEditor.tsx';
import { draftProblems, rubricBodyOf, rubricCriteria, type RubricText } from './rubricDraft.ts';

export interface RubricFormProps {
  heading: string;
  courseId: string;
  draft: RubricText;
  onDraftChange(draft: RubricText): void;
  submitLabel: string;
  /** Saves (or moves on with) the checked body; throws the call's ApiError when the server refuses it. */
  onSubmit(body: RubricBody): Promise<void> | void;
  onCancel(): void;
}

const formatTotal = (total: number) => (Number.isFinite(total) ? String(total) : '—');

/**
 * A rubric's title, description and criteria (part 2 §4 Rubric editor, the
 * CREATE, REPLACE_W_NEW and edit forms). The shared rules run on submit, then
 * as the author corrects; the server's 422 messages land at the same fields.
 */
export function RubricForm({ heading, courseId, draft, onDraftChange, submitLabel, onSubmit, onCancel }: RubricFormProps) {
  const headingId = useId();
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = checked ? { ...serverErrors, ...draftProblems(draft, courseId) } : serverErrors;
  const total = rubricTotal(rubricCriteria(draft));

  const change = (next: RubricText) => {
    setServerErrors({});
    onDraftChange(next);
  };
  const submit = async () => {
    setChecked(true);
    setFailure(null);
    if (Object.keys(draftProblems(draft, courseId)).length > 0) {
      setFailure('Please correct the marked fields.');
      return;
    }
    setBusy(true);
    try {
      await onSubmit(rubricBodyOf(draft, courseId));
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) setServerErrors(Object.fromEntries(error.fields.map((field) => [field.field.replace(/^\//, ''), field.message])));
      setFailure(error instanceof Error ? error.message : 'The rubric could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="pr-rubric-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId}>{heading}</h2>
      <FormField label="Title" value={draft.title} maxLength={200} error={errors.title} onChange={(title) => change({ ...draft, title })} />
      <TextAreaField label="Description" value={draft.description} maxLength={20_000} rows={3} onChange={(description) => change({ ...draft, description })} />
      <CriteriaEditor value={draft.criteria} errors={errors} onChange={(criteria) => change({ ...draft, criteria })} />
      <p className="pr-rubric__total" aria-live="polite">
        Total points: {formatTotal(total)}
      </p>
      {errors.total_points && (
        <p role="alert" className="lms-field-error">
          {errors.total_points}
        </p>
      )}
      {failure && (
        <p role="alert" className="lms-field-error">
          {failure}
        </p>
      )}
      <div className="pr-rubric-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
