import { useRef } from 'react';
import { FormField, MediaPicker, VISUALLY_HIDDEN_CLASS, Button } from '@lms/sdk/web';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { BankItems } from '../useBankItems.ts';
import { fieldError } from './fieldError.ts';
import { itemLabel } from './itemLabels.ts';
import type { SettingsProps } from './settingsProps.ts';
import { clockTime, isPlayableVideoAddress, libraryFileId, LIBRARY_VIDEO_EXTENSIONS } from './videoAddress.ts';

interface VideoQuizSettingsProps extends SettingsProps {
  courseId: string;
  bank: BankItems;
}

const VIDEO_HINT =
  'Upload a video or choose one from the library below, or give the http(s) address of a video file (mp4, webm, ogg, mov, m4v). Only a video file or a library video can stop at a second: YouTube or Vimeo pages cannot.';

/** A video quiz: its video, played here to find each Question's stop point, and the second each Question pops up at. */
export function VideoQuizSettings({ value, set, errors, courseId, bank }: VideoQuizSettingsProps) {
  const player = useRef<HTMLVideoElement>(null);
  const setStop = (itemId: string, seconds: number | undefined) => {
    const others = Object.fromEntries(Object.entries(value.stop_points).filter(([id]) => id !== itemId));
    set({ stop_points: seconds === undefined ? others : { ...others, [itemId]: seconds } });
  };
  const playable = value.video === '' || isPlayableVideoAddress(value.video);
  return (
    <fieldset className="lms-assessment-group">
      <legend>Video quiz</legend>
      <FormField
        label="Video"
        value={value.video}
        onChange={(video) => set({ video: video.trim() })}
        inputMode="url"
        hint={playable ? VIDEO_HINT : `This does not look like a video file. ${VIDEO_HINT}`}
        error={fieldError(errors, 'video')}
      />
      <MediaPicker courseId={courseId} library="files" extensions={LIBRARY_VIDEO_EXTENSIONS} selectedId={libraryFileId(value.video)} onPick={(file) => set({ video: file.url })} />
      {value.video !== '' && (
        <video ref={player} className="lms-assessment-preview" src={value.video} controls preload="metadata" aria-label="Video preview: play it to find the stop points" />
      )}
      <StopPointList value={value} errors={errors} bank={bank} onStop={setStop} currentTime={() => (player.current ? Math.floor(player.current.currentTime) : undefined)} />
    </fieldset>
  );
}

interface StopPointListProps {
  value: AssessmentConfig;
  errors: Record<string, string>;
  bank: BankItems;
  onStop(itemId: string, seconds: number | undefined): void;
  /** The preview's position in whole seconds, when there is a preview. */
  currentTime(): number | undefined;
}

/** Each Question's stop point, typed or taken from the preview's current time. */
function StopPointList({ value, errors, bank, onStop, currentTime }: StopPointListProps) {
  if (value.items.length === 0) return <p className="lms-assessment-muted">Add Questions to give each a stop point.</p>;
  return (
    <div className="lms-assessment-group">
      <p className="lms-field-hint">Each Question pops up once, when the video reaches its stop point; the last Continue hands the quiz in.</p>
      {fieldError(errors, 'stop_points') && (
        <p className="lms-field-error" role="alert">
          {fieldError(errors, 'stop_points')}
        </p>
      )}
      <ul className="lms-assessment-steps">
        {value.items.map((entry) => {
          const label = itemLabel(bank, entry.id);
          const stop = value.stop_points[entry.id];
          return (
            <li key={entry.id}>
              <FormField
                layout="inline"
                label={`Stop point for ${label} (seconds)`}
                type="number"
                min={0}
                value={stop === undefined ? '' : String(stop)}
                onChange={(text) => onStop(entry.id, text === '' ? undefined : Math.max(0, Math.floor(Number(text))))}
                hint={stop === undefined ? 'No stop point yet.' : `At ${clockTime(stop)}.`}
              />
              <Button
                variant="secondary"
                disabled={value.video === ''}
                onClick={() => {
                  const seconds = currentTime();
                  if (seconds !== undefined) onStop(entry.id, seconds);
                }}
              >
                Use current time <span className={VISUALLY_HIDDEN_CLASS}>for {label}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
