/** Any base works: only the path and fragment of a resolved address are read. */
const BOOK_ORIGIN = 'https://book.invalid';

/** An address that names its own scheme (https:, mailto:, javascript:...) leads outside the book. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href.trim());
}

/**
 * The zip path and fragment an in-book address leads to, read relative to the
 * file it appears in (both zip paths; addresses are percent-encoded, zip names
 * are not). Null for an address that leaves the book.
 */
export function resolveBookHref(fromPath: string, href: string): { path: string; fragment: string } | null {
  if (isExternalHref(href)) return null;
  let resolved: URL;
  try {
    resolved = new URL(href.trim(), `${BOOK_ORIGIN}/${fromPath}`);
  } catch {
    return null;
  }
  if (resolved.origin !== BOOK_ORIGIN) return null;
  try {
    return { path: decodeURIComponent(resolved.pathname.slice(1)), fragment: decodeURIComponent(resolved.hash.slice(1)) };
  } catch {
    return null;
  }
}
