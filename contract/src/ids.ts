/** The spec's ids: 24 lowercase hexadecimal characters (see core's newId for how they are made). */
export const ID_PATTERN = '^[0-9a-f]{24}$';

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
