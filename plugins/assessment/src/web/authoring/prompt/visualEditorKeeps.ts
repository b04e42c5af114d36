/** Elements the visual editor holds, with the attributes it keeps on each. */
const KEPT: Readonly<Record<string, readonly string[]>> = {
  P: [], BR: [], STRONG: [], B: [], EM: [], I: [], U: [], S: [], CODE: [], PRE: [], BLOCKQUOTE: [], HR: [],
  H1: [], H2: [], H3: [], H4: [], H5: [], H6: [], UL: [], LI: [],
  OL: ['start'],
  A: ['href', 'target', 'rel'],
  IMG: ['src', 'alt', 'title'],
};

/**
 * Whether the visual editor can open `html` without losing anything: every
 * element and attribute in it is one it holds. Anything else (a table, a
 * style, a span from an imported QTI item) opens as HTML source instead, so
 * opening and saving a Question never drops part of its text.
 */
export function visualEditorKeeps(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll('*')].every((element) => {
    const attributes = KEPT[element.tagName];
    return attributes !== undefined && [...element.attributes].every((attribute) => attributes.includes(attribute.name));
  });
}
