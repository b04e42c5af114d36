import type { ItemDraft } from '../../schemas/itemTypes.ts';
import { importQtiItem } from '../importQtiItem.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { withNativeHints } from './nativeTypeHints.ts';
import { isQti3, parsePackageXml } from './packageXml.ts';
import { inQti3Names } from './qti3Names.ts';
import type { PackageItemFile } from './readPackageContents.ts';

export type PackageItemReading = { path: string; draft: ItemDraft } | { path: string; refused: string };

/** One item file of a package read as the single-item import reads it (and our own export's hints): a draft, or why not. */
export function readPackageItem(file: PackageItemFile): PackageItemReading {
  if (file.refused) return { path: file.path, refused: `${file.path}: ${file.refused}` };
  try {
    const draft = importQtiItem(file.xml);
    return { path: file.path, draft: withNativeHints(draft, parsePackageXml(file.path, file.xml)) };
  } catch (error) {
    if (error instanceof QtiImportError) return { path: file.path, refused: `${file.path}: ${isQti3(file.xml) ? inQti3Names(error.message) : error.message}` };
    throw error;
  }
}
