import type { FormEvent, KeyboardEvent } from 'react';
import { Field, FormField, Button } from '@lms/sdk/web';
import { MAX_ITEM_TITLE_LENGTH, MAX_REFERENCE_LENGTH } from '../../schemas/itemBody.ts';
import { ITEM_TYPES, type ItemType } from '../../schemas/itemTypes.ts';
import { ContentEditor } from './content/ContentEditor.tsx';
import { startingContent } from './content/contentForm.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import type { SaveFailure } from './fieldErrors.ts';
import { HintsEditor } from './HintsEditor.tsx';
import { ITEM_TYPE_LABELS } from './itemTypeLabels.ts';
import { PromptEditor } from './prompt/PromptEditor.tsx';
import type { QuestionForm } from './questionForm.ts';
import { TagsEditor } from './TagsEditor.tsx';

interface QuestionEditorFormProps {
  courseId: string;
  form: QuestionForm;
  onChange(form: QuestionForm): void;
  failure: SaveFailure | null;
  saving: boolean;
  onSave(): void;
  onCancel(): void;
}

/**
 * Every part of a Question (part 2 §3 "Authoring item"). Part 2 §5: Enter in
 * a single-line field saves (the form's own submission), Escape cancels.
 */
export function QuestionEditorForm({ courseId, form, onChange, failure, saving, onSave, onCancel }: QuestionEditorFormProps) {
  const errors = failure?.fields ?? {};
  const set = (patch: Partial<QuestionForm>) => onChange({ ...form, ...patch });
  // Another type holds other content: it starts afresh.
  const setType = (type: ItemType) => set({ type, content: startingContent(type) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onCancel();
  };
  return (
    <form className="lms-authoring-form" onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-label="Question">
      <ErrorSummary failure={failure} title="The Question was not saved:" />
      <div className="lms-authoring-basics">
        <FormField
          label="Reference"
          value={form.reference}
          onChange={(reference) => set({ reference })}
          maxLength={MAX_REFERENCE_LENGTH}
          required
          hint="How you find this Question again; unique among your Questions."
          error={errors.reference}
        />
        <FormField label="Title" value={form.title} onChange={(title) => set({ title })} maxLength={MAX_ITEM_TITLE_LENGTH} error={errors.title} />
        <Field label="Type" error={errors.type}>
          {(control) => (
            <select {...control} value={form.type} onChange={(event) => setType(event.target.value as ItemType)}>
              {ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ITEM_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormField label="Points" inputMode="decimal" value={form.points} onChange={(points) => set({ points })} hint="0 to 999, up to 2 decimals." error={errors.points} />
      </div>
      <PromptEditor courseId={courseId} value={form.prompt} onChange={(prompt) => set({ prompt })} error={errors.prompt} />
      <ContentEditor type={form.type} content={form.content} onChange={(content) => set({ content })} errors={errors} />
      <HintsEditor hints={form.hints} onChange={(hints) => set({ hints })} errors={errors} />
      <TagsEditor courseId={courseId} tags={form.tags} onChange={(tags) => set({ tags })} errors={errors} />
      <div className="lms-authoring-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p className="lms-assessment-muted">Enter in a one-line field saves; Escape cancels.</p>
    </form>
  );
}
