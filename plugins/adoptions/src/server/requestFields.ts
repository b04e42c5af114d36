import { LmsError, type FieldError } from '@lms/sdk';
import { ADOPTION_MESSAGES, missingFieldMessage, OWN_MESSAGES, type RequestField } from '../schemas/adoptionMessages.ts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written yyyy-mm-dd (a date input's value). */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day as the course's start: midnight UTC of that day. */
export const dayToDate = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export interface RequiredEntry {
  /** The field's name in the body, for the 422's fields. */
  field: string;
  /** Which request field it is (its label and rules). */
  is: RequestField;
  value: string | undefined;
}

/**
 * The values trimmed, in order, or a 422: every blank field named with its own
 * message and 'Please enter all the required fields' as the answer's message
 * (part 3 §8); a start date that is not a day is refused on its own.
 */
export function requiredFields(entries: readonly RequiredEntry[]): string[] {
  const values = entries.map((entry) => (entry.value ?? '').trim());
  const missing: FieldError[] = entries.flatMap((entry, at) => (values[at] === '' ? [{ field: entry.field, message: missingFieldMessage(entry.is) }] : []));
  if (missing.length) throw new LmsError('validation-failed', ADOPTION_MESSAGES.requiredFields, { fields: missing });
  const dayAt = entries.findIndex((entry) => entry.is === 'course_start_date');
  if (dayAt >= 0 && !isCalendarDay(values[dayAt]!)) throw LmsError.validation([{ field: entries[dayAt]!.field, message: OWN_MESSAGES.startDateFormat }]);
  return values;
}
