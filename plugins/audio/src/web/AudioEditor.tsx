import { SUBRIP_AND_WEBVTT_READERS, SUBTITLE_FILE_EXTENSIONS, convertSubtitleFile } from '@lms/sdk/subtitles';
import { FormField, MediaPicker, SubtitleTrackList, type ComponentEditorProps } from '@lms/sdk/web';
import type { AudioConfig } from '../schemas/audioConfig.ts';
import { AUDIO_ADDRESS_REFUSED, AUDIO_FILE_EXTENSIONS, isAudioAddress } from '../schemas/audioAddress.ts';
import './AudioEditor.css';

const ACCEPT = SUBTITLE_FILE_EXTENSIONS.audio.map((extension) => `.${extension}`).join(',');

/** Read here in the browser: SubRip and WebVTT become WebVTT, a .txt without timings a plain transcript. */
async function readSubtitleFile(file: File) {
  return convertSubtitleFile({ text: await file.text(), fileName: file.name, media: 'audio', kind: 'subtitle' }, SUBRIP_AND_WEBVTT_READERS);
}

/** A typed address replaces the library file: the id of the old one goes. */
function withAddress(config: AudioConfig, url: string): AudioConfig {
  const { file: _replaced, ...rest } = config;
  return { ...rest, url };
}

/** Edits an audio: its file (an address, or one of the course's library), its title, and its subtitle files (the transcript). */
export default function AudioEditor({ value, onChange, errors, courseId }: ComponentEditorProps<AudioConfig>) {
  // An upload or a subtitle file read ends after other edits may have happened: each change applies to the config as it is then.
  const urlError = errors.url ?? (value.url !== '' && !isAudioAddress(value.url) ? AUDIO_ADDRESS_REFUSED : undefined);

  return (
    <div className="lms-audio-editor">
      <FormField
        layout="inline"
        label="Audio file address"
        value={value.url}
        onChange={(url) => onChange((current) => withAddress(current, url.trim()))}
        inputMode="url"
        hint="The https address of an mp3, m4a or ogg file; or choose one from the library below, which fills this in."
        error={urlError}
      />
      <MediaPicker courseId={courseId} library="files" extensions={AUDIO_FILE_EXTENSIONS} selectedId={value.file} onPick={(file) => onChange((current) => ({ ...current, url: file.url, file: file._id }))} />
      <FormField
        layout="inline"
        label="Title"
        value={value.title ?? ''}
        maxLength={200}
        onChange={(title) =>
          onChange(({ title: _previous, ...rest }) => (title === '' ? rest : { ...rest, title }))
        }
        hint="Shown above the player (optional)."
        error={errors.title}
      />
      <SubtitleTrackList
        kind="subtitle"
        legend="Subtitles"
        description="SubRip (.srt) preferred; WebVTT (.vtt) and text (.txt) files too. Students read them as a transcript beside the player."
        field="subtitles_array"
        tracks={value.subtitles_array ?? []}
        errors={errors}
        accept={ACCEPT}
        fileAdvice="SubRip (.srt) preferred; WebVTT and text files too."
        convert={readSubtitleFile}
        onChange={(update) => onChange((current) => ({ ...current, subtitles_array: update(current.subtitles_array ?? []) }))}
      />
    </div>
  );
}
