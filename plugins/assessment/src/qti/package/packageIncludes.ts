import { QtiImportError } from '../QtiImportError.ts';
import { resolveInPackage } from './packageManifest.ts';

/** How deep included files may include others (an include of an include of an include). */
export const MAX_INCLUDE_DEPTH = 3;

/** An xi:include element (any prefix bound to XInclude is read as `xi`'s by the item reader too), self-closed or with a fallback. */
const INCLUDE = /<((?:[\w.-]+:)?include)\b([^>]*?)(?:\/>|>[\s\S]*?<\/\1\s*>)/g;

/** The XInclude namespace: a file that does not name it has no include to resolve. */
const XINCLUDE_NS = 'http://www.w3.org/2001/XInclude';

const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(attributes)?.[2];

/** The included document's root element and what it holds: no prolog, no comment or space around it. */
const ROOT_ELEMENT = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*([\s\S]*?)(?:\s|<!--[\s\S]*?-->)*$/;

/** Namespace declarations and schema locations of the included root: the including file's own apply. */
const withoutDeclarations = (element: string) => element.replace(/^(<[\w.:-]+)([^>]*)/, (_, tag: string, attributes: string) => tag + attributes.replace(/\s(?:xmlns(?::[\w.-]+)?|xsi:[\w.-]+)\s*=\s*(["'])[^"']*\1/g, ''));

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface IncludeReader {
  /** A file of the package as text (UTF-8, guarded), or undefined when it has none. */
  xml(path: string): string | undefined;
  /** An included file's links rewritten relative to it, once its own includes are in. */
  links(path: string, xml: string): string;
  /** The largest the file may grow to with what it includes. */
  maxBytes: number;
}

/**
 * A package file with its XIncludes (`xi:include href="…"`, QTI's way to share a fragment between items)
 * replaced by the files they name: href relative to the including file, a file of the package only (no
 * web address, no xpointer), `parse="text"` as text; included files' own includes up to MAX_INCLUDE_DEPTH;
 * the result within the file size cap. Anything else is refused, naming the including file and the href.
 */
export function withIncludes(path: string, xml: string, reader: IncludeReader, depth = 0): string {
  if (!xml.includes(XINCLUDE_NS)) return xml;
  const tooLarge = () => new QtiImportError(`The file "${path}" with the files it includes (xi:include) is larger than ${reader.maxBytes / 1024} KiB.`);
  let length = xml.length;
  const included = xml.replace(INCLUDE, (whole, _tag: string, attributes: string) => {
    const href = attribute(attributes, 'href');
    if (href === undefined) return whole;
    const refuse = (why: string) => new QtiImportError(`The xi:include of "${path}" brings in "${href}", ${why}`);
    if (attribute(attributes, 'xpointer') !== undefined) throw refuse('with an xpointer, which this platform does not resolve.');
    if (depth >= MAX_INCLUDE_DEPTH) throw refuse(`past ${MAX_INCLUDE_DEPTH} levels of included files.`);
    const target = resolveInPackage(path, href);
    const text = target === null ? undefined : reader.xml(target);
    if (text === undefined) throw refuse('which is not a file of the package.');
    const replacement = attribute(attributes, 'parse') === 'text' ? escapeText(text) : withoutDeclarations(ROOT_ELEMENT.exec(reader.links(target!, withIncludes(target!, text, reader, depth + 1)))![1]!);
    // Counted as each include is replaced, so many includes of one large file stop at the cap, not after.
    length += replacement.length - whole.length;
    if (length > reader.maxBytes) throw tooLarge();
    return replacement;
  });
  if (new TextEncoder().encode(included).byteLength > reader.maxBytes) throw tooLarge();
  return included;
}
