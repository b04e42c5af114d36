import { TextField } from '../../ui/TextField.tsx';
import { fieldId } from '../login/form/fieldId.ts';

interface StudentFieldsProps {
  form: string;
  /** The label bundle's student_fields: key → label; each one is required. */
  labels: Readonly<Record<string, string>>;
  values: Readonly<Record<string, string>>;
  onChange(values: Record<string, string>): void;
  errors: Readonly<Record<string, string>>;
}

/** The extra fields a brand asks students for, reported as `fields/{key}`. */
export function StudentFields({ form, labels, values, onChange, errors }: StudentFieldsProps) {
  return (
    <>
      {Object.entries(labels).map(([key, label]) => (
        <TextField
          key={key}
          id={fieldId(form, `fields/${key}`)}
          label={label}
          value={values[key] ?? ''}
          onChange={(value) => onChange({ ...values, [key]: value })}
          error={errors[`fields/${key}`]}
        />
      ))}
    </>
  );
}
