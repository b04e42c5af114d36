import type { Ref } from 'react';
import { TextField } from '../../../ui/TextField.tsx';
import { fieldId } from './fieldId.ts';

interface EmailFieldProps {
  form: string;
  /** 'Email' unless the form says whose email it wants. */
  label?: string;
  value: string;
  onChange(email: string): void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The email of an existing account (login, validation resend, password recovery). */
export function EmailField({ form, label = 'Email', value, onChange, error, ref }: EmailFieldProps) {
  return <TextField ref={ref} id={fieldId(form, 'email')} label={label} type="email" autoComplete="email" value={value} onChange={onChange} error={error} />;
}
