import { TextField } from '../../ui/TextField.tsx';
import { fieldId } from '../login/form/fieldId.ts';

interface InstitutionFieldProps {
  form: string;
  value: string;
  onChange(university: string): void;
  error?: string;
}

/** The registrant's institution, sent as `university` (LTI and professor registration). */
export function InstitutionField({ form, value, onChange, error }: InstitutionFieldProps) {
  return <TextField id={fieldId(form, 'university')} label="Institution" autoComplete="organization" value={value} onChange={onChange} error={error} />;
}
