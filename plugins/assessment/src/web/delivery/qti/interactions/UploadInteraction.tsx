import { FileAnswerInput } from '../../items/FileAnswerInput.tsx';
import { MediaAnswerView } from '../../items/MediaAnswerView.tsx';
import { fileExtensions } from '../../items/answerFiles.ts';
import { groupName, InteractionPrompt, useQti, useResponse, type InteractionProps } from '../qtiContent.tsx';

/** Upload: a file sent through the course's submissions library, as the native file upload type; the response is its id. */
export function UploadInteraction({ element }: InteractionProps) {
  const { courseId } = useQti();
  const { value, set, readOnly, ids } = useResponse(element);
  const sent = typeof value === 'string' && value !== '' ? value : undefined;
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Send a file')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      {sent && <MediaAnswerView kind="file" mediaId={sent} courseId={courseId} />}
      {!readOnly && courseId !== undefined && <FileAnswerInput ids={ids} courseId={courseId} extensions={fileExtensions(undefined)} label={sent ? 'Send another file instead' : 'Choose a file to send'} onSent={set} />}
      {readOnly && !sent && <p className="lms-item__note">No file was sent.</p>}
    </div>
  );
}
