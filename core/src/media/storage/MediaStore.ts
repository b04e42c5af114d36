import type { Readable } from 'node:stream';

import type { ByteRange } from '@lms/contract/byteRange.ts';

export type { ByteRange };

/**
 * Where uploaded bytes live. The default keeps them on the local disk; any
 * store with the same four operations (an S3-compatible bucket) can replace it.
 * Keys are made of letters, digits, '/', '-', '_' and '.', never '..'.
 */
export interface MediaStore {
  /** Streams `body` into `key`; when the stream fails, nothing is left behind and the promise rejects. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** Streams the object, or one range of it. */
  read(key: string, range?: ByteRange): Readable;
  size(key: string): Promise<number>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A store a browser can upload to directly (an S3-compatible bucket): a
   * presigned PUT of `key` with that content type, and the bucket it is in.
   * Absent on the local disk, where our own sealed address stands in (files/s3sign).
   */
  readonly direct?: { bucket: string; region: string; presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> };
}

// Letters and digits of any script (stored names keep them, see fileNames.ts), '/', '_', '.', '-'; never '..'.
const KEY = /^(?!.*\.\.)[\p{L}\p{N}][\p{L}\p{M}\p{N}/_.-]*$/u;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid media key "${key}"`);
  return key;
}
