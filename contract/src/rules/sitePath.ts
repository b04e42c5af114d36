/**
 * Whether `path` is a path of this site, safe to send a browser to (a redirect,
 * a Continue link, a payment's return address, a remembered login target): one
 * leading slash and never `//` or `/\`, which browsers read as another site
 * (`//evil.example`); no backslash, control character or white space anywhere,
 * which some browsers drop or turn into slashes. The one rule for server and browser.
 */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(path);
}
