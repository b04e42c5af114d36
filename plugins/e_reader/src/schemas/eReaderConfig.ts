import { MAX_TITLE_LENGTH, titleSchema, uploadedFileSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';

export { MAX_TITLE_LENGTH };

export type BookFormat = 'epub' | 'pdf';

export const BOOK_FORMATS: readonly BookFormat[] = ['epub', 'pdf'];

export const NOT_A_BOOK_ADDRESS = "Choose an EPUB or PDF book from the course's file library.";
export const BAD_FILE_ID = 'The book must be named by the 24-character id of its file.';
export const BAD_FORMAT = 'The format must be epub or pdf.';
export const BAD_HASH = "The book's content hash must be its sha256: 64 hexadecimal characters.";
export const FORMAT_MISMATCH = "The format must be the book file's own: epub for a .epub file, pdf for a .pdf file.";
export const FILE_MISMATCH = "The file id must be the one in the book's address: choose the book again from the library.";
export const TITLE_TOO_LONG = `The title is too long (at most ${MAX_TITLE_LENGTH} characters).`;

/** What the media library serves: /server/media/{courseId}/{mediaId}/{stored name}, the name sanitised to letters, digits, - and _. */
const BOOK_ADDRESS = '^\\s*$|^\\s*/server/media/[0-9a-f]{24}/[0-9a-f]{24}/[A-Za-z0-9_-]+\\.(?:epub|pdf)\\s*$';

/** The e_reader component's config (part 2 §3: url, hash_id). Shared by server and web. */
export const eReaderConfigSchema = Type.Object(
  {
    /** The same-site address of the uploaded book (/server/media/{courseId}/{mediaId}/{name}); empty until one is chosen. */
    url: Type.String({ maxLength: 400, pattern: BOOK_ADDRESS, errorMessage: NOT_A_BOOK_ADDRESS }),
    /** The 24-hex id of the media file `url` leads to. */
    file: Type.Optional(uploadedFileSchema(BAD_FILE_ID)),
    format: Type.Optional(Type.Unsafe<BookFormat>({ type: 'string', enum: ['epub', 'pdf'], errorMessage: BAD_FORMAT })),
    /** The book's content hash (the media file's sha256): names the book whatever its file is called, e.g. for reading positions. */
    hash_id: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', errorMessage: BAD_HASH })),
    /** Names the book for readers; the file's display name when it was picked. */
    title: Type.Optional(titleSchema(MAX_TITLE_LENGTH)),
  },
  { additionalProperties: false, errorMessage: { required: { url: NOT_A_BOOK_ADDRESS } } },
);

export type EReaderConfig = Static<typeof eReaderConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    e_reader: EReaderConfig;
  }
}

/** The media id and extension inside a book address (a valid one: the schema checked it). */
export function bookAddressParts(url: string): { mediaId: string; extension: string } | null {
  const match = /^\/server\/media\/[0-9a-f]{24}\/([0-9a-f]{24})\/[A-Za-z0-9_-]+\.(epub|pdf)$/.exec(url.trim());
  return match ? { mediaId: match[1]!, extension: match[2]! } : null;
}
