import { useId, useState } from 'react';
import { ApiError, Button, useApi, type MediaFile } from '@lms/sdk/web';
import { uploadSubmission } from '@lms/sdk/calls';

interface OwnUploadPickerProps {
  courseId: string;
  /** The accepted extensions (no dot); absent: any. */
  extensions?: readonly string[];
  onPick(file: MediaFile): void;
}

/**
 * A student's own upload for their project (a cover or a file-backed item):
 * the submissions library (`POST submissions/{courseId}/upload/`), which the
 * server serves to its uploader and professors and accepts for the uploader's
 * project. The course libraries' picker is for professors: a student reading
 * them gets 403, which the shell takes for a lost session.
 */
export function OwnUploadPicker({ courseId, extensions, onPick }: OwnUploadPickerProps) {
  const ids = useId();
  const api = useApi();
  const [chosen, setChosen] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const upload = async () => {
    if (!chosen) return setProblem('Choose a file to upload.');
    setBusy(true);
    setProblem(undefined);
    const form = new FormData();
    // The name comes before the file: the server reads the fields that precede it.
    form.append('name', chosen.name);
    form.append('file', chosen, chosen.name);
    try {
      const answer = await api.send(uploadSubmission, form, { courseId });
      onPick(answer.data);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="group" className="lms-media-picker__upload" aria-labelledby={`${ids}-upload`}>
      <h3 id={`${ids}-upload`} className="lms-media-picker__heading">
        Upload a file
      </h3>
      <label htmlFor={`${ids}-file`}>File</label>
      <input id={`${ids}-file`} type="file" accept={extensions?.map((extension) => `.${extension}`).join(',')} onChange={(event) => setChosen(event.target.files?.[0])} />
      <Button variant="secondary" small disabled={busy} onClick={() => void upload()}>
        {busy ? 'Uploading…' : 'Upload'}
      </Button>
      {problem && (
        <p role="alert" className="lms-project-error">
          {problem}
        </p>
      )}
    </div>
  );
}
