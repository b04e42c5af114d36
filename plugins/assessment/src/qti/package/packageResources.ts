import { QtiImportError } from '../QtiImportError.ts';
import { PACKAGE_MESSAGES } from './packageLimits.ts';
import { MANIFEST, readManifest, type ManifestResource } from './packageManifest.ts';
import type { PackageFiles } from './unzipPackage.ts';

export type QtiFileKind = 'item' | 'test' | 'stimulus' | 'other';

/** Root element names of QTI files (2.x and 3.0 namings, compared lower-case). */
const ROOT_KINDS: Record<string, QtiFileKind> = {
  assessmentitem: 'item',
  'qti-assessment-item': 'item',
  assessmenttest: 'test',
  'qti-assessment-test': 'test',
  assessmentstimulus: 'stimulus',
  'qti-assessment-stimulus': 'stimulus',
};

const HEAD_BYTES = 4096;

/** The start of a file as text, enough for its prolog, root element and namespace. */
export const fileHead = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, HEAD_BYTES));

/** The first element's name past the prolog, comments and doctype. */
export const rootName = (head: string) => /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(head.replace(/<!--[\s\S]*?(?:-->|$)/g, ''))?.[1] ?? '';

/** The kind of a QTI file by its root element. */
export const kindOfRoot = (head: string): QtiFileKind => ROOT_KINDS[rootName(head).toLowerCase()] ?? 'other';

/** The QTI version of a file as a manifest's resource type writes it: its namespace's, 3.0 for qti- names without one, else 2.1. */
function versionTag(head: string): string {
  if (/imsqtiasi_v3p0|imsqti_asi_v3p0/.test(head) || rootName(head).startsWith('qti-')) return 'v3p0';
  return `v${/imsqti_v(2p[0-2])/.exec(head)?.[1] ?? '2p1'}`;
}

/**
 * The resources of a folder of QTI files zipped without a manifest (as qtiworks and many item banks publish
 * them): every XML file whose root is an item, a test or a stimulus, each its own resource typed as a
 * manifest would type it, in path order. Refuses a zip holding none.
 */
function resourcesByRoot(files: PackageFiles): ManifestResource[] {
  const resources: ManifestResource[] = [];
  for (const [path, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!/\.xml$/i.test(path)) continue;
    const head = fileHead(bytes);
    const kind = kindOfRoot(head);
    if (kind !== 'other') resources.push({ identifier: path, type: `imsqti_${kind}_xml${versionTag(head)}`, href: path, files: [path], dependencies: [] });
  }
  if (!resources.length) throw new QtiImportError(PACKAGE_MESSAGES.nothingQti);
  return resources;
}

/** A package's resources: its manifest's, or, for a zip without imsmanifest.xml at its root, its QTI files found by their root element. */
export function packageResources(files: PackageFiles): ManifestResource[] {
  const manifest = files.get(MANIFEST);
  return manifest ? readManifest(manifest) : resourcesByRoot(files);
}
