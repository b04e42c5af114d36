const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** Browsers drop tabs and newlines inside URLs ("java\nscript:") and read "\" as "/"; neither belongs in a link an author types. */
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/** Whether an author may link to `url`: http(s), mailto or a relative URL (what the server keeps, less tel:). */
export function isAcceptedLinkUrl(url: string): boolean {
  // The server drops protocol-relative links ("//host").
  if (UNSAFE_CHARACTER.test(url) || url.startsWith('//')) return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme === 'mailto') return url.length > 'mailto:'.length;
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]/i.test(url) && URL.canParse(url);
  return false;
}
