import { randomBytes } from 'node:crypto';
import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from './packageLimits.ts';
import { MANIFEST, resolveInPackage, type ManifestResource } from './packageManifest.ts';
import { fileHead, kindOfRoot, packageResources, rootName, type QtiFileKind } from './packageResources.ts';
import { rewriteLinks } from './packageLinks.ts';
import { mediaType } from './packageMedia.ts';
import { packagePciModules, PCI_MODULE_TYPE } from './packagePciModules.ts';
import { guardXml, isQti3, parsePackageXml, xmlText } from './packageXml.ts';
import { withLocalTemplate } from './localTemplate.ts';
import { withIncludes, type IncludeReader } from './packageIncludes.ts';
import { readAssessmentTest, type PackageTest } from './readAssessmentTest.ts';
import { readStimulus, type PackageStimulus } from './readStimulus.ts';
import { unzipPackage, type PackageFiles } from './unzipPackage.ts';

/** An item file of the package, its links rewritten, not yet read as an item. */
export interface PackageItemFile {
  path: string;
  xml: string;
  /** Paths of the stimuli it shows beside itself. */
  stimuli: string[];
  /** Why it is refused before it is read as an item (its PCI's modules), so the report lists it with the reason. */
  refused?: string;
}

export interface PackageMediaFile {
  path: string;
  /** The id it is served by once confirmed (links already point to it). */
  id: string;
  mimetype: string;
  bytes: Uint8Array;
}

/** A file or resource of the package that is not imported, and why. */
export interface RefusedFile {
  path: string;
  reason: string;
}

export interface PackageContents {
  version: QtiVersion;
  items: PackageItemFile[];
  stimuli: PackageStimulus[];
  tests: PackageTest[];
  media: PackageMediaFile[];
  refused: RefusedFile[];
}

function kindOf(resource: ManifestResource, files: PackageFiles): QtiFileKind {
  const type = resource.type.toLowerCase();
  if (type.includes('stimulus')) return 'stimulus';
  if (/test/.test(type)) return 'test';
  if (/item/.test(type)) return 'item';
  // Some packages (1EdTech's own PCI sample among them) type a resource only "imsqti_v2p1": its file's root says what it is.
  if (/^imsqti_v\dp\d$/.test(type) && resource.href !== null && files.has(resource.href)) return kindOfRoot(fileHead(files.get(resource.href)!));
  return 'other';
}

function versionOf(resources: ManifestResource[], files: PackageFiles): QtiVersion {
  const types = resources.map((resource) => resource.type.toLowerCase()).join(' ');
  if (/v3p0/.test(types)) return '3.0';
  if (/v2p2/.test(types)) return '2.2';
  if (/v2p1/.test(types)) return '2.1';
  const first = resources.find((resource) => resource.href !== null && files.has(resource.href));
  return first && isQti3(fileHead(files.get(first.href!)!)) ? '3.0' : '2.1';
}

/** Why a file a test names as an item is not read as one (1EdTech's testWithLti names LTI links so). */
function notAnItem(test: string, path: string, root: string): string {
  const what = root === 'cartridge_basiclti_link' ? 'is an LTI link (cartridge_basiclti_link) to an item another tool delivers' : `has the root ${root || 'nothing'}`;
  return `The test "${test}" names "${path}" as an item, but that file ${what}, not a QTI item.`;
}

