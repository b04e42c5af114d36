import { create as createContentDisposition } from 'content-disposition';
import { defineRoute, type RateLimitRule } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { parseSubtitleEntry } from '@lms/contract/subtitleEntry.ts';
import {
  describeImage,
  fetchImageFromUrl,
  getMediaFile,
  getMediaThumbnail,
  getUploadQuota,
  mediaLibraryCalls,
  setMediaTracks,
  uploadSubmission,
  type MediaLibraryName,
} from '@lms/contract/calls/mediaCalls.ts';
import { replyWithFile } from '@lms/contract/byteRange.ts';
import { MAX_BYTES } from './mediaLimits.ts';
import { mediaRefs } from './mediaServices.ts';
import type { MediaLibrary } from './MediaLibrary.ts';
import { storeFromUrl } from './storeFromUrl.ts';
import { receiveMultipartUpload } from './receiveMultipartUpload.ts';

/** Uploads per user (issue 14): bytes are held by the quotas, this holds the pace. Shared by every upload route. */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { bucket: 'uploads', key: 'user', points: 30, durationSeconds: 60 };

/**
 * Served files never run as a page of this site (an SVG with a script, an HTML
 * file renamed): `sandbox` gives them an opaque origin, and only this site may frame them.
 * A PDF gets everything short of `sandbox`: Chromium refuses to start its PDF
 * viewer in any sandboxed document (the "sandboxed plugins" flag, which no
 * allow- keyword lifts) and Safari's needs scripts, so `sandbox` would leave
 * the viewers blank (docs/architecture.md, "PDFs"). Its viewers run its
 * scripts apart from the page's origin; nothing may load, submit or frame it from elsewhere.
 */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const PDF_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";
/** Shown in the page (images, PDFs, media); the rest is downloaded. */
const INLINE_TYPES = /^(image\/|video\/|audio\/|application\/pdf$|application\/epub\+zip$|text\/plain$)/;

const TRACK_MESSAGES = {
  label: 'Please enter a display label for every subtitle file',
  form: 'Each entry is a display label, a file name and WebVTT subtitles, as display::fileName::data:text/vtt,…',
};

function trackProblems(field: string, entries: string[] | undefined): { field: string; message: string }[] {
  return (entries ?? []).flatMap((stored, index) => {
    const entry = parseSubtitleEntry(stored);
    if (!entry || !entry.subs.startsWith('data:text/vtt')) return [{ field: `${field}/${index}`, message: TRACK_MESSAGES.form }];
    if (entry.display.trim() === '') return [{ field: `${field}/${index}`, message: TRACK_MESSAGES.label }];
    return [];
  });
}

/** Saves a video or audio file's tracks after checking each entry (PUT media/files/..., at both paths). */
export function saveMediaTracks(media: MediaLibrary, courseId: string, mediaId: string, body: { subtitles_array?: string[]; description_array?: string[] }) {
  const problems = [...trackProblems('subtitles_array', body.subtitles_array), ...trackProblems('description_array', body.description_array)];
  if (problems.length) throw LmsError.validation(problems);
  return media.setTracks(courseId, mediaId, body);
}

/** One library's list, upload and delete. */
function libraryRoutes(library: MediaLibraryName) {
  const calls = mediaLibraryCalls[library];
  return [
    defineRoute(calls.list, {
      permission: 'course:edit',
      deps: { media: mediaRefs.library },
      async handler({ params, query, deps }) {
        const extensions = (query.ext ?? '').split(',').map((ext) => ext.trim().toLowerCase()).filter(Boolean);
        return { files: await deps.media.list(params.courseId, library, extensions) };
      },
    }),
    defineRoute(calls.upload, {
      permission: 'course:edit',
      streamBody: true,
      rateLimit: UPLOAD_RATE_LIMIT,
      deps: { media: mediaRefs.library, quota: mediaRefs.quota },
      async handler({ params, query, rawBody, user, reply, deps }) {
        const file = await receiveMultipartUpload(rawBody!, MAX_BYTES[library], (upload) =>
          deps.media.upload(params.courseId, library, { fileName: upload.file.fileName, displayName: upload.fields.name, body: upload.file.body }, user!.id, query.purpose),
        );
        reply.status(201);
        return { data: file, mimetype: file.mimetype, quota: await deps.quota.view(user!.id, params.courseId) };
      },
    }),
    defineRoute(calls.remove, {
      permission: 'course:edit',
      deps: { media: mediaRefs.library },
      async handler({ params, deps }) {
        await deps.media.remove(params.courseId, library, params.mediaId);
        return { status: 'deleted' as const };
      },
    }),
  ];
}

