import { MAX_TITLE_LENGTH, URL_REQUIRED, heightSchema, titleSchema, uploadedFileSchema, urlSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';

export { MAX_TITLE_LENGTH };

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

/** The pdf component's config. Shared by server and web. */
export const pdfConfigSchema = Type.Object(
  {
    /** A .pdf address, or the same-site address of an uploaded document (/server/media/...). */
    url: urlSchema({ pattern: PDF_ADDRESS, invalid: NOT_A_PDF }),
    /** Names the document for assistive technology and under the viewer. */
    title: Type.Optional(titleSchema()),
    /** Pixels. */
    height: Type.Optional(heightSchema(MIN_HEIGHT, MAX_HEIGHT)),
    /** The id of the uploaded media record `url` leads to, when it is an upload. */
    file: Type.Optional(uploadedFileSchema('The file must be the 24-character id of an uploaded document.')),
  },
  { additionalProperties: false, errorMessage: { required: { url: URL_REQUIRED } } },
);

export type PdfConfig = Static<typeof pdfConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    pdf: PdfConfig;
  }
}
