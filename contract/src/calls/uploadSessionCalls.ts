import { Type, type Static } from '@sinclair/typebox';
import { defineCall, NoAnswer } from '../call.ts';
import { itemId } from './contentFields.ts';
import { StoredFileSchema, UPLOAD_MESSAGES } from './mediaCalls.ts';

/**
 * Part 1 §7 "Uploads" and part 3 §7 "Tools and uploads": a direct upload in
 * three steps. POST files/s3sign opens an upload session and answers where to
 * PUT the bytes (a presigned address of the S3-compatible store when one is
 * configured, else a sealed address of ours); POST media/converter (or the spec's
 * images/upload/ and documents/upload/ naming the uploaded address) then turns
 * the uploaded object into a file of the course's library, with every check of
 * an upload. GET s3upload lists the caller's sessions.
 */

export const UPLOAD_SESSION_MESSAGES = {
  contentType: 'Please give the file type, as type/subtype.',
  notFound: 'Upload not found.',
  notUploaded: 'Nothing was uploaded to this address yet.',
  done: 'This upload is already in the library.',
  badToken: 'This upload address is not valid or has expired.',
} as const;

export const UploadSessionSchema = Type.Object({
  _id: Type.String(),
  course_id: Type.String(),
  user_id: Type.String(),
  /** The library the upload goes to: images for an image type, files otherwise. */
  library: Type.Union([Type.Literal('images'), Type.Literal('files')]),
  filename: Type.String(),
  content_type: Type.String(),
  /** Where the bytes are PUT, in the store. */
  key: Type.String(),
  /** The library file it became (media/converter), or null while pending. */
  media_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  expires_at: Type.String(),
});
export type UploadSession = Static<typeof UploadSessionSchema>;

export const signUpload = defineCall({
  method: 'POST',
  path: 'files/s3sign',
  summary: 'Opens an upload session for a file of the course named in the payload; answers where to PUT its bytes.',
  body: Type.Object(
    {
      course: itemId(),
      filename: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S', errorMessage: UPLOAD_MESSAGES.nameEmpty }),
      contentType: Type.String({ maxLength: 200, pattern: '^[a-zA-Z0-9.+-]+/[a-zA-Z0-9.+-]+$', errorMessage: UPLOAD_SESSION_MESSAGES.contentType }),
    },
    { additionalProperties: false, errorMessage: { required: { course: 'Please name the course.', filename: UPLOAD_MESSAGES.nameEmpty, contentType: UPLOAD_SESSION_MESSAGES.contentType } } },
  ),
  answer: Type.Object({
    _id: Type.String(),
    /** PUT the bytes here (with the same Content-Type) before it expires. */
    presigned_url: Type.String(),
    /** The object's address, without the signature: what images/upload/ and documents/upload/ name. */
    s3_url: Type.String(),
    key: Type.String(),
    /** The bucket and region of the S3-compatible store; null on local storage. */
    s3_bucket: Type.Union([Type.String(), Type.Null()]),
    s3_region: Type.Union([Type.String(), Type.Null()]),
    /** Where the library file will live, and its bucket (null on local storage). */
    output_path: Type.String(),
    output_bucket: Type.Union([Type.String(), Type.Null()]),
    user_id: Type.String(),
    /** What media/converter will do: the library, and whether a video is converted to a web format. */
    media_convert_data: Type.Object({ library: Type.String(), convert: Type.Boolean() }),
    expires_at: Type.String(),
  }),
});

export const putSignedUpload = defineCall({
  method: 'PUT',
  path: 's3upload/:sessionId',
  summary: "The local store's equivalent of a presigned PUT: the bytes of an upload session, its sealed token in ?token=.",
  query: Type.Object({ token: Type.String({ maxLength: 2000 }) }),
  answer: NoAnswer,
});

const KeyBody = Type.Object({ key: Type.String({ minLength: 1, maxLength: 500, errorMessage: UPLOAD_SESSION_MESSAGES.notFound }) }, { errorMessage: { required: { key: UPLOAD_SESSION_MESSAGES.notFound } } });

export const convertUpload = defineCall({
  method: 'POST',
  path: 'media/converter',
  summary: "Turns an upload session's uploaded object (by its key; other fields of the s3sign answer are ignored) into a file of its course's library.",
  body: KeyBody,
  answer: StoredFileSchema,
});

export const listUploadSessions = defineCall({
  method: 'GET',
  path: 's3upload',
  summary: "The caller's upload sessions, newest first (limit 1 or 10, default 10).",
  query: Type.Object({ limit: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('10')], { errorMessage: 'The limit is 1 or 10.' })) }),
  answer: Type.Object({ uploads: Type.Array(UploadSessionSchema) }),
});

const urlField = () => Type.String({ maxLength: 2048, pattern: '\\S', errorMessage: UPLOAD_MESSAGES.badUrl });
const filenameField = () => Type.String({ maxLength: 300, pattern: '\\S', errorMessage: UPLOAD_MESSAGES.displayNameEmpty });

export const registerUploadedImage = defineCall({
  method: 'POST',
  path: 'images/upload/',
  summary: "Adds an image uploaded through files/s3sign (fullsizeUrl: its s3_url) to the images library of the course named in the payload.",
  body: Type.Object(
    { course: itemId(), filename: filenameField(), fullsizeUrl: urlField(), thumbnailUrl: Type.Optional(Type.String({ maxLength: 2048 })) },
    { errorMessage: { required: { course: 'Please name the course.', filename: UPLOAD_MESSAGES.displayNameEmpty, fullsizeUrl: UPLOAD_MESSAGES.badUrl } } },
  ),
  answer: StoredFileSchema,
});

export const registerUploadedDocument = defineCall({
  method: 'POST',
  path: 'documents/upload/',
  summary: "Adds a file uploaded through files/s3sign (url: its s3_url) to the files library of the course named in the payload.",
  body: Type.Object(
    { course: itemId(), filename: filenameField(), url: urlField() },
    { errorMessage: { required: { course: 'Please name the course.', filename: UPLOAD_MESSAGES.displayNameEmpty, url: UPLOAD_MESSAGES.badUrl } } },
  ),
  answer: StoredFileSchema,
});
