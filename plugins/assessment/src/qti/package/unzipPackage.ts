import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { QtiImportError } from '../QtiImportError.ts';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES, type PackageLimits } from './packageLimits.ts';

/** The files of a package by their path in the zip (folders left out). */
export type PackageFiles = Map<string, Uint8Array>;

const STORED = 0;
const DEFLATED = 8;

/** A zip entry's name as a path inside the package, or null when it would leave it (zip slip). */
export function safeEntryPath(name: string): string | null {
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return null;
  const parts = name.split('/');
  if (parts.some((part) => part === '..')) return null;
  return parts.filter((part) => part !== '' && part !== '.').join('/');
}

const isXml = (path: string) => /\.xml$/i.test(path);

/**
 * Unpacks a package within PACKAGE_LIMITS. Sizes are counted as the bytes
 * come out, not taken from the zip's headers (which a bomb lies in), and an
 * entry is stopped as soon as it passes its cap. Throws QtiImportError.
 */
export function unzipPackage(zip: Uint8Array, limits: PackageLimits = PACKAGE_LIMITS): PackageFiles {
  if (zip.byteLength > limits.maxPackageBytes) throw new QtiImportError(PACKAGE_MESSAGES.tooLarge);
  // Local file header signature: PK\x03\x04 (an empty zip has none and holds no manifest either).
  if (zip.byteLength < 4 || zip[0] !== 0x50 || zip[1] !== 0x4b || zip[2] !== 0x03 || zip[3] !== 0x04) throw new QtiImportError(PACKAGE_MESSAGES.notZip);
  const files: PackageFiles = new Map();
  let entries = 0;
  let total = 0;
  let failure: QtiImportError | null = null;
  const fail = (error: QtiImportError, file?: UnzipFile) => {
    failure ??= error;
    file?.terminate();
  };
  const unzip = new Unzip((file) => {
    if (failure) return;
    entries += 1;
    if (entries > limits.maxEntries) return fail(new QtiImportError(PACKAGE_MESSAGES.tooManyEntries(limits.maxEntries)));
    const path = safeEntryPath(file.name);
    if (path === null) return fail(new QtiImportError(PACKAGE_MESSAGES.badPath(file.name)));
    if (file.name.endsWith('/')) return;
    if (files.has(path)) return fail(new QtiImportError(PACKAGE_MESSAGES.duplicatePath(path)));
    if (file.compression !== STORED && file.compression !== DEFLATED) return fail(new QtiImportError(PACKAGE_MESSAGES.encrypted(path)));
    const cap = isXml(path) ? limits.maxXmlBytes : limits.maxEntryBytes;
    const chunks: Uint8Array[] = [];
    let length = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return fail(new QtiImportError(PACKAGE_MESSAGES.encrypted(path)), file);
      length += chunk.byteLength;
      total += chunk.byteLength;
      if (length > cap) return fail(new QtiImportError(PACKAGE_MESSAGES.entryTooLarge(path, cap)), file);
      if (total > limits.maxTotalBytes) return fail(new QtiImportError(PACKAGE_MESSAGES.totalTooLarge(limits.maxTotalBytes)), file);
      // The packed size is in the header unless a data descriptor follows the data; then the whole zip stands for it.
      const packed = file.size || zip.byteLength;
      if (length > limits.ratioFloorBytes && packed > 0 && length / packed > limits.maxRatio) return fail(new QtiImportError(PACKAGE_MESSAGES.bomb(path, limits.maxRatio)), file);
      chunks.push(chunk);
      if (final) files.set(path, concat(chunks, length));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(zip, true);
  } catch (error) {
    if (failure) throw failure;
    throw new QtiImportError(PACKAGE_MESSAGES.notZip);
  }
  if (failure) throw failure;
  return files;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
