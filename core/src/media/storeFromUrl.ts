import type { FromUrlBody, MediaFile } from '@lms/contract/calls/mediaCalls.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { safeFetchStream, type SafeFetchOptions } from '../net/safeFetch.ts';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, mimetypeOf, UPLOAD_MESSAGES } from './mediaLimits.ts';
import { extensionOf } from './fileNames.ts';
import type { MediaLibrary } from './MediaLibrary.ts';

const IMAGE_TYPES = [...new Set(IMAGE_EXTENSIONS.map(mimetypeOf))];
const FETCH_TIMEOUT_MS = 60_000;

/**
 * Part 1 §5 "From a URL": fetches an image from a public address (never our
 * own network: see net/safeFetch) and streams it into the images library like
 * an upload. Not an image: 'No image found on this URL.'; an image of another
 * kind: 'File type not allowed.'.
 */
export async function storeFromUrl(
  media: MediaLibrary,
  courseId: string,
  body: FromUrlBody,
  ownerId: string,
  options: Pick<SafeFetchOptions, 'allowAddress'> = {},
): Promise<MediaFile> {
  const fetched = await safeFetchStream(body.url.trim(), {
    accept: IMAGE_TYPES,
    maxBytes: IMAGE_MAX_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
    ...options,
    typeRefusal: (type) => new LmsError('invalid-mimetype', type.startsWith('image/') ? UPLOAD_MESSAGES.typeNotAllowed : UPLOAD_MESSAGES.noImage, { status: 422 }),
  });
  // The file is named after the address's last segment; the display name is the one given.
  const fromPath = decodeURIComponent(fetched.url.pathname.split('/').pop() ?? '');
  const fileName = extensionOf(fromPath) ? fromPath : `${fromPath || 'image'}.${IMAGE_EXTENSIONS.find((ext) => mimetypeOf(ext) === fetched.contentType) ?? 'jpg'}`;
  return media.upload(courseId, 'images', { fileName, displayName: body.filename, body: fetched.body }, ownerId);
}
