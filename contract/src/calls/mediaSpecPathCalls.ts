import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { describeImage, fetchImageFromUrl, FromUrlBodySchema, setMediaTracks } from './mediaCalls.ts';
import { itemId } from './contentFields.ts';

/**
 * Part 1 §7 "Uploads" at the spec's own paths where ours differ: a file named by
 * id alone (its course found through it, RouteOptions.courseOf), and images/fromurl/
 * with the course in the payload (RouteOptions.courseInBody). Each answers what
 * the call of ours beside it answers, through the same handler.
 */

export const describeImageById = defineCall({
  method: 'PUT',
  path: 'media/images/:mediaId/',
  summary: "Sets an image's alt text and caption, in the image's course (the spec's path; as PUT media/images/{courseId}/{id}/).",
  body: describeImage.body,
  answer: describeImage.answer,
});

export const setMediaTracksById = defineCall({
  method: 'PUT',
  path: 'media/files/:mediaId/',
  summary: "Sets a video or audio file's subtitles and descriptions, in the file's course (the spec's path; as PUT media/files/{courseId}/{id}/).",
  body: setMediaTracks.body,
  answer: setMediaTracks.answer,
});

export const fetchImageFromUrlInPayload = defineCall({
  method: 'POST',
  path: 'images/fromurl/',
  summary: "Fetches an image from a public address into the images library of the course named in the payload (the spec's path; as POST images/{courseId}/fromurl/).",
  body: Type.Object(
    { course: itemId(), ...FromUrlBodySchema.properties },
    { errorMessage: { required: { course: 'Please name the course.', ...(FromUrlBodySchema.errorMessage as { required: Record<string, string> }).required } } },
  ),
  answer: fetchImageFromUrl.answer,
});
