import { QtiImportError } from '../QtiImportError.ts';
import { isLocalFile } from '../processing/standardTemplates.ts';
import { resolveInPackage } from './packageManifest.ts';
import { isQti3, parsePackageXml, writtenName } from './packageXml.ts';

/** An empty responseProcessing (self-closing or with nothing inside): only then does its template count. */
const EMPTY_PROCESSING = /<((?:[\w.-]+:)?(?:responseProcessing|qti-response-processing))\b([^>]*?)(?:\/>|>\s*<\/\1\s*>)/;

/** The root responseProcessing of a template file: its attributes and what it holds. */
const TEMPLATE_ROOT = /<((?:[\w.-]+:)?(?:responseProcessing|qti-response-processing))\b([^>]*?)(?:\/>|>([\s\S]*)<\/\1\s*>)/;

const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(attributes)?.[2];

/** Namespace declarations and schema locations belong to the template file, not to the item it goes into. */
const ownAttributes = (attributes: string) => attributes.replace(/\s(?:xmlns(?::[\w.-]+)?|xsi:[\w.-]+)\s*=\s*(["'])[^"']*\1/g, '');

/**
 * An item of a package whose empty responseProcessing names a template that is a file of the package
 * (template or templateLocation, relative to the item: oat's qti-sdk samples do so) gets that file's
 * responseProcessing in its place, rules or standard template, so the item reader sees what the item
 * scores by. Answers the XML unchanged when there is no such template; refuses a template the package
 * lacks or a file that is not a responseProcessing of the item's version, naming it.
 */
export function withLocalTemplate(path: string, xml: string, readFile: (path: string) => string | undefined): string {
  const processing = EMPTY_PROCESSING.exec(xml);
  if (!processing) return xml;
  const [whole, tag, attributes] = processing as unknown as [string, string, string];
  const uri = (attribute(attributes, 'template') ?? '').trim() || (attribute(attributes, 'template-location') ?? attribute(attributes, 'templateLocation') ?? '').trim();
  if (uri === '' || !isLocalFile(uri)) return xml;
  const qti3 = isQti3(xml);
  const named = `The ${writtenName('responseProcessing', qti3)} of "${path}" uses the template "${uri}"`;
  const target = resolveInPackage(path, uri);
  const template = target === null ? undefined : readFile(target);
  if (template === undefined) throw new QtiImportError(`${named}, which the package does not hold.`);
  const root = parsePackageXml(target!, template);
  const found = TEMPLATE_ROOT.exec(template);
  if (root.name !== 'responseProcessing' || !found || isQti3(template) !== qti3) {
    throw new QtiImportError(`${named}, which is not a ${writtenName('responseProcessing', qti3)} document (its root is ${root.name}).`);
  }
  const [, , templateAttributes, inner] = found as unknown as [string, string, string, string | undefined];
  const replacement = inner === undefined ? `<${tag}${ownAttributes(templateAttributes)}/>` : `<${tag}${ownAttributes(templateAttributes)}>${inner}</${tag}>`;
  return xml.replace(whole, () => replacement);
}
