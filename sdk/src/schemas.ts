import { Type } from '@sinclair/typebox';

/**
 * Config schema pieces that several component types share, with the spec's
 * messages: TypeBox schemas, so a config schema built of them gives its type
 * (`Static`). Browser-safe, so a plugin's schemas (read by its web side too) can use them.
 */

/** Part 2 §5 "Component save" (said there of the iframe; every type that shows an address needs it just as much). */
export const URL_REQUIRED = 'URL is required here';

/** Part 1 §5: a URL that is not a web address. */
export const URL_INVALID = 'URL is invalid.';

export const MAX_URL_LENGTH = 2000;
export const MAX_TITLE_LENGTH = 200;

/** An http(s) address with a host and no spaces. Blank passes here (the "required" rule answers it); surrounding spaces are trimmed before storing. */
export const WEB_ADDRESS_PATTERN = '^\\s*$|^\\s*[hH][tT][tT][pP][sS]?://[^\\s/?#]+(?:[/?#]\\S*)?\\s*$';

interface UrlSchemaOptions {
  /** What the address must match (blank must pass it); a web address by default. */
  pattern?: string;
  /** The message for an address that does not match; URL_INVALID by default. */
  invalid?: string;
  maxLength?: number;
}

/**
 * A component's required URL: blank answers URL_REQUIRED, an address that
 * does not match `pattern` answers `invalid`. Two patterns, so a blank URL gets
 * only the "required" message and a wrong one only its own. The config schema
 * still lists url as required, with URL_REQUIRED as its message.
 */
export function urlSchema({ pattern = WEB_ADDRESS_PATTERN, invalid = URL_INVALID, maxLength = MAX_URL_LENGTH }: UrlSchemaOptions = {}) {
  return Type.String({
    maxLength,
    allOf: [
      { pattern: '\\S', errorMessage: URL_REQUIRED },
      { pattern, errorMessage: invalid },
    ],
    errorMessage: { type: invalid, maxLength: `The URL is too long (at most ${maxLength} characters).` },
  });
}

/** An optional title naming what a component shows (for assistive technology, and under it). */
export function titleSchema(maxLength = MAX_TITLE_LENGTH) {
  return Type.String({
    titleText: true,
    maxLength,
    errorMessage: { type: 'The title must be text.', maxLength: `The title is too long (at most ${maxLength} characters).` },
  });
}

/** A height in whole pixels, from `minimum` to `maximum`. */
export function heightSchema(minimum: number, maximum: number) {
  return Type.Integer({ minimum, maximum, errorMessage: `The height must be a whole number of pixels from ${minimum} to ${maximum}.` });
}

/** A config with an address and an optional title, as it is stored: both trimmed, a blank title left out. */
export function trimUrlAndTitle<C extends { url: string; title?: string }>(config: C): C {
  const { url, title, ...rest } = config;
  const trimmedTitle = title?.trim();
  return { ...rest, url: url.trim(), ...(trimmedTitle ? { title: trimmedTitle } : {}) } as C;
}

interface MediaAddressOptions {
  /** What the address must match; blank must match too (a component starts without its media). */
  pattern: string;
  /** The message for an address that does not match. */
  refused: string;
  maxLength: number;
  /** What the address leads to, in the length message ("audio": "The audio address is at most ..."). */
  noun: string;
}

/** The address of the media a component plays: empty until chosen, else matching `pattern`. */
export function mediaAddressSchema({ pattern, refused, maxLength, noun }: MediaAddressOptions) {
  return Type.String({ maxLength, pattern, errorMessage: { type: refused, pattern: refused, maxLength: `The ${noun} address is at most ${maxLength} characters.` } });
}

/** The media-library record a component's address came from, by its id. */
export function uploadedFileSchema(message = 'The uploaded file must be named by its 24-character id.') {
  return Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: message });
}
