import { mediaAddressSchema, uploadedFileSchema } from '@lms/sdk';
import { subtitleTrackSchema, type SubtitleTrack } from '@lms/sdk/subtitles';
import { MAX_VIDEO_URL_LENGTH, VIDEO_URL_PATTERN } from '../links/videoLinkPatterns.ts';
import { VIDEO_LINK_REFUSED } from '../links/recogniseVideoLink.ts';

/** The video component's config (part 2 §3 "Video"). Shared by server and web. */
export interface VideoConfig {
  /** A YouTube, Vimeo or Vevo link, an https video file, or a file of this site's media library; empty until chosen. */
  url: string;
  /** The uploaded media record the url plays, when it came from the library. */
  file?: string;
  /** Where playback starts and stops, in whole seconds; they replace times written in the link. */
  start?: number;
  end?: number;
  /** Load the player at once instead of showing a poster first. */
  noposter?: boolean;
  video_subtitles_array?: SubtitleTrack[];
  video_description_array?: SubtitleTrack[];
}

export type { SubtitleTrack };

/** 99:59:59, longer than any lecture. */
export const MAX_SECONDS = 359_999;

/** Enough for every language a course is offered in. */
export const MAX_TRACKS = 20;

function secondsSchema(name: 'start' | 'end') {
  const message = `The ${name} time must be a whole number of seconds, at least 0.`;
  return { type: 'integer', minimum: 0, maximum: MAX_SECONDS, errorMessage: { type: message, minimum: message, maximum: `The ${name} time is at most ${MAX_SECONDS} seconds.` } } as const;
}

function tracksSchema(kind: 'subtitle' | 'description') {
  return {
    type: 'array',
    maxItems: MAX_TRACKS,
    items: subtitleTrackSchema('video', kind),
    errorMessage: { type: `The ${kind} files must be a list.`, maxItems: `A video has at most ${MAX_TRACKS} ${kind} files.` },
  } as const;
}

export const videoConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: mediaAddressSchema({ pattern: VIDEO_URL_PATTERN, refused: VIDEO_LINK_REFUSED, maxLength: MAX_VIDEO_URL_LENGTH, noun: 'video' }),
    file: uploadedFileSchema(),
    start: secondsSchema('start'),
    end: secondsSchema('end'),
    noposter: { type: 'boolean', errorMessage: 'noposter must be true or false.' },
    video_subtitles_array: tracksSchema('subtitle'),
    video_description_array: tracksSchema('description'),
  },
} as const;
