import { MAX_TITLE_LENGTH, URL_REQUIRED, heightSchema, titleSchema, uploadedFileSchema, urlSchema } from '@lms/sdk';

export { MAX_TITLE_LENGTH };

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

export const NOT_A_PDF = 'The URL must lead to a PDF file (ending in .pdf) or to a document uploaded to this site.';

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
    url: urlSchema({ pattern: PDF_ADDRESS, invalid: NOT_A_PDF }),
    title: titleSchema(),
    height: heightSchema(MIN_HEIGHT, MAX_HEIGHT),
    file: uploadedFileSchema('The file must be the 24-character id of an uploaded document.'),
  },
  errorMessage: { required: { url: URL_REQUIRED } },
} as const;
