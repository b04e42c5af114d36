import { useId, useRef } from 'react';
import { Plus } from 'lucide-react';
import type { ComponentEditorProps } from '@lms/sdk/web';
import type { AudioConfig, AudioSubtitle } from '../schemas/audioConfig.ts';
import { AUDIO_ADDRESS_REFUSED, isAudioAddress } from '../schemas/audioAddress.ts';
import { FormField } from './FormField.tsx';
import { SubtitleRow } from './SubtitleRow.tsx';
import { useRowKeys } from './useRowKeys.ts';
import './audioButton.css';
import './AudioEditor.css';

/** Edits an audio: its file address, its title, and its subtitle files (the transcript). */
export default function AudioEditor({ value, onChange, errors }: ComponentEditorProps<AudioConfig>) {
  const descriptionId = useId();
  // Reading a file ends after other edits may have happened: it updates the config as it is then.
  const latest = useRef(value);
  latest.current = value;
  const subtitles = value.subtitles_array ?? [];
  const rows = useRowKeys(subtitles.length);
  const setSubtitles = (next: AudioSubtitle[]) => onChange({ ...latest.current, subtitles_array: next });
  const urlError = errors.url ?? (value.url !== '' && !isAudioAddress(value.url) ? AUDIO_ADDRESS_REFUSED : undefined);

  return (
    <div className="lms-audio-editor">
      <FormField
        label="Audio file address"
        value={value.url}
        onChange={(url) => onChange({ ...latest.current, url: url.trim() })}
        inputMode="url"
        hint="The https address of an mp3, m4a or ogg file, or a file of this site's media library."
        error={urlError}
      />
      <FormField
        label="Title"
        value={value.title ?? ''}
        maxLength={200}
        onChange={(title) => {
          const { title: _previous, ...rest } = latest.current;
          onChange(title === '' ? rest : { ...rest, title });
        }}
        hint="Shown above the player (optional)."
        error={errors.title}
      />
      <fieldset className="lms-audio-subtitles" aria-describedby={descriptionId}>
        <legend>Subtitles</legend>
        <p id={descriptionId} className="lms-audio-field-hint">
          SubRip (.srt) preferred; WebVTT (.vtt) and text (.txt) files too. Students read them as a transcript beside the player.
        </p>
        {subtitles.map((subtitle, index) => (
          <SubtitleRow
            key={rows.keys[index]}
            number={index + 1}
            subtitle={subtitle}
            errors={{ label: errors[`subtitles_array/${index}/label`], language: errors[`subtitles_array/${index}/language`], url: errors[`subtitles_array/${index}/url`] }}
            onChange={(patch) =>
              setSubtitles((latest.current.subtitles_array ?? []).map((row, at) => (at === index ? { ...row, ...(typeof patch === 'function' ? patch(row) : patch) } : row)))
            }
            onRemove={() => {
              rows.removed(index);
              setSubtitles((latest.current.subtitles_array ?? []).filter((_, at) => at !== index));
            }}
          />
        ))}
        {errors.subtitles_array !== undefined && (
          <p className="lms-audio-field-error" role="alert">
            {errors.subtitles_array}
          </p>
        )}
        <button type="button" className="lms-audio-button" onClick={() => setSubtitles([...subtitles, { label: '', language: '', url: '' }])}>
          <Plus size={16} strokeWidth={2} aria-hidden="true" focusable="false" /> Add a subtitle file
        </button>
      </fieldset>
    </div>
  );
}
