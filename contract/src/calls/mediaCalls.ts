import { Type, type Static } from '@sinclair/typebox';
import { defineCall, StreamAnswer } from '../call.ts';

/** Part 1 §5 Uploads: the uploader's messages. */
export const UPLOAD_MESSAGES = {
  nameEmpty: 'File name cannot be empty.',
  displayNameEmpty: 'Display Name cannot be empty.',
  needsType: 'File needs a type.',
  tooLarge: 'File too large.',
  badRatio: 'Invalid image ratio.',
  badUrl: 'URL is invalid.',
  noImage: 'No image found on this URL.',
  typeNotAllowed: 'File type not allowed.',
} as const;

/** A file of a course's media library (part 1 §7 Uploads), as the API answers it. */
export const MediaFileSchema = Type.Object({
  _id: Type.String(),
  course_id: Type.String(),
  /** The library it belongs to. */
  library: Type.Union([Type.Literal('images'), Type.Literal('files'), Type.Literal('submissions')]),
  /** The stored name: letters, digits, '-' and '_', then the extension. */
  name: Type.String(),
  display_name: Type.String(),
  extension: Type.String(),
  mimetype: Type.String(),
  /** Part 2 §3: image, video, audio, pdf, document, presentation, spreadsheet or text, by extension. */
  type: Type.String(),
  size: Type.Integer(),
  /** sha256 of the bytes (hex): names the content, e.g. an e_reader book's hash_id. */
  sha256: Type.String(),
  /** Where the file is served (same site). */
  url: Type.String(),
  thumbnail_url: Type.Union([Type.String(), Type.Null()]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  alt_text: Type.Union([Type.String(), Type.Null()]),
  caption: Type.Union([Type.String(), Type.Null()]),
  subtitles_array: Type.Array(Type.String()),
  description_array: Type.Array(Type.String()),
  owned_by: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  /** A video whose web version (H.264/AAC MP4) is being made: the upload is served meanwhile (part 1 §8, media error code 4). */
  converting: Type.Boolean(),
  /** Why the conversion failed (the upload is served as it is); null otherwise. */
  conversion_error: Type.Union([Type.String(), Type.Null()]),
});
export type MediaFile = Static<typeof MediaFileSchema>;

/** Upload bytes stored and allowed; `quota_bytes` null when there is no quota. */
export const QuotaUseSchema = Type.Object({
  used_bytes: Type.Integer(),
  quota_bytes: Type.Union([Type.Integer(), Type.Null()]),
});
export type QuotaUse = Static<typeof QuotaUseSchema>;

/** What an uploader may still store (`GET upload_quota/{courseId}/`, and the upload answer's `quota`): theirs across every course, and the course's. */
export const UploadQuotaViewSchema = Type.Object({
  user: QuotaUseSchema,
  course: QuotaUseSchema,
  /** The most the next file may weigh (null: no quota). */
  remaining_bytes: Type.Union([Type.Integer(), Type.Null()]),
});
export type UploadQuotaView = Static<typeof UploadQuotaViewSchema>;

/** What a stored file answers: the file, its media type, and (uploads) the quotas after it. */
const storedFile = { data: MediaFileSchema, mimetype: Type.String() };
export const StoredFileSchema = Type.Object(storedFile);
export type StoredFile = Static<typeof StoredFileSchema>;
const UploadAnswerSchema = Type.Object({ ...storedFile, quota: UploadQuotaViewSchema });
export type UploadAnswer = Static<typeof UploadAnswerSchema>;

/** What an upload is for: a course image has the tighter rules of part 1 §9. */
export const UploadPurposeSchema = Type.Union([Type.Literal('library'), Type.Literal('course_image')]);
export type UploadPurpose = Static<typeof UploadPurposeSchema>;

/** The list, upload and delete calls of one library (the same three for both). */
function libraryCalls<const L extends 'images' | 'files'>(library: L) {
  return {
    list: defineCall({
      method: 'GET',
      path: `${library}/:courseId/`,
      summary: `The course's ${library} library, newest first; ?ext=pdf,docx keeps those extensions.`,
      query: Type.Object({ ext: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false }),
      answer: Type.Object({ files: Type.Array(MediaFileSchema) }),
    }),
    upload: defineCall({
      method: 'POST',
      path: `${library}/:courseId/upload/`,
      summary: `Uploads a file to the ${library} library (multipart/form-data: a name field, then the file).`,
      query: Type.Object({ purpose: Type.Optional(UploadPurposeSchema) }, { additionalProperties: false }),
      answer: UploadAnswerSchema,
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `media/${library}/:courseId/:mediaId/`,
      summary: `Deletes a file of the ${library} library, and its bytes.`,
      answer: Type.Object({ status: Type.Literal('deleted') }),
    }),
  };
}

/** Part 1 §7 Uploads: each course's image and file libraries, by library name. */
export const mediaLibraryCalls = { images: libraryCalls('images'), files: libraryCalls('files') };
/** The two libraries of part 1 §7 an editor picks from and uploads to. */
export type MediaLibraryName = keyof typeof mediaLibraryCalls;

export const uploadSubmission = defineCall({
  method: 'POST',
  path: 'submissions/:courseId/upload/',
  summary:
    "Uploads the caller's own work (an assessment's recorded or uploaded answer; multipart/form-data: a name field, then the file); served only to them and the course's professors.",
  answer: UploadAnswerSchema,
});

export const getUploadQuota = defineCall({
  method: 'GET',
  path: 'upload_quota/:courseId/',
  summary: "The caller's upload quota and the course's: bytes used and allowed, and the most the next file may weigh (null: no quota).",
  answer: UploadQuotaViewSchema,
});

export const FromUrlBodySchema = Type.Object(
  {
    url: Type.String({ maxLength: 2048, pattern: '\\S', errorMessage: UPLOAD_MESSAGES.badUrl }),
    filename: Type.String({ maxLength: 300, pattern: '\\S', errorMessage: UPLOAD_MESSAGES.displayNameEmpty }),
  },
  { errorMessage: { required: { url: UPLOAD_MESSAGES.badUrl, filename: UPLOAD_MESSAGES.displayNameEmpty } } },
);
export type FromUrlBody = Static<typeof FromUrlBodySchema>;

export const fetchImageFromUrl = defineCall({
  method: 'POST',
  path: 'images/:courseId/fromurl/',
  summary: 'Fetches an image from a public address into the images library.',
  body: FromUrlBodySchema,
  answer: StoredFileSchema,
});

/** A text or null, as one JSON Schema type list (its length errors name the field itself, not a branch of an anyOf). */
const nullableText = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

export const describeImage = defineCall({
  method: 'PUT',
  path: 'media/images/:courseId/:mediaId/',
  summary: "Sets an image's alt text and caption.",
  body: Type.Object(
    {
      alt_text: Type.Optional(nullableText(1000)),
      caption: Type.Optional(nullableText(2000)),
    },
    { minProperties: 1 },
  ),
  answer: MediaFileSchema,
});

const trackList = Type.Array(Type.String({ maxLength: 400_000 }), { maxItems: 20 });

export const setMediaTracks = defineCall({
  method: 'PUT',
  path: 'media/files/:courseId/:mediaId/',
  summary: "Sets a video or audio file's subtitles and descriptions (display::fileName::data:text/vtt entries).",
  body: Type.Object({ subtitles_array: Type.Optional(trackList), description_array: Type.Optional(trackList) }, { minProperties: 1 }),
  answer: MediaFileSchema,
});

// The thumbnail's call comes first among the routes: its fixed last segment would otherwise read as a file name.
export const getMediaThumbnail = defineCall({
  method: 'GET',
  path: 'media/:courseId/:mediaId/~thumbnail',
  summary: "Serves an image's thumbnail.",
  answer: StreamAnswer,
});

export const getMediaFile = defineCall({
  method: 'GET',
  path: 'media/:courseId/:mediaId/:fileName',
  summary: 'Serves a library file (byte ranges for players).',
  answer: StreamAnswer,
});
