import { useCallback, useState } from 'react';

/** A form's values in one object; `update` merges changed fields in. */
export function useFormValues<T extends object>(initial: T): [T, (changes: Partial<T>) => void] {
  const [values, setValues] = useState(initial);
  const update = useCallback((changes: Partial<T>) => setValues((current) => ({ ...current, ...changes })), []);
  return [values, update];
}
