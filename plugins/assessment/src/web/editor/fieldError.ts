/**
 * The save's message for a config field: its own, or the first of a part of
 * it (the schema names parts, e.g. "stop_points/<itemId>" or "items/0/points").
 */
export function fieldError(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field] !== undefined) return errors[field];
  const part = Object.keys(errors).find((key) => key.startsWith(`${field}/`));
  return part === undefined ? undefined : errors[part];
}
