import { useEffect, useId, useRef, useState } from 'react';
import { mediaLibraryCalls } from '@lms/sdk/calls';
import { ApiError, Button, useApi } from '@lms/sdk/web';
import { useMediaRecorder, type RecordingKind } from '../artifacts/useMediaRecorder.ts';
import type { ProjectFile } from '../../schemas/projectTypes.ts';
import { PROJECT_MESSAGES } from '../projects/projectMessages.ts';

export interface MediaFeedbackProps {
  kind: RecordingKind;
  courseId: string;
  value: ProjectFile | null;
  onChange(file: ProjectFile | null): void;
}

const WORDS = { audio: { title: 'Audio feedback', record: 'Record audio feedback' }, video: { title: 'Video feedback', record: 'Record video feedback' } } as const;

const failure = (error: unknown) => (error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');

/** Audio or video feedback recorded in the browser, uploaded to the course's file library, and played back. */
export function MediaFeedback({ kind, courseId, value, onChange }: MediaFeedbackProps) {
  const api = useApi();
  const headingId = useId();
  const words = WORDS[kind];
  const recorder = useMediaRecorder(kind, `${words.title} recording`);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const live = useRef<HTMLVideoElement>(null);
  const player = useRef<HTMLAudioElement & HTMLVideoElement>(null);
  const attached = useRef(false);

  useEffect(() => {
    if (live.current) live.current.srcObject = recorder.stream;
  }, [recorder.stream]);

  useEffect(() => {
    // The attach button is gone with the take: the focus goes to what was attached.
    if (!attached.current || !value) return;
    attached.current = false;
    player.current?.focus();
  }, [value]);

  const attach = async () => {
    const take = recorder.file;
    if (!take) return;
    setUploading(true);
    setProblem(undefined);
    try {
      const form = new FormData();
      // The name goes before the file: the server reads the fields that precede it.
      form.append('name', take.name);
      form.append('file', take, take.name);
      const { data } = await api.send(mediaLibraryCalls.files.upload, form, { courseId });
      attached.current = true;
      onChange({ id: data._id, filename: data.display_name, url: data.url, thumbnailUrl: data.thumbnail_url, mimetype: data.mimetype, converting: data.converting });
      recorder.reset();
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setUploading(false);
    }
  };

  const Player = kind === 'audio' ? 'audio' : 'video';
  return (
    <section aria-labelledby={headingId} className="lms-sg-media">
      <h4 id={headingId}>{words.title}</h4>
      {value && (
        <div className="lms-sg-media__saved">
          <Player ref={player} tabIndex={0} controls src={value.url} aria-label={`Saved ${words.title.toLowerCase()}`} className="lms-sg-media__player" />
          {value.converting && <p role="status">{PROJECT_MESSAGES.videoConverting}</p>}
          <Button small variant="quiet" onClick={() => onChange(null)}>
            Remove {words.title.toLowerCase()}
          </Button>
        </div>
      )}
      {recorder.state === 'recording' ? (
        <>
          {kind === 'video' && <video ref={live} muted autoPlay playsInline aria-label="Camera preview" className="lms-sg-media__player" />}
          <Button small variant="secondary" onClick={recorder.stop}>
            Stop recording
          </Button>
          <span role="status">Recording…</span>
        </>
      ) : recorder.state === 'recorded' && recorder.previewUrl ? (
        <div className="lms-sg-media__take">
          <Player controls src={recorder.previewUrl} aria-label={`New ${words.title.toLowerCase()}`} className="lms-sg-media__player" />
          <Button small variant="secondary" disabled={uploading} onClick={() => void attach()}>
            {uploading ? 'Uploading…' : 'Attach this recording'}
          </Button>
          <Button small variant="quiet" disabled={uploading} onClick={recorder.reset}>
            Record again
          </Button>
        </div>
      ) : (
        recorder.supported && (
          <Button small variant="secondary" disabled={recorder.state === 'asking'} onClick={() => void recorder.start()}>
            {words.record}
          </Button>
        )
      )}
      {(recorder.problem ?? problem) && (
        <p role="alert" className="lms-sg-problem">
          {recorder.problem ?? problem}
        </p>
      )}
    </section>
  );
}
