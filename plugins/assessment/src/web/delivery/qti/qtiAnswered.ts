import { answeredValue, askedResponses, QtiReadError, readQtiDocument, readResponse } from './qtiDocument.ts';

/** Whether a QtiResponse answers every interaction that asks something (media plays and end-attempt buttons ask nothing). */
export function qtiAnswered(xml: string, response: unknown): boolean {
  try {
    const answers = readResponse(response);
    const asked = askedResponses(readQtiDocument(xml));
    return asked.length > 0 && asked.every((identifier) => answeredValue(answers[identifier]));
  } catch (error) {
    if (error instanceof QtiReadError) return false;
    throw error;
  }
}
