import { answeredValue, askedResponses, isInformationItem, QtiReadError, readQtiDocument, readResponse } from './qtiDocument.ts';

/**
 * Whether a QtiResponse answers every interaction that asks something (media plays and end-attempt buttons ask nothing).
 * An information item has nothing to answer, so it is never listed as unanswered.
 */
export function qtiAnswered(xml: string, response: unknown): boolean {
  try {
    const document = readQtiDocument(xml);
    if (isInformationItem(document)) return true;
    const answers = readResponse(response);
    const asked = askedResponses(document);
    return asked.length > 0 && asked.every((identifier) => answeredValue(answers[identifier]));
  } catch (error) {
    if (error instanceof QtiReadError) return false;
    throw error;
  }
}

/** Whether a delivered item is an information item (see qtiDocument.ts); false for XML that cannot be read. */
export function qtiIsInformation(xml: string): boolean {
  try {
    return isInformationItem(readQtiDocument(xml));
  } catch (error) {
    if (error instanceof QtiReadError) return false;
    throw error;
  }
}