/** Part 1 §7 Uploads: each course's image and file libraries, and the files themselves. */
export const mediaRoutes = [
  ...(Object.keys(mediaLibraryCalls) as MediaLibraryName[]).flatMap((library) => libraryRoutes(library)),
  defineRoute(uploadSubmission, {
    permission: 'course:view',
    streamBody: true,
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { media: mediaRefs.library, quota: mediaRefs.quota },
    async handler({ params, rawBody, user, reply, deps }) {
      const file = await receiveMultipartUpload(rawBody!, MAX_BYTES.submissions, (upload) =>
        deps.media.upload(params.courseId, 'submissions', { fileName: upload.file.fileName, displayName: upload.fields.name, body: upload.file.body }, user!.id),
      );
      reply.status(201);
      return { data: file, mimetype: file.mimetype, quota: await deps.quota.view(user!.id, params.courseId) };
    },
  }),
  defineRoute(getUploadQuota, {
    permission: 'course:view',
    deps: { quota: mediaRefs.quota },
    handler: ({ params, user, deps }) => deps.quota.view(user!.id, params.courseId),
  }),
  defineRoute(fetchImageFromUrl, {
    permission: 'course:edit',
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { media: mediaRefs.library },
    async handler({ params, body, user, reply, deps }) {
      const file = await storeFromUrl(deps.media, params.courseId, body, user!.id);
      reply.status(201);
      return { data: file, mimetype: file.mimetype };
    },
  }),
  defineRoute(describeImage, {
    permission: 'course:edit',
    deps: { media: mediaRefs.library },
    handler({ params, body, deps }) {
      return deps.media.describeImage(params.courseId, params.mediaId, body);
    },
  }),
  defineRoute(setMediaTracks, {
    permission: 'course:edit',
    deps: { media: mediaRefs.library },
    handler: ({ params, body, deps }) => saveMediaTracks(deps.media, params.courseId, params.mediaId, body),
  }),
  // The thumbnail's route comes first: its fixed last segment would otherwise read as a file name.
  ...(['thumbnail', 'file'] as const).map((part) =>
    defineRoute(part === 'file' ? getMediaFile : getMediaThumbnail, {
      permission: 'course:view',
      deps: { media: mediaRefs.library },
      async handler({ params, header, reply, user, access, deps }) {
        const opened = await deps.media.open(params.courseId, params.mediaId, part, { userId: user!.id, professor: access!.professor });
        reply.header('Cache-Control', 'private, max-age=3600');
        reply.header('Content-Security-Policy', opened.mimetype === 'application/pdf' ? PDF_CSP : MEDIA_CSP);
        reply.header('X-Content-Type-Options', 'nosniff');
        // Only this site's pages may load the bytes, and a PDF opened in a tab keeps no handle on the page that opened it.
        reply.header('Cross-Origin-Resource-Policy', 'same-origin');
        if (opened.mimetype === 'application/pdf') reply.header('Cross-Origin-Opener-Policy', 'same-origin');
        const disposition = INLINE_TYPES.test(opened.mimetype) ? 'inline' : 'attachment';
        // RFC 6266: an ASCII fallback plus the UTF-8 name (filename*), since a header cannot carry the name's letters raw.
        reply.header('Content-Disposition', createContentDisposition(opened.file.name, { type: disposition }));
        await replyWithFile(reply, header('range'), opened);
      },
    }),
  ),
];

