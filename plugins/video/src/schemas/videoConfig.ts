import { mediaAddressSchema, uploadedFileSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';
import { subtitleTrackSchema, type SubtitleTrack } from '@lms/sdk/subtitles';
import { MAX_VIDEO_URL_LENGTH, VIDEO_URL_PATTERN } from '../links/videoLinkPatterns.ts';
import { VIDEO_LINK_REFUSED } from '../links/recogniseVideoLink.ts';

export type { SubtitleTrack };

/** 99:59:59, longer than any lecture. */
export const MAX_SECONDS = 359_999;

/** Enough for every language a course is offered in. */
export const MAX_TRACKS = 20;

function secondsSchema(name: 'start' | 'end') {
  const message = `The ${name} time must be a whole number of seconds, at least 0.`;
  return Type.Integer({ minimum: 0, maximum: MAX_SECONDS, errorMessage: { type: message, minimum: message, maximum: `The ${name} time is at most ${MAX_SECONDS} seconds.` } });
}

function tracksSchema(kind: 'subtitle' | 'description') {
  return Type.Array(Type.Unsafe<SubtitleTrack>(subtitleTrackSchema('video', kind)), {
    maxItems: MAX_TRACKS,
    errorMessage: { type: `The ${kind} files must be a list.`, maxItems: `A video has at most ${MAX_TRACKS} ${kind} files.` },
  });
}

/** The video component's config (part 2 §3 "Video"). Shared by server and web. */
export const videoConfigSchema = Type.Object(
  {
    /** A YouTube, Vimeo or Vevo link, an https video file, or a file of this site's media library; empty until chosen. */
    url: mediaAddressSchema({ pattern: VIDEO_URL_PATTERN, refused: VIDEO_LINK_REFUSED, maxLength: MAX_VIDEO_URL_LENGTH, noun: 'video' }),
    /** The uploaded media record the url plays, when it came from the library. */
    file: Type.Optional(uploadedFileSchema()),
    /** Where playback starts and stops, in whole seconds; they replace times written in the link. */
    start: Type.Optional(secondsSchema('start')),
    end: Type.Optional(secondsSchema('end')),
    /** Load the player at once instead of showing a poster first. */
    noposter: Type.Optional(Type.Boolean({ errorMessage: 'noposter must be true or false.' })),
    video_subtitles_array: Type.Optional(tracksSchema('subtitle')),
    video_description_array: Type.Optional(tracksSchema('description')),
  },
  { additionalProperties: false },
);

export type VideoConfig = Static<typeof videoConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    video: VideoConfig;
  }
}
