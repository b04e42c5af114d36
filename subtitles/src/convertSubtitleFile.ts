import { Type, type Static } from '@lms/contract/call.ts';
import type { Transcript } from './cue.ts';
import type { SubtitleReaders } from './readSubtitles.ts';
import { readTranscript } from './readTranscript.ts';
import { MAX_SUBTITLE_BYTES, PLAIN_TEXT_MIME_TYPE, WEBVTT_MIME_TYPE, textDataUrl } from './subtitleDataUrl.ts';
import { formatSubtitleEntry } from '@lms/contract/subtitleEntry.ts';
import { FILE_NAME_LIMITS, fileExtension, sanitiseFileName, shortenFileName } from './subtitleFileName.ts';
import {
  INVALID_SUBTITLE_FORMAT,
  PLAIN_TRANSCRIPT_EXTENSIONS,
  SUBTITLE_FILE_EXTENSIONS,
  SUBTITLE_FILE_TOO_LARGE,
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

const convertedFile = {
  /** The file as stored, WebVTT or plain text, as a data URL: an entry's `url`. */
  url: Type.String(),
  /** A display label to offer: the language's name, or the file name shortened to 13 characters. */
  label: Type.String(),
  /** The language the file or its name gives, if any. */
  language: Type.Union([Type.String(), Type.Null()]),
  /** The file's name, sanitised and shortened to 27 characters. */
  fileName: Type.String(),
  /** The entry in its stored form, display::fileName::subs. */
  entry: Type.String(),
};

/** A converted subtitle file: timed cues as WebVTT and SSA, or an audio's plain transcript; the answer of video's `video/subtitles/convert/`. */
export const ConvertedSubtitlesSchema = Type.Union([
  Type.Object({
    ...convertedFile,
    timed: Type.Literal(true),
    /** The subtitles as WebVTT, what browsers read for <track>. */
    vtt: Type.String(),
    /** The same as SubStation Alpha, for desktop subtitle tools. */
    ssa: Type.String(),
    cueCount: Type.Integer(),
  }),
  /** A plain transcript (an audio's .txt without timings): read, never played. */
  Type.Object({ ...convertedFile, timed: Type.Literal(false), text: Type.String() }),
]);
export type ConvertedSubtitles = Static<typeof ConvertedSubtitlesSchema>;

export type SubtitleConversion = { ok: true; converted: ConvertedSubtitles } | { ok: false; field: 'fileName' | 'text'; message: string };

/** The language a timed file names, when it is one a player knows; a plain transcript names none. */
function namedLanguage(transcript: Transcript): string | undefined {
  if (!transcript.timed || transcript.language === undefined || languageName(transcript.language) === undefined) return undefined;
  return canonicalLanguage(transcript.language);
}

/**
 * Turns an uploaded subtitle file into what a component stores: checks the
 * file's kind for its media (part 2 §5), reads it, writes WebVTT and SSA
 * (part 1 §9) or keeps an audio's plain transcript, and suggests a label and language.
 * `readers` are the formats read for the media: SUBTITLE_READERS[media], or
 * in a browser the lighter set that media needs (SUBRIP_AND_WEBVTT_READERS for audio).
 */
export function convertSubtitleFile({ text, fileName, media, kind }: SubtitleFileInput, readers: SubtitleReaders): SubtitleConversion {
  const extension = fileExtension(fileName);
  if (!SUBTITLE_FILE_EXTENSIONS[media].includes(extension) || text.trim() === '') {
    return { ok: false, field: 'fileName', message: chooseSubtitleFileMessage(kind) };
  }
  const transcript = readTranscript(text, readers, PLAIN_TRANSCRIPT_EXTENSIONS[media].includes(extension));
  if (!transcript) return { ok: false, field: 'text', message: INVALID_SUBTITLE_FORMAT };
  const stored = transcript.timed ? writeWebVtt(transcript.cues) : transcript.text;
  if (new TextEncoder().encode(stored).length > MAX_SUBTITLE_BYTES) return { ok: false, field: 'text', message: SUBTITLE_FILE_TOO_LARGE[media] };
  // A language the file itself names wins over its file name.
  const language = namedLanguage(transcript) ?? languageFromFileName(fileName);
  const label = suggestedLabel(language, fileName);
  const shortName = shortenFileName(sanitiseFileName(fileName), FILE_NAME_LIMITS.entry);
  const url = textDataUrl(stored, transcript.timed ? WEBVTT_MIME_TYPE : PLAIN_TEXT_MIME_TYPE);
  const file = { url, label, language: language ?? null, fileName: shortName, entry: formatSubtitleEntry({ display: label, fileName: shortName, subs: url }) };
  return {
    ok: true,
    converted: transcript.timed
      ? { ...file, timed: true, vtt: stored, ssa: writeSsa(transcript.cues, label), cueCount: transcript.cues.length }
      : { ...file, timed: false, text: stored },
  };
}
