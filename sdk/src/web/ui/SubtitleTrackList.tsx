import { useId } from 'react';
import { Plus } from 'lucide-react';
import type { SubtitleKind, SubtitleTrack } from '@lms/subtitles';
import { useRowKeys } from '../useRowKeys.ts';
import { withoutItem } from './listEdits.ts';
import { Button } from './Button.tsx';
import { SubtitleTrackRow, type TrackFileResult } from './SubtitleTrackRow.tsx';
import './fields.css';
import './subtitleTracks.css';

export interface SubtitleTrackListProps {
  kind: SubtitleKind;
  legend: string;
  /** Which files go here and what students get from them. */
  description: string;
  /** The config field holding the list, as save errors name it ("subtitles_array", "subtitles_array/0/label"). */
  field: string;
  tracks: SubtitleTrack[];
  errors: Record<string, string>;
  /** The file kinds the chooser offers (".srt,.vtt"). */
  accept: string;
  /** Which files to choose, said while a row has none ("SubRip (.srt) preferred."). */
  fileAdvice: string;
  /** Turns a chosen file into the row's file (in the browser, or by the server). */
  convert(file: File): Promise<TrackFileResult>;
  /**
   * Reports a change as an updater of the list as it is then: a conversion ends after other edits may
   * have happened, so the caller applies it to its latest list (an Editor's onChange updater), never to `tracks`.
   */
  onChange(update: (current: SubtitleTrack[]) => SubtitleTrack[]): void;
}

/** The subtitle or description files of a media, a row each, added and removed by the author. */
export function SubtitleTrackList({ kind, legend, description, field, tracks, errors, accept, fileAdvice, convert, onChange }: SubtitleTrackListProps) {
  const descriptionId = useId();
  const rows = useRowKeys(tracks.length);
  const listError = errors[field];
  return (
    <fieldset className="lms-subtitle-tracks" aria-describedby={descriptionId}>
      <legend>{legend}</legend>
      <p id={descriptionId} className="lms-field-hint">
        {description}
      </p>
      {tracks.map((track, index) => (
        <SubtitleTrackRow
          key={rows.keys[index]}
          kind={kind}
          number={index + 1}
          track={track}
          errors={{ label: errors[`${field}/${index}/label`], language: errors[`${field}/${index}/language`], url: errors[`${field}/${index}/url`] }}
          accept={accept}
          fileAdvice={fileAdvice}
          convert={convert}
          onChange={(patch) => onChange((current) => current.map((row, at) => (at === index ? { ...row, ...(typeof patch === 'function' ? patch(row) : patch) } : row)))}
          onRemove={() => {
            rows.removed(index);
            onChange((current) => withoutItem(current, index));
          }}
        />
      ))}
      {listError !== undefined && (
        <p className="lms-field-error" role="alert">
          {listError}
        </p>
      )}
      <Button variant="secondary" small onClick={() => onChange((current) => [...current, { label: '', language: '', url: '' }])}>
        <Plus size={16} strokeWidth={2} aria-hidden="true" focusable="false" /> Add a {kind} file
      </Button>
    </fieldset>
  );
}
