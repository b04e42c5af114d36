import { MAX_QTI_LENGTH } from '../../schemas/itemBody.ts';

/**
 * Issue 28 item 6: the bounds of a QTI content package. A package beyond one
 * is refused whole (422) with a message naming the file; nothing is stored.
 */
export const PACKAGE_LIMITS: PackageLimits = {
  /** The uploaded zip. */
  maxPackageBytes: 50 * 1024 * 1024,
  /** Files in the zip (folders included). */
  maxEntries: 2_000,
  /** All files unpacked together. */
  maxTotalBytes: 200 * 1024 * 1024,
  /** One media file unpacked. */
  maxEntryBytes: 20 * 1024 * 1024,
  /** One XML file (manifest, item, stimulus, test): the single-item import's cap. */
  maxXmlBytes: MAX_QTI_LENGTH,
  /** Unpacked size over packed size, past which an entry is a zip bomb (text compresses about 10:1). */
  maxRatio: 100,
  /** Below this an entry's ratio is not checked (a few kilobytes of spaces compress well and harm nobody). */
  ratioFloorBytes: 1024 * 1024,
  /** Items, stimuli and tests of one package. */
  maxResources: 1_000,
};

export interface PackageLimits {
  maxPackageBytes: number;
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxXmlBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
  maxResources: number;
}

const MIB = 1024 * 1024;
export const size = (bytes: number) => (bytes >= MIB ? `${bytes / MIB} MiB` : `${bytes / 1024} KiB`);

export const PACKAGE_MESSAGES = {
  tooLarge: `The package is larger than ${size(PACKAGE_LIMITS.maxPackageBytes)}.`,
  notZip: 'The package is not a zip file.',
  tooManyEntries: (limit: number) => `The package has more than ${limit} files.`,
  totalTooLarge: (limit: number) => `The package unpacks to more than ${size(limit)}.`,
  entryTooLarge: (path: string, limit: number) => `The file "${path}" unpacks to more than ${size(limit)}.`,
  bomb: (path: string, ratio: number) => `The file "${path}" unpacks to more than ${ratio} times its packed size (a zip bomb?).`,
  badPath: (path: string) => `The file name "${path}" leaves the package (absolute, "..", a drive or a backslash): refused.`,
  duplicatePath: (path: string) => `The file "${path}" is in the package twice.`,
  encrypted: (path: string) => `The file "${path}" is encrypted or packed in a way we cannot read.`,
  nothingQti: 'The package has no imsmanifest.xml at its root and no QTI item, test or stimulus file.',
  tooManyResources: `The package has more than ${PACKAGE_LIMITS.maxResources} items, stimuli and tests.`,
  notUploadedPackage: 'Send the package as the body of the request (a .zip file).',
} as const;
