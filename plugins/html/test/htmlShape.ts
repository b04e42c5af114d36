/**
 * An HTML fragment's elements, attributes and text, for comparing content rather than markup:
 * whitespace collapses, attributes and style declarations are unordered, and the paragraphs the editor
 * wraps around inline content in a list item, table cell or quote count as implied.
 * Written apart from the editor's own comparison, so a test does not trust what it tests.
 */
export type HtmlShape = string | { tag: string; attributes: string[]; children: HtmlShape[] };

const IMPLIED_PARAGRAPH_IN = new Set(['LI', 'TD', 'TH', 'BLOCKQUOTE']);

export function htmlShape(html: string): HtmlShape[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return childShapes(template.content);
}

function childShapes(parent: ParentNode): HtmlShape[] {
  const shapes: HtmlShape[] = [];
  for (const child of parent.childNodes) {
    if (child instanceof Element) shapes.push(elementShape(child));
    else if (child.nodeType === Node.TEXT_NODE && child.nodeValue?.trim()) shapes.push(child.nodeValue.replace(/[ \t\n\r\f]+/g, ' ').trim());
  }
  return shapes;
}

function elementShape(element: Element): HtmlShape {
  const attributes = [...element.attributes].map(({ name, value }) =>
    name === 'style' ? `style=${[...(element as HTMLElement).style].map((property) => `${property}:${(element as HTMLElement).style.getPropertyValue(property)}`).sort().join(';')}` : `${name}=${value}`,
  );
  let children = childShapes(element);
  if (IMPLIED_PARAGRAPH_IN.has(element.tagName)) {
    children = children.flatMap((child) => (typeof child === 'object' && child.tag === 'P' && child.attributes.length === 0 ? child.children : [child]));
  }
  return { tag: element.tagName, attributes: attributes.sort(), children };
}
