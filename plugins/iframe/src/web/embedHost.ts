/** The host name of an embedded address (for "Embedded page from ..."), or null when it is not a web address. */
export function embedHost(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null;
  } catch {
    return null;
  }
}
