import { Form, FormField, SelectField, useLmsForm } from '@lms/sdk/web';
import { FormDialog } from './FormDialog.tsx';
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

interface NewItemValues {
  title: string;
  copyOf: string;
}

const titleRule = ({ title }: NewItemValues) => (title.trim() === '' ? [{ field: 'title', message: TITLE_REQUIRED }] : []);

/** Create a lesson or page: a title, and a template (blank, or a copy of one already in the collection). */
export function NewItemDialog({ noun, existing, busy, onCreate, onCancel }: NewItemDialogProps) {
  const form = useLmsForm<NewItemValues>({ defaultValues: { title: '', copyOf: '' }, rules: titleRule, warnUnsaved: false });
  const formId = `new-${noun}-form`;

  const submit = ({ title, copyOf }: NewItemValues) => onCreate({ title: title.trim(), ...(copyOf ? { copyOf } : {}) });

  return (
    <FormDialog title={`New ${noun}`} formId={formId} submitLabel={`Create ${noun}`} busyLabel="Creating…" busy={busy} onCancel={onCancel}>
      <Form form={form} id={formId} onSubmit={submit}>
        <FormField name="title" id={`new-${noun}-title`} label="Title" />
        <SelectField
          name="copyOf"
          id={`new-${noun}-template`}
          label="Start from"
          options={[{ value: '', label: `A blank ${noun}` }, ...existing.map((item) => ({ value: item._id, label: `A copy of ${item.title}` }))]}
        />
      </Form>
    </FormDialog>
  );
}
