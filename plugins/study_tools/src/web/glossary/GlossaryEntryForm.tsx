import { Button, Form, FormField, FormStatusLine, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { DEFINITION_MAX_LENGTH, TERM_MAX_LENGTH, type GlossaryEntryBody } from '../../calls/glossaryCalls.ts';
import { validateGlossaryEntry } from '../../calls/glossaryRules.ts';

interface GlossaryEntryFormProps {
  label: string;
  saved: GlossaryEntryBody;
  submitLabel: string;
  onSave(entry: GlossaryEntryBody): Promise<unknown>;
  onCancel?(): void;
}

/** A glossary entry's term and definition, checked by the server's rule; a clash with another term lands on the term field. */
export function GlossaryEntryForm({ label, saved, submitLabel, onSave, onCancel }: GlossaryEntryFormProps) {
  const form = useLmsForm<GlossaryEntryBody>({ defaultValues: saved, rules: validateGlossaryEntry });
  return (
    <Form
      form={form}
      aria-label={label}
      className="study-tools-glossary__form"
      onSubmit={async (entry) => {
        await onSave(entry);
        // A new entry's form starts empty again; an edited one closes (its parent unmounts it).
        return { values: saved };
      }}
    >
      <FormField name="term" label="Term" maxLength={TERM_MAX_LENGTH} />
      <TextAreaField name="definition" label="Definition" rows={3} maxLength={DEFINITION_MAX_LENGTH} />
      <FormStatusLine />
      <div className="study-tools-glossary__actions">
        <SubmitButton label={submitLabel} busyLabel="Saving…" />
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
