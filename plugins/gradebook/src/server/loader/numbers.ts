/** A numeric column as pg answers it (decimals arrive as strings); null stays null. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

