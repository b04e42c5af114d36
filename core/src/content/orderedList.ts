import type { FieldError } from '@lms/contract/errors/LmsError.ts';

export const LISTED_TWICE = 'This item is listed twice.';
export const USE_REMOVE = 'Use remove to take an item out.';

/**
 * Checks a new order of a collection's items (part 2 §4 reorder, §7 "PUT to add
 * existing items"): every current item kept, none twice. Answers the field
 * errors and the ids the list adds.
 */
export function checkNewOrder(field: string, current: string[], next: string[]): { errors: FieldError[]; added: string[] } {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  next.forEach((id, index) => {
    if (seen.has(id)) errors.push({ field: `${field}/${index}`, message: LISTED_TWICE });
    seen.add(id);
  });
  if (current.some((id) => !seen.has(id))) errors.push({ field, message: USE_REMOVE });
  const kept = new Set(current);
  return { errors, added: next.filter((id) => !kept.has(id)) };
}
