import { invalidUrl } from './fetchErrors.ts';

/** An absolute http or https URL without credentials, or 'URL is invalid.'. */
export function parseHttpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidUrl();
  // Credentials in a URL would be sent to the site as our own request's authorisation.
  if (url.username !== '' || url.password !== '') throw invalidUrl();
  return url;
}
