import { useId } from 'react';
import { Button, Form, FormField, FormStatusLine, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { INSTRUCTIONS_MAX_LENGTH, PERSONA_NAME_REQUIRED, TITLE_MAX_LENGTH } from '../../calls/aiRules.ts';
import { TEACHING_STYLE_SUGGESTIONS, type PersonaBody } from '../../calls/agentCalls.ts';
import { requiredFields } from './requiredRules.ts';

export type PersonaValues = Required<PersonaBody>;

export const EMPTY_PERSONA: PersonaValues = { name: '', voice: '', teaching_style: '', instructions: '' };
const rules = requiredFields<PersonaValues>({ name: PERSONA_NAME_REQUIRED });

/** A persona's fields (issue 27 item 5): applied to the model's instructions, never to the assistant's rules. */
export function PersonaForm({ heading, saved, submitLabel, onSave, onCancel }: { heading: string; saved: PersonaValues; submitLabel: string; onSave(values: PersonaValues): Promise<string>; onCancel?(): void }) {
  const stylesId = useId();
  const form = useLmsForm<PersonaValues>({ defaultValues: saved, rules });
  return (
    <Form form={form} onSubmit={async (values) => ({ success: await onSave(values), values: onCancel ? values : EMPTY_PERSONA })} className="lms-ai-form">
      <h2>{heading}</h2>
      <FormField name="name" label="Name" maxLength={TITLE_MAX_LENGTH} required />
      <FormField name="voice" label="Voice" maxLength={TITLE_MAX_LENGTH} hint="How it speaks, e.g. warm and encouraging, or brisk and precise." />
      <FormField name="teaching_style" label="Teaching style" maxLength={TITLE_MAX_LENGTH} list={stylesId} hint={`For example: ${TEACHING_STYLE_SUGGESTIONS.join(', ')}.`} />
      <datalist id={stylesId}>
        {TEACHING_STYLE_SUGGESTIONS.map((style) => (
          <option key={style} value={style} />
        ))}
      </datalist>
      <TextAreaField name="instructions" label="Instructions" rows={5} maxLength={INSTRUCTIONS_MAX_LENGTH} hint="Added to the model’s instructions after the assistant’s own rules, which it cannot change." />
      <FormStatusLine />
      <div className="lms-ai-actions">
        <SubmitButton label={submitLabel} busyLabel="Saving…" />
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
