/**
 * A count typed into a form and sent as text (the professor registration's
 * "expected enrollment count"): blank, which the field's required rule
 * answers, or a whole number from 1 to 9,999,999. Never "NaN", "1e9", "-3"
 * or "lots": such a value would be stored and shown as it came.
 */
export function countTextSchema(message: string) {
  return { type: 'string', maxLength: 40, pattern: '^\\s*(?:[1-9][0-9]{0,6})?\\s*$', errorMessage: { type: message, pattern: message, maxLength: message } } as const;
}

/** The message of the expected enrollment count (ours; the spec gives none). */
export const ENROLLMENT_COUNT_MESSAGE = 'Enter the expected enrollment count as a whole number.';
