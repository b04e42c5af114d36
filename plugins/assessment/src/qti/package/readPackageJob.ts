// Runs in the kernel's worker threads (offLoopJob): unpacking and parsing a package is CPU work on user input.
import { LmsError } from '@lms/sdk';
import { QtiImportError } from '../QtiImportError.ts';
import { readPackageContents, type PackageContents, type PackageItemFile } from './readPackageContents.ts';
import { readPackageItem, type PackageItemReading } from './readPackageItem.ts';

/** A package's files sorted; a package that cannot be read at all is a 422 on the file field. */
export function readPackage(zip: Uint8Array): PackageContents {
  try {
    return readPackageContents(zip);
  } catch (error) {
    if (error instanceof QtiImportError) throw LmsError.validation([{ field: 'file', message: error.message }]);
    throw error;
  }
}

/** Some item files of a package read as items (a batch per call, so the job reports progress between them). */
export function readItems(files: PackageItemFile[]): PackageItemReading[] {
  return files.map(readPackageItem);
}
