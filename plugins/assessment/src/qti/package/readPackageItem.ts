import type { ItemDraft } from '../../schemas/itemTypes.ts';
import { importQtiItem } from '../importQtiItem.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { withNativeHints } from './nativeTypeHints.ts';
import { isQti3, parsePackageXml } from './packageXml.ts';
import { inQti3Names } from './qti3Names.ts';
import type { PackageItemFile } from './readPackageContents.ts';

/** A file's name without its folder and extension. */
const fileStem = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.xml$/i, '');

export type PackageItemReading = { path: string; draft: ItemDraft } | { path: string; refused: string };

/** One item file of a package read as the single-item import reads it (and our own export's hints): a draft, or why not. */
export function readPackageItem(file: PackageItemFile): PackageItemReading {
  if (file.refused) return { path: file.path, refused: `${file.path}: ${file.refused}` };
  try {
    const draft = importQtiItem(file.xml);
    // An item without an identifier (QTI 3.0 requires one; some players' samples leave it out) is named by its file, as a lone file's import names it by the reference given.
    const reference = draft.reference.trim() === '' ? fileStem(file.path) : draft.reference;
    return { path: file.path, draft: withNativeHints({ ...draft, reference }, parsePackageXml(file.path, file.xml)) };
  } catch (error) {
    if (error instanceof QtiImportError) return { path: file.path, refused: `${file.path}: ${isQti3(file.xml) ? inQti3Names(error.message) : error.message}` };
    throw error;
  }
}
