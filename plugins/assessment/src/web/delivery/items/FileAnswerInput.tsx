import { useState } from 'react';
import { ApiError, useApi } from '@lms/sdk/web';
import { extensionOf, TYPE_NOT_ALLOWED, uploadAnswerFile } from './answerFiles.ts';

export interface FileAnswerInputProps {
  /** Unique in the page. */
  ids: string;
  courseId: string;
  /** The extensions accepted, lower case. */
  extensions: readonly string[];
  label: string;
  /** Called with the stored file's media id once the upload succeeds. */
  onSent(mediaId: string): void;
}

const failure = (error: unknown) => (error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');

/**
 * Sends a file as an answer through the course's file library. The item's
 * extensions are checked here before anything is sent; the library checks the
 * file's real type and size again.
 */
export function FileAnswerInput({ ids, courseId, extensions, label, onSent }: FileAnswerInputProps) {
  const api = useApi();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setProblem(undefined);
    if (!extensions.includes(extensionOf(file.name))) return setProblem(TYPE_NOT_ALLOWED);
    setBusy(true);
    try {
      onSent((await uploadAnswerFile(api, courseId, file, file.name))._id);
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="lms-item__file">
      <label htmlFor={`${ids}-file`}>{label}</label>
      <input
        id={`${ids}-file`}
        type="file"
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        aria-describedby={`${ids}-file-note`}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p id={`${ids}-file-note`} className="lms-item__note">
        {busy ? 'Uploading…' : `Accepted: ${extensions.join(', ')}`}
      </p>
      {problem && (
        <p role="alert" className="lms-item__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
