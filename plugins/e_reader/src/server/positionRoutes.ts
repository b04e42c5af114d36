import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { BOOK_HASH, getReadingPosition, saveReadingPosition } from '../calls/positionCalls.ts';
import { readPosition, savePosition } from './readingPositions.ts';

/** A malformed hash names no book, as a malformed id names nothing. */
function bookHash(hash: string): string {
  if (!BOOK_HASH.test(hash)) throw new LmsError('not-found', 'No such book.');
  return hash;
}

export const getPositionRoute = defineRoute(getReadingPosition, {
  permission: 'course:view',
  deps: { db: coreServices.database },
  handler: ({ params, user, deps }) => readPosition(deps.db, user!.id, bookHash(params.hash)),
});

export const savePositionRoute = defineRoute(saveReadingPosition, {
  permission: 'course:view',
  deps: { db: coreServices.database, clock: coreServices.clock },
  handler: ({ params, body, user, deps }) => savePosition(deps.db, user!.id, bookHash(params.hash), body.location, deps.clock.now()),
});
