/** The pdf component's config. Shared by server and web. */
export interface PdfConfig {
  /** A .pdf address, or the same-site address of an uploaded document (/server/media/...). */
  url: string;
  /** Names the document for assistive technology and under the viewer. */
  title?: string;
  /** Pixels. */
  height?: number;
  /** The id of the uploaded media record `url` leads to, when it is an upload. */
  file?: string;
}

/** Part 2 §5 Component save (said there of the iframe; a pdf needs its address just as much). */
export const URL_REQUIRED = 'URL is required here';
export const NOT_A_PDF = 'The URL must lead to a PDF file (ending in .pdf) or to a document uploaded to this site.';

export const MAX_URL_LENGTH = 2000;
export const MAX_TITLE_LENGTH = 200;
export const MIN_HEIGHT = 200;
export const MAX_HEIGHT = 4000;
/** About one page of a portrait document at the width of a course page. */
export const DEFAULT_HEIGHT = 800;

/** One segment of an upload's path: no spaces, no "..", nothing that would leave /server/media/. */
const MEDIA_SEGMENT = '(?:[A-Za-z0-9_~%-]|\\.(?!\\.))+';
const PDF_FILE = '[hH][tT][tT][pP][sS]?://[^\\s/?#]+/[^\\s?#]*\\.[pP][dD][fF](?:[?#]\\S*)?';
const UPLOAD = `/server/media/${MEDIA_SEGMENT}(?:/${MEDIA_SEGMENT})*(?:[?#]\\S*)?`;
/** Blank passes here (the "required" pattern answers it); surrounding spaces are trimmed by prepare. */
const PDF_ADDRESS = `^\\s*$|^\\s*(?:${PDF_FILE}|${UPLOAD})\\s*$`;

export const pdfConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      maxLength: MAX_URL_LENGTH,
      // Two patterns, so a blank URL gets only the "required" message and a wrong one only its own.
      allOf: [
        { pattern: '\\S', errorMessage: URL_REQUIRED },
        { pattern: PDF_ADDRESS, errorMessage: NOT_A_PDF },
      ],
      errorMessage: { type: NOT_A_PDF, maxLength: `The URL is too long (at most ${MAX_URL_LENGTH} characters).` },
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
    file: {
      type: 'string',
      pattern: '^[0-9a-f]{24}$',
      errorMessage: 'The file must be the 24-character id of an uploaded document.',
    },
  },
  errorMessage: { required: { url: URL_REQUIRED } },
} as const;
