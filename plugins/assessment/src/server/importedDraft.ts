import { LmsError } from '@lms/sdk';
import { MAX_REFERENCE_LENGTH, type ImportBody } from '../schemas/itemBody.ts';
import { ITEM_MESSAGES } from '../schemas/itemMessages.ts';
import type { ItemDraft } from '../schemas/itemTypes.ts';
import { importQtiItem } from '../qti/importQtiItem.ts';
import { QtiImportError } from '../qti/QtiImportError.ts';

/** The item a QTI import body describes: the document's, with the reference, points and tags the author gave instead. */
export function importedDraft(body: ImportBody): ItemDraft {
  let draft: ItemDraft;
  try {
    draft = importQtiItem(body.xml);
  } catch (error) {
    if (error instanceof QtiImportError) throw LmsError.validation([{ field: 'xml', message: error.message }]);
    throw error;
  }
  const reference = (body.reference ?? draft.reference).trim();
  if (reference === '') throw LmsError.validation([{ field: 'reference', message: ITEM_MESSAGES.referenceRequired }]);
  if (reference.length > MAX_REFERENCE_LENGTH) throw LmsError.validation([{ field: 'reference', message: ITEM_MESSAGES.referenceTooLong }]);
  return { ...draft, reference, points: body.points ?? draft.points, tags: body.tags ?? [] };
}
