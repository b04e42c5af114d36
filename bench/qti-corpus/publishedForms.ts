import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { filesUnder, isItemXml } from './corpusFiles.ts';
import { failure, readPackage, thrown, within, type Bench } from './importCorpus.ts';
import type { Outcome } from './outcomes.ts';

/**
 * "Items in the form they are published": each item file of the corpus imported as it is published, a lone
 * file alone (POST assessment/items/import/) and a file in a folder with that folder as a package
 * (POST assessment/packages/import/, report, confirm). A folder holding imsmanifest.xml is a package of its
 * whole subtree; any other folder holding item files is a package without a manifest, of its own files and
 * those of its subfolders that hold neither items nor a manifest (media, fragments, templates). A lone file
 * is an item at the top of the corpus directory. Zips inside a folder are left out (they are counted as
 * packages of their own). An item (its bytes: identical files count once) is imported when one of the
 * packages holding it confirmed with it among its importable items.
 */

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface Folder {
  directory: string;
  manifest: boolean;
  files: string[];
  items: number;
}

export interface PublishedResult {
  /** Distinct item files, and how many of them imported in their published form. */
  items: number;
  imported: number;
  lone: number;
  folders: number;
  withManifest: number;
  /** Why the items that did not import did not, by reason. */
  missed: Map<string, number>;
  packages: { directory: string; manifest: boolean; items: number; importable: number; outcome: Outcome }[];
}

/** Every file under `root` by directory (zips and the corpus's SOURCES.md left out), and which of them are items (by hash). */
export async function corpusFolders(root: string): Promise<{ byDirectory: Map<string, string[]>; itemHash: Map<string, string> }> {
  const byDirectory = new Map<string, string[]>();
  const itemHash = new Map<string, string>();
  const paths: string[] = [];
  for await (const file of filesUnder(root)) paths.push(path.relative(root, file));
  for (const file of paths.sort()) {
    if (/\.zip$/i.test(file) || /^SOURCES\.md$/.test(file)) continue;
    const directory = path.dirname(file);
    byDirectory.set(directory, [...(byDirectory.get(directory) ?? []), file]);
    if (/\.xml$/i.test(file)) {
      const bytes = await readFile(path.join(root, file));
      if (isItemXml(bytes.toString('utf8'))) itemHash.set(file, sha(bytes));
    }
  }
  return { byDirectory, itemHash };
}

const isInside = (directory: string, file: string) => directory === '.' || file.startsWith(`${directory}/`);

/** The package folders of the corpus and the lone item files, as the module comment says. */
export function publishedFolders(byDirectory: Map<string, string[]>, itemHash: Map<string, string>): { folders: Folder[]; lone: string[] } {
  const directories = [...byDirectory.keys()];
  const manifests = directories.filter((directory) => byDirectory.get(directory)!.some((file) => path.basename(file) === 'imsmanifest.xml'));
  const underManifest = (directory: string) => manifests.find((manifest) => manifest !== directory && isInside(manifest, directory));
  const holdsItems = (directory: string) => (byDirectory.get(directory) ?? []).some((file) => itemHash.has(file));
  const folders: Folder[] = manifests
    .filter((directory) => !underManifest(directory) && directory !== '.')
    .map((directory) => {
      const files = [...byDirectory].filter(([other]) => isInside(directory, other) || other === directory).flatMap(([, list]) => list);
      return { directory, manifest: true, files, items: files.filter((file) => itemHash.has(file)).length };
    });
  for (const directory of directories) {
    if (directory === '.' || !holdsItems(directory) || manifests.includes(directory) || underManifest(directory)) continue;
    // Its own files and those of subfolders (at any depth) reached without passing a folder holding items or a
    // manifest; a folder on the way may hold no files at all (media/images/ under an item folder).
    const reached = (other: string) => {
      for (let step = other; step !== directory; step = path.dirname(step)) if (holdsItems(step) || manifests.includes(step)) return false;
      return true;
    };
    const files = directories.filter((other) => (other === directory || isInside(directory, other)) && reached(other)).flatMap((other) => byDirectory.get(other)!);
    folders.push({ directory, manifest: false, files, items: files.filter((file) => itemHash.has(file)).length });
  }
  return { folders, lone: (byDirectory.get('.') ?? []).filter((file) => itemHash.has(file)) };
}

