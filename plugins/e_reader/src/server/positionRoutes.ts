import { coreServices, defineRoute, jsonSchema, LmsError } from '@lms/sdk';
import { BOOK_HASH, savePositionSchema, type SavePositionBody } from '../schemas/readingPosition.ts';
import { readPosition, savePosition } from './readingPositions.ts';

/**
 * The book is named by its content hash (`:hash`, not `:hashId`: the kernel
 * takes every "...Id" parameter for a 24-hex id). A malformed hash names no
 * book, as a malformed id names nothing.
 */
function bookHash(params: Readonly<Record<string, string>>): string {
  const hash = params.hash ?? '';
  if (!BOOK_HASH.test(hash)) throw new LmsError('not-found', 'No such book.');
  return hash;
}

const PATH = 'e_reader/position/:courseId/:hash/';

export const getPositionRoute = defineRoute({
  method: 'GET',
  path: PATH,
  permission: 'course:view',
  summary: "The caller's reading position in a book (by its content hash), or a null location.",
  deps: { db: coreServices.database },
  handler: ({ params, user, deps }) => readPosition(deps.db, user!.id, bookHash(params)),
});

export const savePositionRoute = defineRoute({
  method: 'PUT',
  path: PATH,
  permission: 'course:view',
  summary: "Saves the caller's reading position in a book (by its content hash).",
  body: jsonSchema<SavePositionBody>(savePositionSchema),
  deps: { db: coreServices.database, clock: coreServices.clock },
  handler: ({ params, body, user, deps }) => savePosition(deps.db, user!.id, bookHash(params), body.location, deps.clock.now()),
});
