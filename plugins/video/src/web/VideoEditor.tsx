import { useId, useRef } from 'react';
import type { ComponentEditorProps } from '@lms/sdk/web';
import type { VideoConfig } from '../schemas/videoConfig.ts';
import { recogniseVideoLink, VIDEO_LINK_REFUSED, type VideoSource } from '../links/recogniseVideoLink.ts';
import { PROVIDER_NAMES } from '../links/videoEmbedUrl.ts';
import { FormField } from './FormField.tsx';
import { TrackList } from './TrackList.tsx';
import { secondsFromInput, secondsToInput } from './secondsField.ts';
import './videoButton.css';
import './VideoEditor.css';

function recognisedAs(source: VideoSource): string {
  if (source.provider !== 'file') return `Recognised: a ${PROVIDER_NAMES[source.provider]} video.`;
  return source.streaming ? 'Recognised: an HLS stream (m3u8).' : 'Recognised: a video file.';
}

/** What the start and stop times do for the kind of video chosen. */
function timesHint(source: VideoSource | null): string {
  if (source?.provider === 'vimeo') return 'Whole seconds. Vimeo plays from the start time; it has no stop time.';
  if (source?.provider === 'vevo') return 'Vevo videos always play from the beginning.';
  return 'Whole seconds; they replace any time written in the link.';
}

/** Keys of `changes` whose value is undefined are removed, so an emptied optional field leaves the config. */
function merged(config: VideoConfig, changes: Partial<VideoConfig>): VideoConfig {
  const next: Record<string, unknown> = { ...config, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  return next as unknown as VideoConfig;
}

/** Edits a video: its link or file address, the part to play, the poster, and its subtitle and description files. */
export default function VideoEditor({ value, onChange, errors }: ComponentEditorProps<VideoConfig>) {
  const noposterId = useId();
  const latest = useRef(value);
  latest.current = value;
  const update = (changes: Partial<VideoConfig>) => onChange(merged(latest.current, changes));

  const source = value.url === '' ? null : recogniseVideoLink(value.url);
  const urlError = errors.url ?? (value.url !== '' && source === null ? VIDEO_LINK_REFUSED : undefined);
  const endBeforeStart = value.end !== undefined && value.end <= (value.start ?? 0);

  return (
    <div className="lms-video-editor">
      <FormField
        label="Video link or file address"
        value={value.url}
        onChange={(url) => update({ url: url.trim() })}
        inputMode="url"
        hint={source ? recognisedAs(source) : 'A YouTube, Vimeo or Vevo link, or the https address of a video file (mp4, mpg, mov, m4v, ogg, ogv, mpeg, m3u8, webm).'}
        error={urlError}
      />
      <div className="lms-video-editor-times">
        <FormField
          label="Start at (seconds)"
          type="number"
          min={0}
          step={1}
          value={secondsToInput(value.start)}
          onChange={(text) => update({ start: secondsFromInput(text) })}
          error={errors.start}
        />
        <FormField
          label="Stop at (seconds)"
          type="number"
          min={0}
          step={1}
          value={secondsToInput(value.end)}
          onChange={(text) => update({ end: secondsFromInput(text) })}
          error={errors.end ?? (endBeforeStart ? 'The stop time must come after the start time, or the video plays to its end.' : undefined)}
        />
        <p className="lms-video-field-hint">{timesHint(source)}</p>
      </div>
      <p className="lms-video-check">
        <input id={noposterId} type="checkbox" checked={value.noposter === true} onChange={(event) => update({ noposter: event.target.checked ? true : undefined })} />
        <label htmlFor={noposterId}>Load the player at once, without a poster</label>
      </p>
      <TrackList
        kind="subtitle"
        field="video_subtitles_array"
        legend="Subtitles"
        description="SubRip (.srt) preferred; WebVTT, timed-text XML and ASS files are converted to WebVTT. Students can also read them as a transcript."
        tracks={value.video_subtitles_array ?? []}
        errors={errors}
        onChange={(tracks) => update({ video_subtitles_array: tracks })}
      />
      <TrackList
        kind="description"
        field="video_description_array"
        legend="Descriptions"
        description="Text descriptions of what the video shows, for students who cannot see it (read out by screen readers)."
        tracks={value.video_description_array ?? []}
        errors={errors}
        onChange={(tracks) => update({ video_description_array: tracks })}
      />
    </div>
  );
}
