import { fileExtensions } from './answerFiles.ts';
import { FileAnswerInput } from './FileAnswerInput.tsx';
import { MediaAnswerView } from './MediaAnswerView.tsx';
import type { ItemOf, TypeInputProps } from './itemInputProps.ts';

/** File upload: a file of the item's extensions through the course's file library; the response is its media id. */
export function FileUploadInput({ item, response, onChange, readOnly, ids, promptId, courseId }: TypeInputProps<ItemOf<'fileupload'>> & { courseId?: string }) {
  const sent = typeof response === 'string' && response !== '' ? response : undefined;
  return (
    <div role="group" aria-labelledby={promptId} className="lms-item__upload">
      {sent && <MediaAnswerView kind="file" mediaId={sent} courseId={courseId} />}
      {!readOnly && courseId !== undefined && (
        <FileAnswerInput ids={ids} courseId={courseId} extensions={fileExtensions(item.content.extensions)} label={sent ? 'Send another file instead' : 'Choose a file to send'} onSent={onChange} />
      )}
      {readOnly && !sent && <p className="lms-item__note">No file was sent.</p>}
    </div>
  );
}
