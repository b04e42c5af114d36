import { useEffect, useRef, useState } from 'react';
import { ApiError, Button, useApi, type MediaFile } from '@lms/sdk/web';
import { uploadSubmission } from '@lms/sdk/calls';
import { useMediaRecorder, type RecordingKind } from './useMediaRecorder.ts';

interface ArtifactRecorderProps {
  courseId: string;
  kind: RecordingKind;
  /** The uploaded recording, as a file of the course's library. */
  onUploaded(file: MediaFile): void;
}

/** Records audio or video in the browser, plays it back, then uploads it to the file library like any other file. */
export function ArtifactRecorder({ courseId, kind, onUploaded }: ArtifactRecorderProps) {
  const api = useApi();
  const recording = useMediaRecorder(kind);
  const live = useRef<HTMLVideoElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const noun = kind === 'audio' ? 'audio' : 'video';

  useEffect(() => {
    if (live.current) live.current.srcObject = recording.stream;
  }, [recording.stream]);

  const upload = async () => {
    if (!recording.file) return;
    setUploading(true);
    setUploadError(null);
    const form = new FormData();
    form.append('name', recording.file.name);
    form.append('file', recording.file, recording.file.name);
    try {
      const answer = await api.send(uploadSubmission, form, { courseId });
      onUploaded(answer.data);
      recording.reset();
    } catch (error) {
      setUploadError(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');
    } finally {
      setUploading(false);
    }
  };

  if (!recording.supported) return <p className="lms-project-quiet">This browser cannot record {noun}; upload a file instead.</p>;
  return (
    <div role="group" aria-label={`Record ${noun}`} className="lms-artifact-recorder">
      {kind === 'video' && recording.state === 'recording' && <video ref={live} muted autoPlay playsInline className="lms-artifact-recorder__live" aria-label="Camera preview" />}
      {recording.previewUrl &&
        (kind === 'audio' ? (
          <audio controls src={recording.previewUrl} aria-label="Your recording" />
        ) : (
          <video controls src={recording.previewUrl} aria-label="Your recording" className="lms-artifact-recorder__live" />
        ))}
      <div className="lms-project-actions">
        {(recording.state === 'idle' || recording.state === 'asking') && (
          <Button disabled={recording.state === 'asking'} onClick={() => void recording.start()}>
            Record {noun}
          </Button>
        )}
        {recording.state === 'recording' && (
          <Button variant="danger" onClick={recording.stop}>
            Stop recording
          </Button>
        )}
        {recording.state === 'recorded' && (
          <>
            <Button variant="primary" disabled={uploading} onClick={() => void upload()}>
              {uploading ? 'Uploading…' : 'Use this recording'}
            </Button>
            <Button disabled={uploading} onClick={recording.reset}>
              Record again
            </Button>
          </>
        )}
      </div>
      {recording.state === 'recording' && <p role="status">Recording…</p>}
      {(recording.problem ?? uploadError) && (
        <p role="alert" className="lms-project-error">
          {recording.problem ?? uploadError}
        </p>
      )}
    </div>
  );
}
