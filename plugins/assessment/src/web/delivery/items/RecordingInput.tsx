import { useEffect, useRef, useState } from 'react';
import { ApiError, useApi, Button } from '@lms/sdk/web';
import { PERMISSION_DENIED, PERMISSION_DENIED_MS, RECORDING_EXTENSIONS, recordingExtension, uploadAnswerFile } from './answerFiles.ts';
import { FileAnswerInput } from './FileAnswerInput.tsx';
import { MediaAnswerView } from './MediaAnswerView.tsx';
import type { ItemOf, TypeInputProps } from './itemInputProps.ts';

const NO_DEVICE = 'No microphone or camera could be used for recording.';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const refused = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

const failure = (error: unknown) => (error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');

const canRecord = () => typeof MediaRecorder !== 'undefined' && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

type Phase = 'idle' | 'recording' | 'sending';

/**
 * Audio and video answers: recorded in the page with MediaRecorder (stopped at
 * the item's longest length), then uploaded to the course's file library; the
 * response is the recording's media id. A refused camera or microphone shows
 * 'Permission denied.' for 500 ms (part 2 §8). A recording the student already
 * has can be sent as a file; a recording whose upload failed can be sent again.
 */
export function RecordingInput({ item, response, onChange, readOnly, ids, promptId, courseId }: TypeInputProps<ItemOf<'audio' | 'video'>> & { courseId?: string }) {
  const api = useApi();
  const kind = item.type;
  const max = item.content.max_seconds;
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [unsent, setUnsent] = useState<Blob>();
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const problemTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTracks = () => stream.current?.getTracks().forEach((track) => track.stop());

  useEffect(
    () => () => {
      clearTimeout(problemTimer.current);
      // Leaving the Question mid-recording keeps what was recorded: stopping sends it.
      if (recorder.current?.state === 'recording') recorder.current.stop();
      else stopTracks();
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'recording') return;
    if (kind === 'video' && preview.current) preview.current.srcObject = stream.current;
    const timer = setInterval(() => setSeconds((elapsed) => elapsed + 1), 1000);
    return () => clearInterval(timer);
  }, [phase, kind]);

  useEffect(() => {
    if (phase === 'recording' && max !== undefined && seconds >= max) recorder.current?.stop();
  }, [phase, seconds, max]);

  const send = async (blob: Blob) => {
    if (courseId === undefined) return;
    setPhase('sending');
    setProblem(undefined);
    try {
      const file = await uploadAnswerFile(api, courseId, blob, `recording.${recordingExtension(blob.type, kind)}`);
      setUnsent(undefined);
      onChange(file._id);
    } catch (error) {
      setUnsent(blob);
      setProblem(failure(error));
    } finally {
      setPhase('idle');
    }
  };

  const start = async () => {
    setProblem(undefined);
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(kind === 'video' ? { audio: true, video: true } : { audio: true });
    } catch (error) {
      if (!refused(error)) return setProblem(NO_DEVICE);
      setProblem(PERMISSION_DENIED);
      clearTimeout(problemTimer.current);
      problemTimer.current = setTimeout(() => setProblem((shown) => (shown === PERMISSION_DENIED ? undefined : shown)), PERMISSION_DENIED_MS);
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const started = new MediaRecorder(media);
    started.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    started.onstop = () => {
      stopTracks();
      void send(new Blob(chunks, { type: started.mimeType }));
    };
    recorder.current = started;
    started.start(1000);
    setSeconds(0);
    setPhase('recording');
  };

  const sent = typeof response === 'string' && response !== '' ? response : undefined;
  return (
    <div role="group" aria-labelledby={promptId} className="lms-item__recording">
      {sent && <MediaAnswerView kind={kind} mediaId={sent} courseId={courseId} />}
      {!readOnly && courseId !== undefined && (
        <>
          {canRecord() && (
            <div className="lms-item__recorder">
              {phase === 'recording' ? (
                <Button variant="secondary" onClick={() => recorder.current?.stop()}>
                  Stop recording
                </Button>
              ) : (
                <Button variant="secondary" disabled={phase === 'sending'} onClick={() => void start()}>
                  {sent ? 'Record again' : kind === 'video' ? 'Record a video' : 'Record audio'}
                </Button>
              )}
              <span role="status" className="lms-item__note">
                {phase === 'recording' ? `Recording ${clock(seconds)}${max === undefined ? '' : ` of ${clock(max)}`}` : phase === 'sending' ? 'Uploading…' : ''}
              </span>
              {kind === 'video' && phase === 'recording' && <video ref={preview} className="lms-item__player" muted autoPlay playsInline aria-label="Camera preview" />}
            </div>
          )}
          {unsent && phase === 'idle' && (
            <Button variant="secondary" onClick={() => void send(unsent)}>
              Send the recording again
            </Button>
          )}
          {problem && (
            <p role="alert" className="lms-item__problem">
              {problem}
            </p>
          )}
          <FileAnswerInput ids={ids} courseId={courseId} extensions={RECORDING_EXTENSIONS[kind]} label={canRecord() ? 'Or send a recording you have' : 'Send a recording'} onSent={onChange} />
        </>
      )}
      {readOnly && !sent && <p className="lms-item__note">Nothing was recorded.</p>}
    </div>
  );
}
