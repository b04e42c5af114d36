import { useId, useState } from 'react';
import { ApiError, useApi } from '@lms/sdk/web';
import type { SubtitleTrack } from '../schemas/videoConfig.ts';
import type { ConvertedSubtitles } from '../subtitles/convertSubtitleFile.ts';
import { SUBTITLE_FILE_EXTENSIONS, type SubtitleKind } from '../subtitles/subtitleFiles.ts';
import { FILE_NAME_LIMITS, shortenFileName } from '../subtitles/subtitleFileName.ts';
import { FormField } from './FormField.tsx';

interface TrackRowProps {
  kind: SubtitleKind;
  /** 1-based, as people count rows. */
  number: number;
  track: SubtitleTrack;
  /** Messages of the last failed save for this row, by field: label, language, url. */
  errors: Partial<Record<'label' | 'language' | 'url', string>>;
  /** A change, or (after a conversion, when the author may have typed meanwhile) a change computed from the row as it is then. */
  onChange(patch: Partial<SubtitleTrack> | ((current: SubtitleTrack) => Partial<SubtitleTrack>)): void;
  onRemove(): void;
}

const ACCEPT = SUBTITLE_FILE_EXTENSIONS.video.map((extension) => `.${extension}`).join(',');

/** The file a row plays, as the editor names it: the uploaded file's name, or the library file's. */
function shownFileName(track: SubtitleTrack): string | undefined {
  if (track.fileName) return shortenFileName(track.fileName, FILE_NAME_LIMITS.entry);
  if (track.url.startsWith('/')) return shortenFileName(decodeURIComponent(track.url.split(/[?#]/)[0]?.split('/').pop() ?? ''), FILE_NAME_LIMITS.entry);
  return undefined;
}

/**
 * One subtitle or description file: its display label, language and file. A
 * chosen file goes to the server, which converts it to WebVTT and suggests a
 * label and language for the fields still empty.
 */
export function TrackRow({ kind, number, track, errors, onChange, onRemove }: TrackRowProps) {
  const api = useApi();
  const fileInputId = useId();
  const fileStateId = useId();
  const fileErrorId = useId();
  const [converting, setConverting] = useState(false);
  const [conversionError, setConversionError] = useState<string>();
  const noun = kind === 'subtitle' ? 'Subtitle' : 'Description';
  const fileError = conversionError ?? errors.url;
  const fileName = shownFileName(track);

  const convert = async (file: File) => {
    setConverting(true);
    setConversionError(undefined);
    try {
      const converted = await api.post<ConvertedSubtitles>('video/subtitles/convert/', { text: await file.text(), fileName: file.name, media: 'video', kind });
      onChange((current) => ({
        url: converted.url,
        fileName: converted.fileName,
        ...(current.label.trim() === '' ? { label: converted.label } : {}),
        ...(current.language.trim() === '' && converted.language ? { language: converted.language } : {}),
      }));
    } catch (error) {
      setConversionError(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The file could not be read.');
    } finally {
      setConverting(false);
    }
  };

  return (
    <fieldset className="lms-video-track">
      <legend>
        {noun} {number}
      </legend>
      <FormField label="Display label" value={track.label} onChange={(label) => onChange({ label })} error={errors.label} maxLength={80} />
      <FormField label="Language" value={track.language} onChange={(language) => onChange({ language: language.trim() })} hint="A code such as en, es or pt-BR." error={errors.language} />
      <div className="lms-video-field">
        <label htmlFor={fileInputId}>{noun} file</label>
        <input
          id={fileInputId}
          type="file"
          accept={ACCEPT}
          disabled={converting}
          aria-invalid={fileError !== undefined}
          aria-describedby={fileError === undefined ? fileStateId : `${fileErrorId} ${fileStateId}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void convert(file);
          }}
        />
        <p id={fileStateId} className="lms-video-field-hint" role="status">
          {converting ? 'Converting the file…' : fileName !== undefined ? `Current file: ${fileName}` : track.url === '' ? 'No file chosen yet. SubRip (.srt) preferred.' : 'A converted file is attached.'}
        </p>
        {fileError !== undefined && (
          <p id={fileErrorId} className="lms-video-field-error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <button type="button" className="lms-video-button" onClick={onRemove}>
        Remove {noun.toLowerCase()} {number}
      </button>
    </fieldset>
  );
}