/** An item's reference to a shared stimulus: QTI 3.0's qti-assessment-stimulus-ref or QTI 2.2's assessmentStimulusRef. */
const STIMULUS_REF = /<(?:\w+:)?(?:qti-assessment-stimulus-ref|assessmentStimulusRef)\b[^>]*\bhref\s*=\s*(["'])([^"']*)\1/g;

/**
 * Unpacks a content package (within PACKAGE_LIMITS) and sorts its files:
 * item files (links to package media rewritten, not yet read as items),
 * stimuli, tests and the media the items and stimuli use. A package that
 * cannot be read at all throws QtiImportError; one file that cannot be read
 * is listed in `refused`. Runs in a worker thread (readPackageJob.ts).
 */
export function readPackageContents(zip: Uint8Array): PackageContents {
  const files = unzipPackage(zip);
  const resources = packageResources(files);
  if (resources.length > PACKAGE_LIMITS.maxResources) throw new QtiImportError(PACKAGE_MESSAGES.tooManyResources);
  const refused: RefusedFile[] = [];
  const refuse = (path: string, error: unknown) => {
    if (!(error instanceof QtiImportError)) throw error;
    refused.push({ path, reason: error.message });
  };

  const xmlPaths = new Map<string, QtiFileKind>();
  for (const resource of resources) {
    const kind = kindOf(resource, files);
    if (kind === 'other' || resource.href === null) continue;
    if (!files.has(resource.href)) refused.push({ path: resource.href, reason: `The manifest's resource "${resource.identifier}" names a file the package does not have.` });
    else xmlPaths.set(resource.href, kind);
  }

  const mediaIds = new Map<string, string>();
  for (const path of files.keys()) if (path !== MANIFEST && !/\.xml$/i.test(path)) mediaIds.set(path, randomBytes(12).toString('hex'));
  const used = new Set<string>();
  const modules = new Set<string>();

  const text = (path: string) => {
    const xml = xmlText(path, files.get(path)!);
    guardXml(path, xml);
    return xml;
  };
  /** Links to media rewritten relative to the file that has them (an included file's before it goes in). */
  const links = (path: string, xml: string) => {
    const rewritten = rewriteLinks(path, xml, mediaIds);
    rewritten.used.forEach((media) => used.add(media));
    return rewritten.xml;
  };
  const includes: IncludeReader = { xml: (path) => (files.has(path) ? text(path) : undefined), links, maxBytes: PACKAGE_LIMITS.maxXmlBytes };
  /** An XML file of the package: guarded, its XIncludes resolved, its links rewritten. */
  const readXml = (path: string) => links(path, withIncludes(path, text(path), includes));

  const tests: PackageTest[] = [];
  const stimuli: PackageStimulus[] = [];
  for (const [path, kind] of xmlPaths) {
    if (kind === 'item') continue;
    try {
      const xml = readXml(path);
      const root = parsePackageXml(path, xml);
      if (kind === 'test') tests.push(readAssessmentTest(path, root, isQti3(xml)));
      else stimuli.push(readStimulus(path, root, isQti3(xml)));
    } catch (error) {
      refuse(path, error);
    }
  }
  // Items a test names are read even when the manifest forgot to list them; a file that is not a QTI item is listed refused.
  for (const test of tests) {
    for (const path of test.itemPaths) {
      if (!files.has(path) || xmlPaths.has(path) || refused.some((file) => file.path === path)) continue;
      const head = fileHead(files.get(path)!);
      if (kindOfRoot(head) === 'item') xmlPaths.set(path, 'item');
      else refused.push({ path, reason: notAnItem(test.path, path, rootName(head)) });
    }
  }

  const items: PackageItemFile[] = [];
  for (const [path, kind] of xmlPaths) {
    if (kind !== 'item') continue;
    try {
      const withTemplate = withLocalTemplate(path, readXml(path), (template) => (files.has(template) ? xmlText(template, files.get(template)!) : undefined));
      const { xml, modules: itemModules, refused: pciRefused } = packagePciModules(path, withTemplate, files, mediaIds);
      itemModules.forEach((module) => modules.add(module));
      const refs = [...xml.matchAll(STIMULUS_REF)].map((match) => resolveInPackage(path, match[2]!)).filter((ref): ref is string => ref !== null);
      // A manifest may also tie the shared passage to the item as a dependency only.
      const resource = resources.find((candidate) => candidate.href === path);
      const dependencies = (resource?.dependencies ?? []).map((id) => resources.find((candidate) => candidate.identifier === id)?.href).filter((ref): ref is string => !!ref && xmlPaths.get(ref) === 'stimulus');
      items.push({ path, xml, stimuli: [...new Set([...refs, ...dependencies])].filter((ref) => stimuli.some((stimulus) => stimulus.path === ref)), ...(pciRefused ? { refused: pciRefused } : {}) });
    } catch (error) {
      refuse(path, error);
    }
  }

  const media: PackageMediaFile[] = [];
  for (const path of modules) media.push({ path, id: mediaIds.get(path)!, mimetype: PCI_MODULE_TYPE, bytes: files.get(path)! });
  for (const path of used) {
    if (modules.has(path)) continue;
    const bytes = files.get(path)!;
    const type = mediaType(path, bytes);
    if ('refused' in type) refused.push({ path, reason: type.refused });
    else media.push({ path, id: mediaIds.get(path)!, mimetype: type.mimetype, bytes });
  }
  return { version: versionOf(resources, files), items, stimuli, tests, media, refused };
}
