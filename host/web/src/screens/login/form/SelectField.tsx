import { errorAttributes, Field } from '../../../ui/Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  error?: string;
}

/** A labelled select with its error message tied to it. */
export function SelectField({ id, label, value, options, onChange, error }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)} {...errorAttributes(id, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
