/**
 * A library file a payload names, and where in the payload (a JSON pointer): by
 * its same-site address (with its course), or by its bare id in a `file` field
 * (the convention of the SDK's uploadedFileSchema; the course is the file's own).
 */
export interface MediaReference {
  field: string;
  courseId: string | null;
  mediaId: string;
}

/** The field name under which configs keep the id of the uploaded file they show (sdk uploadedFileSchema). */
const FILE_ID_FIELD = 'file';
const MEDIA_ID = /^[0-9a-f]{24}$/;

/** What the media library serves: /server/media/{courseId}/{mediaId}/... (mediaRows.ts). */
const MEDIA_ADDRESS = /\/server\/media\/([0-9a-f]{24})\/([0-9a-f]{24})(?![0-9a-f])/g;

const pointer = (parent: string, key: string | number) => (parent ? `${parent}/${key}` : String(key));

/**
 * Every library file `value` names, at any depth and inside any text (a URL
 * field, an html component's `<img src>`): the ids a payload carries that must
 * be checked like a direct read of the file.
 */
export function mediaReferences(value: unknown, field = ''): MediaReference[] {
  if (typeof value === 'string') return [...value.matchAll(MEDIA_ADDRESS)].map((match) => ({ field, courseId: match[1]!, mediaId: match[2]! }));
  if (Array.isArray(value)) return value.flatMap((entry, index) => mediaReferences(entry, pointer(field, index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) =>
      key === FILE_ID_FIELD && typeof entry === 'string' && MEDIA_ID.test(entry)
        ? [{ field: pointer(field, key), courseId: null, mediaId: entry }]
        : mediaReferences(entry, pointer(field, key)),
    );
  }
  return [];
}

export const mediaReferenceKey = (reference: MediaReference) => `${reference.courseId ?? '*'}/${reference.mediaId}`;
