import { Field } from '@lms/sdk/web';

interface TextInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  error?: string;
}

/** One labelled text box of the kit's Field. */
export function TextInput({ label, value, onChange, type = 'text', error }: TextInputProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} type={type} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
