// Runs in the kernel's worker threads (offLoopJob): parsing and converting a QTI document is CPU work on user input.
import { LmsError } from '@lms/sdk';
import type { ItemDraft } from '../schemas/itemTypes.ts';
import type { QtiItemContent } from '../schemas/qtiItem.ts';
import { importQtiItem, qtiItemContent } from './importQtiItem.ts';
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

/** An author's `qti` content as it is stored (renamed to QTI 3.0, sanitised, checked); what it cannot take is a 422 on content/xml. */
export function readQtiContent(content: QtiItemContent): QtiItemContent {
  try {
    const stored = qtiItemContent(content.xml);
    // An item read back and saved again is QTI 3.0 by now: the version it first came in is kept.
    return { ...stored, source_version: content.source_version ?? stored.source_version, ...(content.stimuli ? { stimuli: content.stimuli } : {}) };
  } catch (error) {
    if (error instanceof QtiImportError) throw LmsError.validation([{ field: 'content/xml', message: error.message }]);
    throw error;
  }
}
