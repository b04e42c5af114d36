import { useState } from 'react';
import { FILE_NAME_LIMITS, shortenFileName, type ConvertedSubtitles, type SubtitleKind, type SubtitleTrack } from '@lms/subtitles';
import { Button } from './Button.tsx';
import { FileField } from './FileField.tsx';
import { FormField } from './FormField.tsx';
import './subtitleTracks.css';

/** What a chosen file became (the track's file, with a label and language to offer), or why it was refused. */
export type TrackFileResult = { ok: true; converted: Pick<ConvertedSubtitles, 'url' | 'fileName' | 'label' | 'language'> } | { ok: false; message: string };

export interface SubtitleTrackRowProps {
  kind: SubtitleKind;
  /** 1-based, as people count rows. */
  number: number;
  track: SubtitleTrack;
  /** Messages of the last failed save for this row, by field. */
  errors: Partial<Record<'label' | 'language' | 'url', string>>;
  /** The file kinds the chooser offers (".srt,.vtt"). */
  accept: string;
  /** Which files to choose, said while the row has none ("SubRip (.srt) preferred."). */
  fileAdvice: string;
  convert(file: File): Promise<TrackFileResult>;
  /** A change, or (after a conversion, when the author may have typed meanwhile) a change computed from the row as it is then. */
  onChange(patch: Partial<SubtitleTrack> | ((current: SubtitleTrack) => Partial<SubtitleTrack>)): void;
  onRemove(): void;
}

/** The file a row plays, as the editor names it: the uploaded file's name, or the library file's. */
function shownFileName(track: SubtitleTrack): string | undefined {
  if (track.fileName) return shortenFileName(track.fileName, FILE_NAME_LIMITS.entry);
  if (track.url.startsWith('/')) return shortenFileName(decodeURIComponent(track.url.split(/[?#]/)[0]?.split('/').pop() ?? ''), FILE_NAME_LIMITS.entry);
  return undefined;
}

/**
 * One subtitle or description file of a media: its display label, language
 * and file. A chosen file is converted (to WebVTT, or kept as a plain
 * transcript), and its label and language are offered for the fields still empty.
 */
export function SubtitleTrackRow({ kind, number, track, errors, accept, fileAdvice, convert, onChange, onRemove }: SubtitleTrackRowProps) {
  const [converting, setConverting] = useState(false);
  const [conversionError, setConversionError] = useState<string>();
  const noun = kind === 'subtitle' ? 'Subtitle' : 'Description';
  const fileName = shownFileName(track);

  const choose = async (file: File) => {
    setConverting(true);
    setConversionError(undefined);
    let result: TrackFileResult;
    try {
      result = await convert(file);
    } catch {
      result = { ok: false, message: 'The file could not be read.' };
    }
    setConverting(false);
    if (!result.ok) {
      setConversionError(result.message);
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
    <fieldset className="lms-subtitle-track">
      <legend>
        {noun} {number}
      </legend>
      <FormField layout="inline" label="Display label" value={track.label} onChange={(label) => onChange({ label })} error={errors.label} maxLength={80} />
      <FormField
        layout="inline"
        label="Language"
        value={track.language}
        onChange={(language) => onChange({ language: language.trim() })}
        hint="A code such as en, es or pt-BR."
        error={errors.language}
      />
      <FileField
        layout="inline"
        label={`${noun} file`}
        accept={accept}
        disabled={converting}
        status={converting ? 'Converting the file…' : fileName !== undefined ? `Current file: ${fileName}` : track.url === '' ? `No file chosen yet. ${fileAdvice}` : 'A file is attached.'}
        error={conversionError ?? errors.url}
        onFile={(file) => void choose(file)}
      />
      <Button variant="secondary" small onClick={onRemove}>
        Remove {noun.toLowerCase()} {number}
      </Button>
    </fieldset>
  );
}
