/**
 * An item's stylesheet (qti-stylesheet) made safe for the page: nothing that
 * loads another file or escapes the item's box, every rule inside
 * `@scope` of the item's own element, so it styles that item only.
 */
const UNSAFE = /@import[^;]*;?|url\s*\([^)]*\)|expression\s*\(|behavior\s*:|-moz-binding|position\s*:\s*(fixed|sticky)/gi;

export function scopedCss(css: string, scope: string): string {
  const cleaned = css.replace(/<\/?style[^>]*>/gi, '').replace(UNSAFE, '');
  return `@scope ([data-qti-scope="${scope}"]) {\n${cleaned}\n}`;
}
