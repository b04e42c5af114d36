import type { ChangeEvent } from 'react';
import { errorAttributes, Field } from './Field.tsx';

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  rows?: number;
}

export function TextAreaField({ id, label, value, onChange, error, rows = 3 }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        className="field__input field__input--multiline"
        rows={rows}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        {...errorAttributes(id, error)}
      />
    </Field>
  );
}
