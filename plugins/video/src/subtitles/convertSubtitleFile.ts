import { readSubtitles } from './readSubtitles.ts';
import { MAX_WEBVTT_BYTES, WEBVTT_MIME_TYPE, textDataUrl } from './subtitleDataUrl.ts';
import { formatSubtitleEntry } from './subtitleEntry.ts';
import { FILE_NAME_LIMITS, fileExtension, sanitiseFileName, shortenFileName } from './subtitleFileName.ts';
import {
  INVALID_SUBTITLE_FORMAT,
  SUBTITLE_FILE_EXTENSIONS,
  SUBTITLE_FILE_TOO_LARGE,
  SUBTITLE_READ_FORMATS,
  chooseSubtitleFileMessage,
  type SubtitleKind,
  type SubtitleMedia,
} from './subtitleFiles.ts';
import { canonicalLanguage, languageFromFileName, languageName, suggestedLabel } from './subtitleLanguage.ts';
import { writeSsa } from './writeSsa.ts';
import { writeWebVtt } from './writeWebVtt.ts';

export interface SubtitleFileInput {
  text: string;
  fileName: string;
  media: SubtitleMedia;
  kind: SubtitleKind;
}

export interface ConvertedSubtitles {
  /** The subtitles as WebVTT, what browsers read for <track>. */
  vtt: string;
  /** The same as SubStation Alpha, for desktop subtitle tools. */
  ssa: string;
  /** The WebVTT as a data URL: an entry's `url`. */
  url: string;
  /** A display label to offer: the language's name, or the file name shortened to 13 characters. */
  label: string;
  /** The language the file or its name gives, if any. */
  language: string | null;
  /** The file's name, sanitised and shortened to 27 characters. */
  fileName: string;
  /** The entry in its stored form, display::fileName::subs. */
  entry: string;
  cueCount: number;
}

export type SubtitleConversion = { ok: true; converted: ConvertedSubtitles } | { ok: false; field: 'fileName' | 'text'; message: string };

/**
 * Turns an uploaded subtitle file into what a component stores: checks the
 * file's kind for its media (part 2 §5), reads it, writes WebVTT and SSA
 * (part 1 §9), and suggests a label and language.
 */
export function convertSubtitleFile({ text, fileName, media, kind }: SubtitleFileInput): SubtitleConversion {
  if (!SUBTITLE_FILE_EXTENSIONS[media].includes(fileExtension(fileName)) || text.trim() === '') {
    return { ok: false, field: 'fileName', message: chooseSubtitleFileMessage(kind) };
  }
  const document = readSubtitles(text, SUBTITLE_READ_FORMATS[media]);
  if (!document) return { ok: false, field: 'text', message: INVALID_SUBTITLE_FORMAT };
  const vtt = writeWebVtt(document.cues);
  if (new TextEncoder().encode(vtt).length > MAX_WEBVTT_BYTES) return { ok: false, field: 'text', message: SUBTITLE_FILE_TOO_LARGE };
  // A language the file itself names wins over its file name, when it is one a player knows.
  const named = document.language !== undefined && languageName(document.language) !== undefined ? canonicalLanguage(document.language) : undefined;
  const language = named ?? languageFromFileName(fileName);
  const label = suggestedLabel(language, fileName);
  const shortName = shortenFileName(sanitiseFileName(fileName), FILE_NAME_LIMITS.entry);
  const url = textDataUrl(vtt, WEBVTT_MIME_TYPE);
  return {
    ok: true,
    converted: {
      vtt,
      ssa: writeSsa(document.cues, label),
      url,
      label,
      language: language ?? null,
      fileName: shortName,
      entry: formatSubtitleEntry({ display: label, fileName: shortName, subs: url }),
      cueCount: document.cues.length,
    },
  };
}
