import { CHOICE_ID_PATTERN, MAX_ANSWER_LENGTH, MAX_ANSWERS, MAX_CHOICE_TEXT, MAX_CHOICES } from '../schemas/itemContentSchemas.ts';
import { QtiImportError } from './QtiImportError.ts';

/**
 * The bounds the item schemas set, applied while converting (an import is
 * not a body the kernel validates): a document beyond them is refused with
 * a message about the document.
 */
const ID = new RegExp(CHOICE_ID_PATTERN);

export function qtiId(value: string | undefined, what: string): string {
  if (value === undefined || !ID.test(value)) {
    throw new QtiImportError(`The ${what} identifier "${value ?? ''}" cannot be used: identifiers are 1 to 64 letters, digits, dots, dashes or underscores.`);
  }
  return value;
}

export function choiceText(text: string, what: string, id: string): string {
  if (text === '') throw new QtiImportError(`The ${what} "${id}" has no text (choices made only of images or media are not supported).`);
  if (text.length > MAX_CHOICE_TEXT) throw new QtiImportError(`The ${what} "${id}" is longer than ${MAX_CHOICE_TEXT} characters.`);
  return text;
}

export function countBetween<T>(list: T[], min: number, what: string): T[] {
  if (list.length < min) throw new QtiImportError(`The item needs at least ${min} ${what}.`);
  if (list.length > MAX_CHOICES) throw new QtiImportError(`The item has more than ${MAX_CHOICES} ${what}.`);
  return list;
}

export function acceptedAnswers(answers: string[], identifier: string): string[] {
  const kept = [...new Set(answers.map((answer) => answer.trim()).filter((answer) => answer !== ''))];
  if (!kept.length) throw new QtiImportError(`The responseDeclaration "${identifier}" gives no correct response.`);
  if (kept.length > MAX_ANSWERS || kept.some((answer) => answer.length > MAX_ANSWER_LENGTH)) {
    throw new QtiImportError(`The responseDeclaration "${identifier}" accepts more than ${MAX_ANSWERS} answers or an answer longer than ${MAX_ANSWER_LENGTH} characters.`);
  }
  return kept;
}
