import { FormField } from '@lms/sdk/web';
import type { ContentEditorProps } from './contentEditorProps.ts';

/** Numbers as typed (see contentForm.ts). */
export interface NumericForm {
  answer: string;
  tolerance: string;
  tolerance_percent: string;
}

/** Numeric: the answer and how far from it an answer may be, in units or in percent (the wider counts). */
export function NumericEditor({ content, onChange, errors }: ContentEditorProps<NumericForm>) {
  const set = (patch: Partial<NumericForm>) => onChange({ ...content, ...patch });
  return (
    <fieldset className="lms-authoring-group">
      <legend>Right answer</legend>
      <FormField label="Answer" inputMode="decimal" value={content.answer} onChange={(answer) => set({ answer })} error={errors['content/answer']} />
      <FormField
        label="Tolerance (units)"
        inputMode="decimal"
        value={content.tolerance}
        onChange={(tolerance) => set({ tolerance })}
        hint="How far from the answer an answer may be; empty for none."
        error={errors['content/tolerance']}
      />
      <FormField
        label="Tolerance (%)"
        inputMode="decimal"
        value={content.tolerance_percent}
        onChange={(tolerance_percent) => set({ tolerance_percent })}
        hint="The same as a percentage of the answer (0 to 100); the wider of the two counts."
        error={errors['content/tolerance_percent']}
      />
    </fieldset>
  );
}
