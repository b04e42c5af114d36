import { QtiImportError } from '../QtiImportError.ts';
import { childNamed, childrenNamed, descendants, type QtiElement } from '../qtiTree.ts';
import { parsePackageXml, xmlText } from './packageXml.ts';
import { safeEntryPath } from './unzipPackage.ts';

/** One resource of imsmanifest.xml: what it is (its type), its main file, and the files it lists. */
export interface ManifestResource {
  identifier: string;
  type: string;
  /** Its main file's path in the package, or null for a resource with none. */
  href: string | null;
  files: string[];
  /** Identifiers of the resources it depends on (a stimulus, shared media). */
  dependencies: string[];
}

export const MANIFEST = 'imsmanifest.xml';

/** `href` relative to the folder of `from` (both package paths), or null when it leaves the package or is a web address. */
export function resolveInPackage(from: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return null;
  const bare = decodeURIComponentSafe(href.split(/[?#]/)[0]!);
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const part of `${folder}${bare}`.split('/')) {
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const path = parts.join('/');
  return safeEntryPath(path) === path && path !== '' ? path : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The resources of a package's manifest, main files resolved to package paths. */
export function readManifest(bytes: Uint8Array): ManifestResource[] {
  const manifest: QtiElement = parsePackageXml(MANIFEST, xmlText(MANIFEST, bytes));
  if (manifest.name !== 'manifest') throw new QtiImportError(`The file "${MANIFEST}" is not an IMS content package manifest (its root is ${manifest.name}, not manifest).`);
  const resources = childNamed(manifest, 'resources');
  const list = resources ? childrenNamed(resources, 'resource') : [];
  return list.map((resource) => {
    // xml:base on the resource prefixes its hrefs (the namespace prefix is dropped by the reader).
    const base = resource.attributes.base ?? '';
    const at = (href: string | undefined) => (href === undefined ? null : resolveInPackage(MANIFEST, `${base}${href}`));
    return {
      identifier: resource.attributes.identifier ?? '',
      type: resource.attributes.type ?? '',
      href: at(resource.attributes.href),
      files: descendants(resource, (element) => element.name === 'file')
        .map((file) => at(file.attributes.href))
        .filter((path): path is string => path !== null),
      dependencies: childrenNamed(resource, 'dependency').map((dependency) => dependency.attributes.identifierref ?? ''),
    };
  });
}
