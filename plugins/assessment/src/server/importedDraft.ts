import { LmsError, offLoopJob } from '@lms/sdk';
import { MAX_REFERENCE_LENGTH, type ImportBody } from '../schemas/itemBody.ts';
import { ITEM_MESSAGES } from '../schemas/itemMessages.ts';
import type { ItemDraft } from '../schemas/itemTypes.ts';

/** Off the event loop, stopped after 5 seconds: the body's schema caps the document at 512 KiB. */
const readQtiDraft = offLoopJob<string, ItemDraft>(new URL('../qti/readQtiJob.ts', import.meta.url).href, 'readQtiDraft', { deadlineMs: 5_000 });

/** The item a QTI import body describes: the document's, with the reference, points and tags the author gave instead. */
export async function importedDraft(body: ImportBody): Promise<ItemDraft> {
  const draft = await readQtiDraft(body.xml);
  const reference = (body.reference ?? draft.reference).trim();
  if (reference === '') throw LmsError.validation([{ field: 'reference', message: ITEM_MESSAGES.referenceRequired }]);
  if (reference.length > MAX_REFERENCE_LENGTH) throw LmsError.validation([{ field: 'reference', message: ITEM_MESSAGES.referenceTooLong }]);
  return { ...draft, reference, points: body.points ?? draft.points, tags: body.tags ?? [] };
}
