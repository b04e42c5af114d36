import { useId } from 'react';
import { SUBTITLE_FILE_EXTENSIONS, type SubtitleKind } from '@lms/sdk/subtitles';
import { ApiError, FormField, MediaPicker, SubtitleTrackList, useApi, type ApiClient, type ComponentEditorProps, type TrackFileResult } from '@lms/sdk/web';
import type { VideoConfig } from '../schemas/videoConfig.ts';
import { convertSubtitles } from '../calls/subtitleCalls.ts';
import { recogniseVideoLink, VIDEO_LINK_REFUSED, type VideoSource } from '../links/recogniseVideoLink.ts';
import { PROVIDER_NAMES } from '../links/videoEmbedUrl.ts';
import { LIBRARY_VIDEO_EXTENSIONS } from '../links/videoLinkPatterns.ts';
import { secondsFromInput, secondsToInput } from './secondsField.ts';
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

const ACCEPT = SUBTITLE_FILE_EXTENSIONS.video.map((extension) => `.${extension}`).join(',');

/** The subtitles students read or see as captions, and the descriptions read out to those who cannot see the picture. */
const TRACK_LISTS = [
  {
    kind: 'subtitle',
    field: 'video_subtitles_array',
    legend: 'Subtitles',
    description: 'SubRip (.srt) preferred; WebVTT, timed-text XML and ASS files are converted to WebVTT. Students can also read them as a transcript.',
  },
  {
    kind: 'description',
    field: 'video_description_array',
    legend: 'Descriptions',
    description: 'Text descriptions of what the video shows, for students who cannot see it (read out by screen readers).',
  },
] as const;

/** A chosen subtitle file goes to the server, which converts it to WebVTT and suggests a label and language. */
function convertOnServer(api: ApiClient, kind: SubtitleKind) {
  return async (file: File): Promise<TrackFileResult> => {
    try {
      return { ok: true, converted: await api.call(convertSubtitles, { body: { text: await file.text(), fileName: file.name, media: 'video', kind } }) };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, message: error.fields[0]?.message ?? error.message };
      throw error;
    }
  };
}

/** Keys of `changes` whose value is undefined are removed, so an emptied optional field leaves the config. */
function merged(config: VideoConfig, changes: Partial<VideoConfig>): VideoConfig {
  const next: Record<string, unknown> = { ...config, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  return next as unknown as VideoConfig;
}

/**
 * Edits a video: its link or file (an address, or one of the course's library),
 * the part to play, the poster, and its subtitle and description files.
 */
export default function VideoEditor({ value, onChange, errors, courseId }: ComponentEditorProps<VideoConfig>) {
  const api = useApi();
  const noposterId = useId();
  // An upload or a subtitle conversion ends after other edits may have happened: each change applies to the config as it is then.
  const update = (changes: Partial<VideoConfig>) => onChange((current) => merged(current, changes));

  const source = value.url === '' ? null : recogniseVideoLink(value.url);
  const urlError = errors.url ?? (value.url !== '' && source === null ? VIDEO_LINK_REFUSED : undefined);
  const endBeforeStart = value.end !== undefined && value.end <= (value.start ?? 0);

  return (
    <div className="lms-video-editor">
      <FormField
        layout="inline"
        label="Video link or file address"
        value={value.url}
        // A typed address replaces the library file: the id of the old one goes.
        onChange={(url) => update({ url: url.trim(), file: undefined })}
        inputMode="url"
        hint={
          source
            ? recognisedAs(source)
            : 'A YouTube, Vimeo or Vevo link, or the https address of a video file (mp4, mpg, mov, m4v, ogg, ogv, mpeg, m3u8, webm); or choose a file from the library below.'
        }
        error={urlError}
      />
      <MediaPicker courseId={courseId} library="files" extensions={LIBRARY_VIDEO_EXTENSIONS} selectedId={value.file} onPick={(file) => update({ url: file.url, file: file._id })} />
      <div className="lms-video-editor-times">
        <FormField
          layout="inline"
          label="Start at (seconds)"
          type="number"
          min={0}
          value={secondsToInput(value.start)}
          onChange={(text) => update({ start: secondsFromInput(text) })}
          error={errors.start}
        />
        <FormField
          layout="inline"
          label="Stop at (seconds)"
          type="number"
          min={0}
          value={secondsToInput(value.end)}
          onChange={(text) => update({ end: secondsFromInput(text) })}
          error={errors.end ?? (endBeforeStart ? 'The stop time must come after the start time, or the video plays to its end.' : undefined)}
        />
        <p className="lms-field-hint">{timesHint(source)}</p>
      </div>
      <p className="lms-video-check">
        <input id={noposterId} type="checkbox" checked={value.noposter === true} onChange={(event) => update({ noposter: event.target.checked ? true : undefined })} />
        <label htmlFor={noposterId}>Load the player at once, without a poster</label>
      </p>
      {TRACK_LISTS.map(({ kind, field, legend, description }) => (
        <SubtitleTrackList
          key={field}
          kind={kind}
          legend={legend}
          description={description}
          field={field}
          tracks={value[field] ?? []}
          errors={errors}
          accept={ACCEPT}
          fileAdvice="SubRip (.srt) preferred."
          convert={convertOnServer(api, kind)}
          onChange={(change) => onChange((current) => merged(current, { [field]: change(current[field] ?? []) }))}
        />
      ))}
    </div>
  );
}
