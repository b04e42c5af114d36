import { useId, useRef } from 'react';
import { Plus } from 'lucide-react';
import type { SubtitleTrack } from '../schemas/videoConfig.ts';
import type { SubtitleKind } from '../subtitles/subtitleFiles.ts';
import { TrackRow } from './TrackRow.tsx';
import { useRowKeys } from './useRowKeys.ts';

interface TrackListProps {
  kind: SubtitleKind;
  /** The config field holding the list, as save errors name it ("video_subtitles_array/0/label"). */
  field: 'video_subtitles_array' | 'video_description_array';
  legend: string;
  description: string;
  tracks: SubtitleTrack[];
  errors: Record<string, string>;
  onChange(tracks: SubtitleTrack[]): void;
}

/** The subtitle or description files of a video: a row each, added and removed by the author. */
export function TrackList({ kind, field, legend, description, tracks, errors, onChange }: TrackListProps) {
  const descriptionId = useId();
  const rows = useRowKeys(tracks.length);
  // A conversion ends after other edits may have happened: it updates the list as it is then.
  const latest = useRef(tracks);
  latest.current = tracks;
  const listError = errors[field];
  return (
    <fieldset className="lms-video-tracks" aria-describedby={descriptionId}>
      <legend>{legend}</legend>
      <p id={descriptionId} className="lms-video-field-hint">
        {description}
      </p>
      {tracks.map((track, index) => (
        <TrackRow
          key={rows.keys[index]}
          kind={kind}
          number={index + 1}
          track={track}
          errors={{ label: errors[`${field}/${index}/label`], language: errors[`${field}/${index}/language`], url: errors[`${field}/${index}/url`] }}
          onChange={(patch) =>
            onChange(latest.current.map((row, at) => (at === index ? { ...row, ...(typeof patch === 'function' ? patch(row) : patch) } : row)))
          }
          onRemove={() => {
            rows.removed(index);
            onChange(latest.current.filter((_, at) => at !== index));
          }}
        />
      ))}
      {listError !== undefined && (
        <p className="lms-video-field-error" role="alert">
          {listError}
        </p>
      )}
      <button type="button" className="lms-video-button" onClick={() => onChange([...tracks, { label: '', language: '', url: '' }])}>
        <Plus size={16} strokeWidth={2} aria-hidden="true" focusable="false" /> Add a {kind} file
      </button>
    </fieldset>
  );
}
