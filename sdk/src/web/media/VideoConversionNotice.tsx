import type { MediaFile } from '@lms/contract/calls/mediaCalls.ts';
import { videoConversionMessage, type UploadContext } from '@lms/contract/rules/videoConversion.ts';

export interface VideoConversionNoticeProps {
  file: Pick<MediaFile, 'converting' | 'conversion_error'>;
  /** 'project': a project's artifact or feedback, which may be submitted meanwhile. */
  context?: UploadContext;
}

/**
 * Part 1 §8 (media error code 4): while an uploaded video is being converted,
 * the spec's message; when the conversion failed, why (the upload still plays).
 * Nothing for any other file.
 */
export function VideoConversionNotice({ file, context }: VideoConversionNoticeProps) {
  if (file.converting)
    return (
      <p role="status" className="lms-media-picker__note">
        {videoConversionMessage(context)}
      </p>
    );
  if (file.conversion_error) return <p className="lms-media-picker__note">{file.conversion_error}</p>;
  return null;
}
