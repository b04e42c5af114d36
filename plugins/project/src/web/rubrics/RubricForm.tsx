import { useEffect, useId, useRef } from 'react';
import { Button, Form, FormField, FormStatusLine, SubmitButton, TextAreaField, useFormField, useFormStatus, useLmsForm } from '@lms/sdk/web';
import type { RubricBody } from '../../calls/rubricCalls.ts';
import { rubricProblems, rubricTotal } from '../../rules/rubricRules.ts';
import { CriteriaEditor } from './CriteriaEditor.tsx';
import { rubricBodyOf, rubricCriteria, type CriterionText, type RubricText } from './rubricDraft.ts';

export interface RubricFormProps {
  heading: string;
  courseId: string;
  /** The draft the form starts from (read once, when it opens); every change is handed back through `onDraftChange`. */
  draft: RubricText;
  onDraftChange(draft: RubricText): void;
  submitLabel: string;
  /** Saves (or moves on with) the checked body; throws the call's ApiError when the server refuses it. */
  onSubmit(body: RubricBody): Promise<void> | void;
  onCancel(): void;
}

const formatTotal = (total: number) => (Number.isFinite(total) ? String(total) : '—');

/** React Hook Form's errors as the rules name their fields: slash paths ("criteria/0/max_points"), a field's own message at its path. */
function errorsByPath(errors: object, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, node] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || key === 'root' || typeof node !== 'object' || node === null) continue;
    const path = `${prefix}${key}`;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') into[path] = message;
    else errorsByPath(node, `${path}/`, into);
  }
  return into;
}

/** The criteria, held by the enclosing `<Form>` under "criteria". */
function CriteriaFields({ errors }: { errors: Record<string, string> }) {
  const criteria = useFormField<CriterionText[]>('criteria');
  return <CriteriaEditor value={criteria.value} errors={errors} onChange={criteria.onChange} />;
}

function CancelButton({ onCancel }: { onCancel(): void }) {
  const { submitting } = useFormStatus();
  return (
    <Button variant="secondary" disabled={submitting} onClick={onCancel}>
      Cancel
    </Button>
  );
}

/**
 * A rubric's title, description and criteria (part 2 §4 Rubric editor, the
 * CREATE, REPLACE_W_NEW and edit forms), a form of the kit: the shared rules
 * run on submit, then as the author corrects; the server's 422 messages land
 * at the same fields and the focus goes to the first wrong one. The editor
 * around it keeps the draft across its modes (EDIT, PREVIEW_CHANGES and back)
 * and warns about unsaved work in all of them, so this form does not warn itself.
 */
export function RubricForm({ heading, courseId, draft, onDraftChange, submitLabel, onSubmit, onCancel }: RubricFormProps) {
  const headingId = useId();
  const form = useLmsForm<RubricText>({
    defaultValues: draft,
    rules: (values) => rubricProblems(rubricBodyOf(values, courseId)),
    invalidMessage: 'Please correct the marked fields.',
    warnUnsaved: false,
    failureMessage: (error) => (error instanceof Error ? error.message || undefined : 'The rubric could not be saved.'),
  });
  const errors = errorsByPath(form.formState.errors);
  const values = form.watch();
  const total = rubricTotal(rubricCriteria(values));
  const submitted = useRef(false);
  submitted.current = form.formState.isSubmitted;
  const onDraftChangeRef = useRef(onDraftChange);
  onDraftChangeRef.current = onDraftChange;
  const { watch, trigger } = form;
  // Each change goes back to the editor; once the author has tried to submit, the rules run again as they correct.
  useEffect(() => {
    const subscription = watch((next, { name }) => {
      // A reset (after a save, when the editor moves on) changes no field: nothing to hand back.
      if (name === undefined) return;
      onDraftChangeRef.current(structuredClone(next) as RubricText);
      if (submitted.current) void trigger();
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);

  return (
    <Form form={form} className="pr-rubric-form" aria-labelledby={headingId} onSubmit={(checked) => onSubmit(rubricBodyOf(checked, courseId))}>
      <h2 id={headingId}>{heading}</h2>
      <FormField name="title" label="Title" maxLength={200} />
      <TextAreaField name="description" label="Description" maxLength={20_000} rows={3} />
      <CriteriaFields errors={errors} />
      <p className="pr-rubric__total" aria-live="polite">
        Total points: {formatTotal(total)}
      </p>
      {errors.total_points && (
        <p role="alert" className="lms-field-error">
          {errors.total_points}
        </p>
      )}
      <FormStatusLine success={false} />
      <div className="pr-rubric-form__actions">
        <SubmitButton label={submitLabel} busyLabel="Saving…" />
        <CancelButton onCancel={onCancel} />
      </div>
    </Form>
  );
}
