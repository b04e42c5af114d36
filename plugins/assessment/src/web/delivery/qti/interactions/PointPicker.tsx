import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GraphicImage } from './graphicImage.ts';
import { GraphicStage } from './GraphicStage.tsx';

export interface PointPickerProps {
  image: GraphicImage;
  /** Points as "x y" in the image's coordinates. */
  points: string[];
  /** How many points may be placed (1 replaces the point). */
  max: number;
  onPoints(points: string[]): void;
  readOnly: boolean;
  ids: string;
  name: Record<string, string>;
  /** What marks a placed point: a dot, or the object being positioned. */
  marker?: GraphicImage;
}

const clamp = (value: number, to: number) => Math.max(0, Math.min(to, Math.round(value)));

const parse = (point: string) => point.split(' ').map(Number) as [number, number];

/**
 * Points on an image, by pointer or keyboard: the image is focusable; the
 * arrow keys move a cross (Shift for bigger steps), Enter or Space places a
 * point there, Delete takes the last one away; the cross's coordinates and
 * every change are announced.
 */
export function PointPicker({ image, points, max, onPoints, readOnly, ids, name, marker }: PointPickerProps) {
  const [cursor, setCursor] = useState<[number, number]>([Math.round(image.width / 2), Math.round(image.height / 2)]);
  const [said, setSaid] = useState('');
  const place = ([x, y]: [number, number]) => {
    const point = `${x} ${y}`;
    const next = max === 1 ? [point] : max > 0 && points.length >= max ? points : [...points, point];
    if (next === points) return setSaid(`No more than ${max} points.`);
    onPoints(next);
    setSaid(`Point placed at ${x}, ${y}.`);
  };
  const onKey = (event: KeyboardEvent) => {
    if (readOnly) return;
    const step = event.shiftKey ? Math.max(1, Math.round(image.width / 10)) : Math.max(1, Math.round(image.width / 100));
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next: [number, number] = [clamp(cursor[0] + move[0], image.width), clamp(cursor[1] + move[1], image.height)];
      setCursor(next);
      setSaid(`${next[0]}, ${next[1]}`);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && points.length > 0) {
      event.preventDefault();
      onPoints(points.slice(0, -1));
      setSaid('Last point removed.');
    }
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const at: [number, number] = [clamp(((event.clientX - box.left) / box.width) * image.width, image.width), clamp(((event.clientY - box.top) / box.height) * image.height, image.height)];
    setCursor(at);
    place(at);
  };
  const at = (x: number, y: number) => ({ left: `${(x / image.width) * 100}%`, top: `${(y / image.height) * 100}%` });
  return (
    <div className="lms-qti-points">
      <div
        className="lms-qti-points__area"
        role="application"
        tabIndex={readOnly ? -1 : 0}
        {...name}
        aria-roledescription="point picker"
        aria-describedby={`${ids}-points-help`}
        onKeyDown={onKey}
        onClick={onClick}
      >
        <GraphicStage image={image}>
          {points.map((point, index) => {
            const [x, y] = parse(point);
            return marker ? (
              <img key={index} className="lms-qti-points__object" src={marker.src} alt="" style={{ ...at(x, y), width: `${(marker.width / image.width) * 100}%` }} />
            ) : (
              <span key={index} className="lms-qti-points__dot" style={at(x, y)} aria-hidden="true" />
            );
          })}
          {!readOnly && <span className="lms-qti-points__cursor" style={at(...cursor)} aria-hidden="true" />}
        </GraphicStage>
      </div>
      <p id={`${ids}-points-help`} className="lms-item__note">
        {readOnly ? '' : 'Click the image, or use the arrow keys (Shift for bigger steps) and Enter to place a point; Delete removes the last one.'}
      </p>
      <ul className="lms-qti-points__list" aria-label="Points placed">
        {points.map((point, index) => (
          <li key={index}>
            Point {index + 1}: {parse(point).join(', ')}
            {!readOnly && (
              <button type="button" className="lms-button-secondary" aria-label={`Remove point ${index + 1}`} onClick={() => onPoints(points.filter((_, other) => other !== index))}>
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="lms-visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
