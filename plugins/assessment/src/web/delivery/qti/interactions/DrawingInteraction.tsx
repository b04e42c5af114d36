import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ApiError, useApi } from '@lms/sdk/web';
import { uploadAnswerFile } from '../../items/answerFiles.ts';
import { MediaAnswerView } from '../../items/MediaAnswerView.tsx';
import { groupName, InteractionPrompt, useQti, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { graphicImage } from './graphicImage.ts';
import { NoImage } from './NoImage.tsx';

/**
 * Drawing: a canvas over the item's image, drawn on with a pointer; "Send
 * drawing" uploads it as a PNG through the course's submissions library and
 * the response is the file's id, as the standard's file response. Drawing
 * itself needs a pointer (a path-based input, WCAG 2.1.1's exception);
 * every button around it is keyboard-usable.
 */
export function DrawingInteraction({ element }: InteractionProps) {
  const api = useApi();
  const { courseId } = useQti();
  const { value, set, readOnly, ids } = useResponse(element);
  const image = graphicImage(element);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const context = canvas.current?.getContext?.('2d');
    if (context) {
      context.lineWidth = 3;
      context.lineCap = 'round';
      context.strokeStyle = '#1a1a1a';
    }
  }, []);
  if (!image) return <NoImage />;
  const sent = typeof value === 'string' && value !== '' ? value : undefined;
  const at = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - box.left) / box.width) * image.width, ((event.clientY - box.top) / box.height) * image.height] as const;
  };
  const send = async () => {
    if (!canvas.current || courseId === undefined) return;
    setProblem(undefined);
    setBusy(true);
    try {
      const blob = await new Promise<Blob | null>((resolve) => canvas.current!.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('empty');
      set((await uploadAnswerFile(api, courseId, blob, 'drawing.png'))._id);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The drawing could not be sent. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Draw on the image')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      {sent && <MediaAnswerView kind="file" mediaId={sent} courseId={courseId} />}
      {!readOnly && courseId === undefined && <p className="lms-item__note">Drawings can be sent only within a course.</p>}
      {!readOnly && courseId !== undefined && (
        <>
          <div className="lms-qti-stage" style={{ maxWidth: image.width, aspectRatio: `${image.width} / ${image.height}` }}>
            <img src={image.src} alt={image.alt} className="lms-qti-stage__image" />
            <canvas
              ref={canvas}
              className="lms-qti-drawing"
              width={image.width}
              height={image.height}
              aria-label="Drawing area (draw with a mouse, pen or finger)"
              onPointerDown={(event) => {
                const context = event.currentTarget.getContext('2d');
                if (!context) return;
                drawing.current = true;
                context.beginPath();
                context.moveTo(...at(event));
              }}
              onPointerMove={(event) => {
                if (!drawing.current) return;
                const context = event.currentTarget.getContext('2d');
                context?.lineTo(...at(event));
                context?.stroke();
                setDrawn(true);
              }}
              onPointerUp={() => {
                drawing.current = false;
              }}
            />
          </div>
          <div className="lms-qti-drawing__actions">
            <button
              type="button"
              className="lms-button-secondary"
              onClick={() => {
                canvas.current?.getContext('2d')?.clearRect(0, 0, image.width, image.height);
                setDrawn(false);
              }}
            >
              Clear
            </button>
            <button type="button" disabled={busy || !drawn} onClick={() => void send()}>
              {busy ? 'Sending…' : sent ? 'Send this drawing instead' : 'Send drawing'}
            </button>
          </div>
        </>
      )}
      {readOnly && !sent && <p className="lms-item__note">No drawing was sent.</p>}
      {problem && (
        <p role="alert" className="lms-item__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
