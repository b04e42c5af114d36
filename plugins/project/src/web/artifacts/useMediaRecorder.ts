import { useCallback, useEffect, useRef, useState } from 'react';
import { PERMISSION_DENIED_TIMEOUT, PROJECT_MESSAGES } from '../projects/projectMessages.ts';

export type RecordingKind = 'audio' | 'video';

/** idle: nothing yet; asking: waiting for the browser's permission; recording; recorded: `file` holds the take. */
export type RecorderState = 'idle' | 'asking' | 'recording' | 'recorded';

export interface MediaRecording {
  state: RecorderState;
  /** The live camera while recording video (for a muted preview). */
  stream: MediaStream | null;
  /** The finished take as a file to upload, and a local address to play it back. */
  file: File | null;
  previewUrl: string | null;
  /** 'Permission denied.' for 500 ms after the browser refused the camera or microphone; other failures until the next start. */
  problem: string | null;
  /** Whether this browser can record at all (MediaRecorder and getUserMedia). */
  supported: boolean;
  start(): Promise<void>;
  stop(): void;
  /** Drops the take (and stops a recording) to record again. */
  reset(): void;
}

const CONSTRAINTS: Record<RecordingKind, MediaStreamConstraints> = { audio: { audio: true }, video: { audio: true, video: true } };
const EXTENSION: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'video/webm': 'webm', 'video/mp4': 'mp4' };

const isDenied = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/** The container the recorder wrote, without its codecs (`video/webm;codecs=vp8` is a webm file). */
const baseType = (mimeType: string, kind: RecordingKind) => mimeType.split(';')[0] || `${kind}/webm`;

/**
 * Records audio or video in the browser (camera and microphone through
 * getUserMedia, MediaRecorder), for an artifact or a grader's feedback; the
 * take is a File to upload like any other. Tracks are stopped as soon as the
 * recording ends or the screen goes, so the camera light goes off.
 */
export function useMediaRecorder(kind: RecordingKind, name = kind === 'audio' ? 'Audio recording' : 'Video recording'): MediaRecording {
  const [state, setState] = useState<RecorderState>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const supported = typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';

  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
  }, []);

  useEffect(() => () => release(), [release]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  useEffect(() => {
    if (problem !== PROJECT_MESSAGES.permissionDenied) return;
    const timer = setTimeout(() => setProblem(null), PERMISSION_DENIED_TIMEOUT);
    return () => clearTimeout(timer);
  }, [problem]);

  const start = useCallback(async () => {
    if (!supported) return setProblem('This browser cannot record. Upload a file instead.');
    setProblem(null);
    setState('asking');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(CONSTRAINTS[kind]);
    } catch (error) {
      setState('idle');
      setProblem(isDenied(error) ? PROJECT_MESSAGES.permissionDenied : `No ${kind === 'audio' ? 'microphone' : 'camera'} could be used.`);
      return;
    }
    streamRef.current = media;
    setStream(media);
    const chunks: Blob[] = [];
    const next = new MediaRecorder(media);
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      const type = baseType(next.mimeType, kind);
      const take = new File(chunks, `${name}.${EXTENSION[type] ?? 'webm'}`, { type });
      setFile(take);
      setPreviewUrl(URL.createObjectURL(take));
      setState('recorded');
      release();
    };
    recorder.current = next;
    next.start();
    setState('recording');
  }, [supported, kind, name, release]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const reset = useCallback(() => {
    if (recorder.current?.state === 'recording') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    recorder.current = null;
    release();
    setFile(null);
    setPreviewUrl(null);
    setState('idle');
  }, [release]);

  return { state, stream, file, previewUrl, problem, supported, start, stop, reset };
}
