import type { ApiUpload } from '../../calls/uploadCalls.ts';
import { MediaAnswerView } from '../delivery/items/MediaAnswerView.tsx';

const MEDIA_KIND = { audio: 'audio', video: 'video', fileupload: 'file' } as const;

/** What the student sent: the recording or file in the page, or the text. */
export function UploadAnswer({ upload, courseId }: { upload: ApiUpload; courseId: string }) {
  if (upload.type === 'audio' || upload.type === 'video' || upload.type === 'fileupload') {
    return <MediaAnswerView kind={MEDIA_KIND[upload.type]} mediaId={upload.response} courseId={courseId} />;
  }
  return <blockquote className="lms-uploads__text">{upload.response}</blockquote>;
}
