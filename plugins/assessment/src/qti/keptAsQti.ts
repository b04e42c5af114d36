import { MAX_ITEM_TITLE_LENGTH, MAX_POINTS, MAX_QTI_LENGTH } from '../schemas/itemBody.ts';
import type { ItemDraft } from '../schemas/itemTypes.ts';
import type { QtiItemContent, QtiVersion } from '../schemas/qtiItem.ts';
import { checkCustomInteractions } from './pci/customInteractions.ts';
import { itemDeclarations } from './processing/itemDeclarations.ts';
import { qtiMaxScore } from './processing/qtiItemScore.ts';
import { drawTemplate, processResponse } from './processing/runProcessing.ts';
import { validateProcessing } from './processing/validateProcessing.ts';
import { unknownOneWordName, type Describe } from './qtiNames.ts';
import { qti3Xml } from './qti3Xml.ts';
import { QtiImportError } from './QtiImportError.ts';
import { descendants, type QtiElement } from './qtiTree.ts';

/**
 * Checks an item kept as QTI and writes it as the stored content: every
 * interaction answering a declared response (an item with none is an
 * information item, content alone, worth 0 points), its processing one this
 * platform runs (tried once with no answer, so a problem shows now and not
 * at scoring), its XML renamed to QTI 3.0 and made safe.
 */
export function qtiContent(item: QtiElement, body: QtiElement, version: QtiVersion, describe: Describe, xml: string): { content: QtiItemContent; points: number } {
  const unknown = version === '3.0' ? unknownOneWordName(xml) : null;
  if (unknown) throw new QtiImportError(`The ${unknown.name} (line ${unknown.line}) is not a QTI 3.0 element this platform knows.`);
  checkCustomInteractions(body, describe);
  const interactions = descendants(body, (element) => element.name.endsWith('Interaction'));
  const declarations = itemDeclarations(item, describe);
  for (const interaction of interactions) {
    const identifier = interaction.attributes.responseIdentifier;
    if (identifier !== undefined && !declarations.responses.has(identifier)) throw new QtiImportError(`The ${describe(interaction)} answers "${identifier}", which no response declaration declares.`);
  }
  validateProcessing(item, declarations, describe);
  try {
    processResponse(item, declarations, {}, drawTemplate(item, declarations, 1));
  } catch (error) {
    throw new QtiImportError(`The item's processing cannot be run: ${(error as Error).message}`);
  }
  // An information item (instructions, a reading) asks nothing: it is worth nothing, whatever its processing sets.
  const points = interactions.length ? qtiMaxScore(item, declarations) : 0;
  if (points > MAX_POINTS) throw new QtiImportError(`The item is worth ${points} points; at most ${MAX_POINTS} are allowed.`);
  const written = qti3Xml(item);
  if (written.length > MAX_QTI_LENGTH) throw new QtiImportError('The item is too long once written as QTI 3.0 (at most 512 KiB).');
  return { content: { xml: written, source_version: version }, points };
}

/** The draft of an item kept as QTI: its identifier, title and points; its question is its XML. */
export function qtiDraft(item: QtiElement, body: QtiElement, version: QtiVersion, describe: Describe, xml: string): ItemDraft {
  const { content, points } = qtiContent(item, body, version, describe, xml);
  const title = (item.attributes.title ?? '').trim();
  if (title.length > MAX_ITEM_TITLE_LENGTH) throw new QtiImportError(`The item's title is longer than ${MAX_ITEM_TITLE_LENGTH} characters.`);
  return { type: 'qti', content, reference: item.attributes.identifier ?? '', title, prompt: '', points };
}
