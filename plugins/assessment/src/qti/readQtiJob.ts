// Runs in the kernel's worker threads (offLoopJob): parsing and converting a QTI document is CPU work on user input.
import { LmsError } from '@lms/sdk';
import type { ItemDraft } from '../schemas/itemTypes.ts';
import { importQtiItem } from './importQtiItem.ts';
import { QtiImportError } from './QtiImportError.ts';

/** The draft a QTI document describes; what cannot be imported is a 422 on the xml field. */
export function readQtiDraft(xml: string): ItemDraft {
  try {
    return importQtiItem(xml);
  } catch (error) {
    if (error instanceof QtiImportError) throw LmsError.validation([{ field: 'xml', message: error.message }]);
    throw error;
  }
}