/** One folder zipped (paths relative to it) through the package upload, report and confirm: the items it imported, by path in the corpus. */
async function importFolder(bench: Bench, root: string, folder: Folder, missed: (reason: string, files: string[]) => void): Promise<{ imported: string[]; importable: number; outcome: Outcome }> {
  const entries: Record<string, Uint8Array> = {};
  for (const file of folder.files) entries[path.relative(folder.directory, file)] = new Uint8Array(await readFile(path.join(root, file)));
  const zip = zipSync(entries);
  const items = folder.files.filter((file) => file.endsWith('.xml'));
  let imported: string[] = [];
  let importable = 0;
  // A package's items are read ten per worker call: its time limit grows with them.
  const outcome = await within(bench.timeoutMs * Math.max(1, Math.ceil(folder.items / 10)), async (signal): Promise<Outcome> => {
    const read = await readPackage(bench, zip, `${path.basename(folder.directory)}.zip`, signal);
    if (read.status !== 200) return failure(read.status, read.body);
    if (read.body.status === 'failed') return { kind: 'refused', reason: `package: ${read.body.error}` };
    const report = read.body.report.items as { path: string; refused: string | null }[];
    const ready = report.filter((item) => !item.refused).map((item) => path.join(folder.directory, item.path));
    importable = ready.length;
    for (const item of report) if (item.refused) missed(item.refused.replace(/^[^:]*\.xml: /, ''), [path.join(folder.directory, item.path)]);
    // A file refused before it is read as an item (a template, an XInclude, a DOCTYPE) is among the report's refused files.
    for (const file of read.body.report.refused as { path: string; reason: string }[]) missed(file.reason, [path.join(folder.directory, file.path)]);
    const confirmed = await bench.author.request('POST', `assessment/packages/${read.body._id}/confirm/`, {}, { signal });
    if (confirmed.status !== 200) return failure(confirmed.status, confirmed.body);
    imported = ready;
    return { kind: 'imported', losses: [], roundTrip: null };
  }).catch(thrown);
  if (outcome.kind !== 'imported') missed(`package ${outcome.kind}${'reason' in outcome ? `: ${outcome.reason}` : ''}`, items);
  return { imported, importable, outcome };
}

/** The published-form count over the corpus at `root`; `loneImported` tells whether a lone file imported alone (the lone-file run's outcome). */
export async function importPublishedForms(bench: Bench, root: string, loneImported: (file: string) => boolean): Promise<PublishedResult> {
  const { byDirectory, itemHash } = await corpusFolders(root);
  const { folders, lone } = publishedFolders(byDirectory, itemHash);
  const importedHashes = new Set<string>();
  const missedBy = new Map<string, Set<string>>();
  const missed = (reason: string, files: string[]) => {
    for (const file of files) if (itemHash.has(file)) missedBy.set(itemHash.get(file)!, (missedBy.get(itemHash.get(file)!) ?? new Set()).add(reason));
  };
  for (const file of lone) if (loneImported(file)) importedHashes.add(itemHash.get(file)!);
  const packages: PublishedResult['packages'] = [];
  for (const folder of folders) {
    const result = await importFolder(bench, root, folder, missed);
    for (const file of result.imported) if (itemHash.has(file)) importedHashes.add(itemHash.get(file)!);
    packages.push({ directory: folder.directory, manifest: folder.manifest, items: folder.items, importable: result.importable, outcome: result.outcome });
  }
  const allItems = new Set(itemHash.values());
  const reasons = new Map<string, number>();
  for (const hash of allItems) {
    if (importedHashes.has(hash)) continue;
    const why = [...(missedBy.get(hash) ?? new Set(['not among the items its package lists (its manifest leaves it out)']))][0]!;
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
  }
  return { items: allItems.size, imported: [...allItems].filter((hash) => importedHashes.has(hash)).length, lone: lone.length, folders: folders.length, withManifest: folders.filter((folder) => folder.manifest).length, missed: reasons, packages };
}
