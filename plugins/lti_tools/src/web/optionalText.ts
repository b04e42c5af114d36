/** The form's optional text fields as the calls take them: a blank one is left out, never sent empty. */
export function withoutBlanks<V extends Record<string, string>>(values: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) as Partial<V>;
}
