import { writtenName } from './packageXml.ts';

/** Attributes: QTI 3.0 writes them in kebab case without the qti- prefix. */
const ATTRIBUTES = new Set(['responseIdentifier', 'baseType', 'maxChoices', 'minChoices', 'mapKey', 'mappedValue', 'caseSensitive', 'toleranceMode', 'matchMax', 'maxAssociations', 'outcomeIdentifier', 'showHide', 'timeDependent', 'navigationMode', 'submissionMode', 'maxTime', 'maxAttempts']);

/** A message about a QTI 3.0 file in the file's own names: `choiceInteraction` is `qti-choice-interaction`. */
export function inQti3Names(message: string): string {
  return message.replace(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g, (name) => (ATTRIBUTES.has(name) ? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : writtenName(name, true)));
}
