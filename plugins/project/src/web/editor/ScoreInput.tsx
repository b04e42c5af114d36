import { useState } from 'react';
import { NumberField } from '@lms/sdk/web';

export interface ScoreInputProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  error?: string;
  hint?: string;
  integer?: boolean;
}

const shown = (value: number | null) => (value === null ? '' : String(value));

/** A number of the config as typed ("4.", "") : empty is null, an unreadable text keeps the last number (the schema's message names a wrong one). */
export function ScoreInput({ label, value, onChange, error, hint, integer = false }: ScoreInputProps) {
  const [text, setText] = useState(shown(value));
  // A value set from outside (another control cleared it) replaces what was typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (Number(text.replace(',', '.')) !== value || text.trim() === '') setText(shown(value));
  }
  return (
    <NumberField
      label={label}
      value={text}
      integer={integer}
      hint={hint}
      error={error}
      onChange={(typed) => {
        setText(typed);
        const number = Number(typed.replace(',', '.'));
        if (typed.trim() === '') onChange(null);
        else if (Number.isFinite(number)) onChange(number);
      }}
    />
  );
}
