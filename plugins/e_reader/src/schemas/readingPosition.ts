/** Where a reader left off in a book, as the position routes take and answer it. Shared by server and web. */
export interface ReadingPosition {
  /** "{chapter}" or "{chapter}#{fragment}": the 0-based spine index of an EPUB chapter, and an element id in it. */
  location: string | null;
  updated_at: string | null;
}

export interface SavePositionBody {
  location: string;
}

/** A book's content hash: the sha256 of its file, in hex. */
export const BOOK_HASH = /^[0-9a-f]{64}$/;

export const BAD_LOCATION = 'The location must be a chapter number, optionally followed by # and a place in that chapter.';

export const savePositionSchema = {
  type: 'object',
  required: ['location'],
  additionalProperties: false,
  properties: {
    location: { type: 'string', pattern: '^(?:0|[1-9][0-9]{0,4})(?:#[^\\s#]{1,200})?$', errorMessage: BAD_LOCATION },
  },
  errorMessage: { required: { location: BAD_LOCATION } },
} as const;
