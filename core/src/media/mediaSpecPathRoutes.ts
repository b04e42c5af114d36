import { defineRoute } from '@lms/contract/route.ts';
import { describeImageById, fetchImageFromUrlInPayload, setMediaTracksById } from '@lms/contract/calls/mediaSpecPathCalls.ts';
import { mediaRefs } from './mediaServices.ts';
import { storeFromUrl } from './storeFromUrl.ts';
import { saveMediaTracks, UPLOAD_RATE_LIMIT } from './mediaRoutes.ts';

/**
 * Part 1 §7 "Uploads" at the spec's paths (mediaSpecPathCalls.ts): the same
 * handlers and answers as the routes of ours beside them (mediaRoutes.ts). A file
 * named by id alone is decided in its course (courseOf); images/fromurl/ on the
 * payload's `course` (courseInBody).
 */
export const mediaSpecPathRoutes = [
  defineRoute(describeImageById, {
    permission: 'course:edit',
    deps: { media: mediaRefs.library },
    courseOf: ({ params, deps }) => deps.media.courseOf(params.mediaId),
    async handler({ params, body, deps }) {
      return deps.media.describeImage(await deps.media.courseOf(params.mediaId), params.mediaId, body);
    },
  }),
  defineRoute(setMediaTracksById, {
    permission: 'course:edit',
    deps: { media: mediaRefs.library },
    courseOf: ({ params, deps }) => deps.media.courseOf(params.mediaId),
    async handler({ params, body, deps }) {
      return saveMediaTracks(deps.media, await deps.media.courseOf(params.mediaId), params.mediaId, body);
    },
  }),
  defineRoute(fetchImageFromUrlInPayload, {
    permission: 'course:edit',
    courseInBody: 'course',
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { media: mediaRefs.library },
    async handler({ body: { course, ...fields }, user, reply, deps }) {
      const file = await storeFromUrl(deps.media, course, fields, user!.id);
      reply.status(201);
      return { data: file, mimetype: file.mimetype };
    },
  }),
];
