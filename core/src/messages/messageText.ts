import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEXT_MESSAGES } from '@lms/contract/calls/messageCalls.ts';

// Control characters other than tab and newline: invisible, and NUL cannot be stored in a text column.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Plain text as stored: line ends become \n, other control characters go, and the whole is trimmed. */
export function normalisePlainText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** Characters as people count them (a code point each, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** A message is plain text of 1 to 5000 characters: answers it as stored, or throws a 422 at `field`. */
export function cleanMessageText(raw: string, field = 'text'): string {
  const text = normalisePlainText(raw);
  if (!text) throw LmsError.validation([{ field, message: MESSAGE_TEXT_MESSAGES.empty }]);
  if (characterCount(text) > MESSAGE_MAX_LENGTH) throw LmsError.validation([{ field, message: MESSAGE_TEXT_MESSAGES.tooLong }]);
  return text;
}
