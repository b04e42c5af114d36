import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A 24-character lowercase hex id laid out like a MongoDB ObjectId
 * (4 bytes of seconds, 5 random bytes, 3-byte counter): the spec's ids are
 * 24 hex characters, and time order keeps B-tree inserts at the right edge.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  counter = (counter + 1) % 0x1000000;
  return seconds + randomBytes(5).toString('hex') + counter.toString(16).padStart(6, '0');
}

export { ID_PATTERN, isId } from '@lms/contract/ids.ts';
