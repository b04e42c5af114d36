import { QtiImportError } from '../QtiImportError.ts';
import { resolveInPackage } from './packageManifest.ts';
import { packageFileUrl } from './packageLinks.ts';
import { withConfiguredModules } from './pciConfiguration.ts';
import type { PackageFiles } from './unzipPackage.ts';

/** One PCI module file at most this large: modules are small scripts, not libraries of megabytes. */
export const MAX_PCI_MODULE_BYTES = 1024 * 1024;

/**
 * How a module file is stored and served: as text, never as a script of this
 * origin (with nosniff, a browser refuses to run it from here); the PCI frame
 * runs it from a blob in its sandbox.
 */
export const PCI_MODULE_TYPE = 'text/plain; charset=utf-8';

/** The module ids a PCI module may need besides its item's own modules: the standard's context and AMD's built-ins. */
const PROVIDED = new Set(['qtiCustomInteractionContext', 'require', 'exports', 'module']);

const MODULE_TAG = /<(?:[\w-]+:)?(?:qti-interaction-module|interactionModule)\b[^>]*>/g;
const PATH_ATTRIBUTE = /\b(primary-path|fallback-path|primaryPath|fallbackPath)\s*=\s*(["'])([^"']*)\2/g;
const ID_ATTRIBUTE = /\bid\s*=\s*(["'])([^"']*)\1/;
/** An AMD define's dependency list: define([...], f) or define("id", [...], f). */
const DEFINE = /\bdefine\s*\(\s*(?:(["'])[^"']*\1\s*,\s*)?\[([^\]]*)\]/g;
const STRING = /(["'])([^"']*)\1/g;

const unescapeXml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** A module path as AMD writes it, with or without its .js. */
function moduleFile(itemPath: string, written: string, files: PackageFiles): string | null {
  const target = resolveInPackage(itemPath, unescapeXml(written));
  if (target === null) return null;
  if (files.has(target)) return target;
  return files.has(`${target}.js`) ? `${target}.js` : null;
}

/** The ids a module's define calls depend on that neither the standard nor the item's modules provide. */
function missingDependencies(source: string, moduleIds: ReadonlySet<string>): string[] {
  const needed = [...source.matchAll(DEFINE)].flatMap((match) => [...match[2]!.matchAll(STRING)].map((dependency) => dependency[2]!));
  return [...new Set(needed)].filter((id) => !PROVIDED.has(id) && !moduleIds.has(id));
}

/**
 * The modules of an item file's portable custom interactions found in the
 * package (paths from a configuration file first: pciConfiguration.ts): each interaction module's primary and fallback path that names a
 * package file (with or without its .js) now points to that file's address
 * here, and the files are answered to be stored. A path the package does not
 * carry is left as written, so the item's check refuses it naming the module.
 * A module bigger than MAX_PCI_MODULE_BYTES, or one depending on a module the
 * item does not name (nothing is fetched from elsewhere at run time), refuses the
 * item: `refused` says why, and the package's report lists the item with it.
 */
export function packagePciModules(itemPath: string, written: string, files: PackageFiles, fileIds: ReadonlyMap<string, string>): { xml: string; modules: string[]; refused?: string } {
  try {
    return pointedModules(itemPath, withConfiguredModules(itemPath, written, files), files, fileIds);
  } catch (error) {
    if (!(error instanceof QtiImportError)) throw error;
    return { xml: written, modules: [], refused: error.message };
  }
}

function pointedModules(itemPath: string, xml: string, files: PackageFiles, fileIds: ReadonlyMap<string, string>): { xml: string; modules: string[] } {
  const tags = [...xml.matchAll(MODULE_TAG)].map((match) => match[0]);
  if (!tags.length) return { xml, modules: [] };
  const moduleIds = new Set(tags.map((tag) => ID_ATTRIBUTE.exec(tag)?.[2]).filter((id): id is string => id !== undefined));
  const modules = new Set<string>();
  const rewritten = xml.replace(MODULE_TAG, (tag) =>
    tag.replace(PATH_ATTRIBUTE, (whole, attribute: string, quote: string, value: string) => {
      const target = moduleFile(itemPath, value, files);
      const id = target === null ? undefined : fileIds.get(target);
      if (target === null || id === undefined) return whole;
      const bytes = files.get(target)!;
      if (bytes.byteLength > MAX_PCI_MODULE_BYTES) throw new QtiImportError(`The PCI module ${target} is larger than ${MAX_PCI_MODULE_BYTES / 1024} KiB.`);
      const missing = missingDependencies(new TextDecoder().decode(bytes), moduleIds);
      if (missing.length) {
        throw new QtiImportError(`The PCI module ${target} needs the module "${missing[0]}", which the item's interaction modules do not name; nothing is fetched from elsewhere when a PCI runs, so the item cannot be imported.`);
      }
      modules.add(target);
      return `${attribute}=${quote}${packageFileUrl(id)}${quote}`;
    }),
  );
  return { xml: rewritten, modules: [...modules] };
}
