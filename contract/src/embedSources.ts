/**
 * A source the page may frame, as a plugin declares it (`embedOrigins`) or the
 * operator lists it (LMS_FRAME_SOURCES): an https origin such as
 * `https://player.vimeo.com` (a leading `*.` covers its subdomains), or `https:`
 * for a component whose whole point is framing any https page an author chooses
 * (iframe, pdf). Never plain http, never a path.
 */
const EMBED_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export const ANY_HTTPS_PAGE = 'https:';

export function isEmbedSource(value: unknown): value is string {
  return typeof value === 'string' && (value === ANY_HTTPS_PAGE || EMBED_ORIGIN.test(value));
}
