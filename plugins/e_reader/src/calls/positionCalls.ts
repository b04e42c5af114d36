import { defineCall, Type, type Static } from '@lms/sdk/calls';

/** A book's content hash: the sha256 of its file, in hex. */
export const BOOK_HASH = /^[0-9a-f]{64}$/;

export const BAD_LOCATION = 'The location must be a chapter number, optionally followed by # and a place in that chapter.';

/** Where a reader left off in a book, as the position calls take and answer it. */
export const ReadingPositionSchema = Type.Object({
  /** "{chapter}" or "{chapter}#{fragment}": the 0-based spine index of an EPUB chapter, and an element id in it. */
  location: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type ReadingPosition = Static<typeof ReadingPositionSchema>;

/**
 * The book is named by its content hash (`:hash`, not `:hashId`: the kernel
 * takes every "...Id" parameter for a 24-hex id).
 */
const PATH = 'e_reader/position/:courseId/:hash/';

export const getReadingPosition = defineCall({
  method: 'GET',
  path: PATH,
  summary: "The caller's reading position in a book (by its content hash), or a null location.",
  answer: ReadingPositionSchema,
});

export const SavePositionBodySchema = Type.Object(
  { location: Type.String({ pattern: '^(?:0|[1-9][0-9]{0,4})(?:#[^\\s#]{1,200})?$', errorMessage: BAD_LOCATION }) },
  { additionalProperties: false, errorMessage: { required: { location: BAD_LOCATION } } },
);

export const saveReadingPosition = defineCall({
  method: 'PUT',
  path: PATH,
  summary: "Saves the caller's reading position in a book (by its content hash).",
  body: SavePositionBodySchema,
  answer: ReadingPositionSchema,
});
