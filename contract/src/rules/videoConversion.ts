/** Part 1 §8 Uploads, media error code 4: said while an uploaded video is being converted. */
export const VIDEO_CONVERSION_MESSAGES = {
  inProgress: 'Video uploaded, conversion in progress. ',
  /** A project's artifact or feedback: the work goes on meanwhile. */
  project: 'You may submit your project during the conversion process.',
  elsewhere: 'Please check back in a few minutes.',
} as const;

/** What an upload is for, as far as the conversion message goes. */
export type UploadContext = 'project' | 'elsewhere';

/** The whole message for an upload made in `context`. */
export function videoConversionMessage(context: UploadContext = 'elsewhere'): string {
  return VIDEO_CONVERSION_MESSAGES.inProgress + VIDEO_CONVERSION_MESSAGES[context];
}
