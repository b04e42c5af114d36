import { useState } from 'react';
import { TextAreaField, useFormField } from '@lms/sdk/web';

const asLines = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([field, label]) => `${field}: ${label}`)
    .join('\n');

/** Each non-blank line "field: Label"; a line without a colon is a field without a label (the form's rule flags it). */
const asFields = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const colon = line.indexOf(':');
        return colon < 0 ? [line.trim(), ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
  );

/** Part 1 §1 student_fields: the registration form's label overrides, one "field: Label" a line. */
export function StudentFieldsField() {
  const field = useFormField<Record<string, string>>('settings.student_fields');
  const [text, setText] = useState(() => asLines(field.value));
  return (
    <TextAreaField
      label="Student field labels (one a line, as university: School)"
      name={field.name}
      value={text}
      onChange={(value) => {
        setText(value);
        field.onChange(asFields(value));
      }}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
