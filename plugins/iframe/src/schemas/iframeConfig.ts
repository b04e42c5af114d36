/** The iframe component's config (part 2 §3 Iframe). Shared by server and web. */
export interface IframeConfig {
  url: string;
  /** Names the embedded page for assistive technology and under the frame. */
  title?: string;
  /** Pixels; the frame's height when the page cannot tell its own. */
  height?: number;
  /** An LTI tool provider (part 2 §3); launching it is the LTI plugin's business. */
  tool_provider_id?: string;
  lti_config?: { graded: boolean; max_score: number };
}

/** Part 2 §5 Component save. */
export const URL_REQUIRED = 'URL is required here';
/** Part 1 §5 (a URL that is not a web address). */
export const URL_INVALID = 'URL is invalid.';

export const MAX_URL_LENGTH = 2000;
export const MAX_TITLE_LENGTH = 200;
export const MIN_HEIGHT = 100;
export const MAX_HEIGHT = 4000;
/** The frame's height until (or unless) its page tells a better one. */
export const DEFAULT_HEIGHT = 600;
/** Part 2 §5: grade inputs are capped at 999 by default. */
export const MAX_SCORE_CAP = 999;

/** Surrounding spaces are allowed (prepare trims them); inside, an http(s) address with a host and no spaces. */
const WEB_ADDRESS = '^\\s*$|^\\s*[hH][tT][tT][pP][sS]?://[^\\s/?#]+(?:[/?#]\\S*)?\\s*$';

export const iframeConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      maxLength: MAX_URL_LENGTH,
      // Two patterns, so a blank URL gets only the "required" message and a wrong one only "invalid".
      allOf: [
        { pattern: '\\S', errorMessage: URL_REQUIRED },
        { pattern: WEB_ADDRESS, errorMessage: URL_INVALID },
      ],
      errorMessage: { type: URL_INVALID, maxLength: `The URL is too long (at most ${MAX_URL_LENGTH} characters).` },
    },
    title: {
      type: 'string',
      maxLength: MAX_TITLE_LENGTH,
      errorMessage: { type: 'The title must be text.', maxLength: `The title is too long (at most ${MAX_TITLE_LENGTH} characters).` },
    },
    height: {
      type: 'integer',
      minimum: MIN_HEIGHT,
      maximum: MAX_HEIGHT,
      errorMessage: `The height must be a whole number of pixels from ${MIN_HEIGHT} to ${MAX_HEIGHT}.`,
    },
    tool_provider_id: {
      type: 'string',
      pattern: '^[0-9a-f]{24}$',
      errorMessage: 'The tool provider id must be 24 hexadecimal characters.',
    },
    lti_config: {
      type: 'object',
      required: ['graded', 'max_score'],
      additionalProperties: false,
      properties: {
        graded: { type: 'boolean', errorMessage: 'Graded must be true or false.' },
        max_score: {
          type: 'number',
          minimum: 0,
          maximum: MAX_SCORE_CAP,
          errorMessage: `The max score must be a number from 0 to ${MAX_SCORE_CAP}.`,
        },
      },
      errorMessage: { required: { graded: 'Graded must be true or false.', max_score: `The max score must be a number from 0 to ${MAX_SCORE_CAP}.` } },
    },
  },
  errorMessage: { required: { url: URL_REQUIRED } },
} as const;
