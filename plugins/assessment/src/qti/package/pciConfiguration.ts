import { resolveInPackage } from './packageManifest.ts';
import type { PackageFiles } from './unzipPackage.ts';

/**
 * QTI 3.0's module resolution by configuration: a PCI whose interaction
 * modules give no path (or that lists none) finds its modules in a
 * configuration file, an AMD `paths` map (JSON), named by the modules
 * element's `primary-configuration` / `fallback-configuration`, else the
 * package's default `modules/module_resolution.js` /
 * `modules/fallback_module_resolution.js` beside the item. Rewritten here
 * into explicit interaction modules (the main module and, through their
 * define() lists, the modules it needs that the map names), so the rest of
 * the import and the delivery see one form.
 */

const PCI = /(<(?:[\w-]+:)?(qti-portable-custom-interaction|portableCustomInteraction)\b[^>]*?)(?:(\/)>|>([\s\S]*?<\/(?:[\w-]+:)?\2>))/g;
const MODULES_OPEN = /<(?:[\w-]+:)?(?:qti-interaction-modules|interactionModules)\b[^>]*>/;
const MODULE_TAG = /<(?:[\w-]+:)?(?:qti-interaction-module|interactionModule)\b[^>]*?\/?>/g;
const DEFINE = /\bdefine\s*\(\s*(?:(["'])[^"']*\1\s*,\s*)?\[([^\]]*)\]/g;
const STRING = /(["'])([^"']*)\1/g;

const attribute = (tag: string, names: string[]): string | undefined => {
  for (const name of names) {
    const found = new RegExp(`\\b${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(tag);
    if (found) return found[2];
  }
  return undefined;
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `paths` of the first configuration file the package carries, or null. */
function configuredPaths(itemPath: string, candidates: string[], files: PackageFiles): Record<string, string> | null {
  for (const candidate of candidates) {
    const path = resolveInPackage(itemPath, candidate);
    const bytes = path === null ? undefined : (files.get(path) ?? files.get(`${path}.js`));
    if (!bytes) continue;
    try {
      const paths = (JSON.parse(new TextDecoder().decode(bytes)) as { paths?: unknown }).paths;
      if (typeof paths === 'object' && paths !== null) return Object.fromEntries(Object.entries(paths).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      // Not JSON: not a configuration we can read; the next candidate may be.
    }
  }
  return null;
}

/** What the first of a module's paths that the package carries depends on. */
function dependencies(itemPath: string, paths: string[], files: PackageFiles): string[] {
  const bytes = paths
    .map((path) => resolveInPackage(itemPath, path))
    .map((target) => (target === null ? undefined : (files.get(target) ?? files.get(`${target}.js`))))
    .find((found) => found !== undefined);
  if (!bytes) return [];
  return [...new TextDecoder().decode(bytes).matchAll(DEFINE)].flatMap((match) => [...match[2]!.matchAll(STRING)].map((dependency) => dependency[2]!));
}

/** The given modules and every module they need that the map names, in the order found. */
function neededModules(itemPath: string, roots: Map<string, string[]>, paths: Record<string, string>, files: PackageFiles): string[] {
  const needed: string[] = [];
  const visit = (id: string) => {
    const own = roots.get(id) ?? [];
    const where = own.length ? own : Object.hasOwn(paths, id) ? [paths[id]!] : [];
    if (needed.includes(id) || !where.length) return;
    needed.push(id);
    dependencies(itemPath, where, files).forEach(visit);
  };
  roots.forEach((_, id) => visit(id));
  return needed;
}

const moduleTag = (qti3: boolean, id: string, path: string | undefined) =>
  `<${qti3 ? 'qti-interaction-module' : 'interactionModule'} id="${escapeAttribute(id)}"${path === undefined ? '' : ` ${qti3 ? 'primary-path' : 'primaryPath'}="${escapeAttribute(path)}"`}/>`;

export function withConfiguredModules(itemPath: string, xml: string, files: PackageFiles): string {
  return xml.replace(PCI, (whole, open: string, name: string, selfClosing: string | undefined, rest: string | undefined) => {
    const qti3 = name.startsWith('qti-');
    const body = rest ?? '';
    const modulesOpen = MODULES_OPEN.exec(body)?.[0];
    const primary = modulesOpen && attribute(modulesOpen, ['primary-configuration', 'primaryConfiguration']);
    const fallback = modulesOpen && attribute(modulesOpen, ['fallback-configuration', 'fallbackConfiguration']);
    // The item's own configuration first, then the package's defaults (what a conformance item relies on when its own is unreadable).
    const candidates = [primary, fallback, 'modules/module_resolution.js', 'modules/fallback_module_resolution.js'].filter((path): path is string => !!path);
    const paths = configuredPaths(itemPath, candidates, files);
    if (!paths) return whole;
    const pathAttribute = qti3 ? 'primary-path' : 'primaryPath';
    if (modulesOpen) {
      // Listed modules without a path take the configuration's, and the modules they need are added.
      const listed = new Map<string, string[]>();
      const filled = body.replace(MODULE_TAG, (tag) => {
        const id = attribute(tag, ['id']);
        if (id === undefined) return tag;
        const own = [attribute(tag, ['primary-path', 'primaryPath']), attribute(tag, ['fallback-path', 'fallbackPath'])].filter((path): path is string => path !== undefined);
        listed.set(id, own);
        if (own.length || !Object.hasOwn(paths, id)) return tag;
        return tag.replace(/^(<[\w:-]+)/, `$1 ${pathAttribute}="${escapeAttribute(paths[id]!)}"`);
      });
      const main = attribute(open, ['module']);
      const roots = main === undefined || listed.has(main) ? listed : new Map([...listed, [main, []]]);
      const added = neededModules(itemPath, roots, paths, files).filter((id) => !listed.has(id)).map((id) => moduleTag(qti3, id, paths[id]));
      return `${open}>${filled.replace(/(<\/(?:[\w-]+:)?(?:qti-interaction-modules|interactionModules)>)/, `${added.join('')}$1`)}`;
    }
    const main = attribute(open, ['module']);
    if (main === undefined) return whole;
    const [modulesName] = qti3 ? ['qti-interaction-modules'] : ['interactionModules'];
    const needed = neededModules(itemPath, new Map([[main, []]]), paths, files);
    const listed = (needed.length ? needed : [main]).map((id) => moduleTag(qti3, id, paths[id])).join('');
    const closing = selfClosing ? `</${name}>` : '';
    return `${open}><${modulesName}>${listed}</${modulesName}>${body}${closing}`;
  });
}
