import { useId, useState } from 'react';
import type { AudioSubtitle } from '../schemas/audioConfig.ts';
import { convertTranscriptFile } from '../transcript/convertTranscriptFile.ts';
import { TRANSCRIPT_FILE_EXTENSIONS } from '../transcript/transcriptMessages.ts';
import { FILE_NAME_LIMITS, shortenFileName } from '../transcript/transcriptNames.ts';
import { FormField } from './FormField.tsx';

interface SubtitleRowProps {
  /** 1-based, as people count rows. */
  number: number;
  subtitle: AudioSubtitle;
  errors: Partial<Record<'label' | 'language' | 'url', string>>;
  /** A change, or (after reading a file, when the author may have typed meanwhile) a change computed from the row as it is then. */
  onChange(patch: Partial<AudioSubtitle> | ((current: AudioSubtitle) => Partial<AudioSubtitle>)): void;
  onRemove(): void;
}

const ACCEPT = TRANSCRIPT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function shownFileName(subtitle: AudioSubtitle): string | undefined {
  if (subtitle.fileName) return shortenFileName(subtitle.fileName, FILE_NAME_LIMITS.entry);
  if (subtitle.url.startsWith('/')) return shortenFileName(decodeURIComponent(subtitle.url.split(/[?#]/)[0]?.split('/').pop() ?? ''), FILE_NAME_LIMITS.entry);
  return undefined;
}

/**
 * One subtitle file of the audio: label, language and file. The file is read
 * here in the browser (SubRip and WebVTT become WebVTT, a .txt without timings
 * a plain transcript), and a label and language are offered for empty fields.
 */
export function SubtitleRow({ number, subtitle, errors, onChange, onRemove }: SubtitleRowProps) {
  const fileInputId = useId();
  const fileStateId = useId();
  const fileErrorId = useId();
  const [readError, setReadError] = useState<string>();
  const fileError = readError ?? errors.url;
  const fileName = shownFileName(subtitle);

  const read = async (file: File) => {
    setReadError(undefined);
    const result = convertTranscriptFile(await file.text(), file.name);
    if (!result.ok) {
      setReadError(result.message);
      return;
    }
    const { converted } = result;
    onChange((current) => ({
      url: converted.url,
      fileName: converted.fileName,
      ...(current.label.trim() === '' ? { label: converted.label } : {}),
      ...(current.language.trim() === '' && converted.language ? { language: converted.language } : {}),
    }));
  };

  return (
    <fieldset className="lms-audio-subtitle">
      <legend>Subtitle {number}</legend>
      <FormField label="Display label" value={subtitle.label} onChange={(label) => onChange({ label })} error={errors.label} maxLength={80} />
      <FormField label="Language" value={subtitle.language} onChange={(language) => onChange({ language: language.trim() })} hint="A code such as en, es or pt-BR." error={errors.language} />
      <div className="lms-audio-field">
        <label htmlFor={fileInputId}>Subtitle file</label>
        <input
          id={fileInputId}
          type="file"
          accept={ACCEPT}
          aria-invalid={fileError !== undefined}
          aria-describedby={fileError === undefined ? fileStateId : `${fileErrorId} ${fileStateId}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void read(file);
          }}
        />
        <p id={fileStateId} className="lms-audio-field-hint">
          {fileName !== undefined ? `Current file: ${fileName}` : subtitle.url === '' ? 'No file chosen yet. SubRip (.srt) preferred; WebVTT and text files too.' : 'A file is attached.'}
        </p>
        {fileError !== undefined && (
          <p id={fileErrorId} className="lms-audio-field-error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <button type="button" className="lms-audio-button" onClick={onRemove}>
        Remove subtitle {number}
      </button>
    </fieldset>
  );
}
