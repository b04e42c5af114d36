import { readTranscript } from './readTranscript.ts';
import { MAX_TRANSCRIPT_BYTES, TRANSCRIPT_MIME_TYPES, textDataUrl } from './transcriptDataUrl.ts';
import { CHOOSE_SUBTITLE_FILE, INVALID_SUBTITLE_FORMAT, TRANSCRIPT_FILE_EXTENSIONS, TRANSCRIPT_TOO_LARGE } from './transcriptMessages.ts';
import { FILE_NAME_LIMITS, canonicalLanguage, fileExtension, languageFromFileName, languageName, sanitiseFileName, shortenFileName, suggestedLabel } from './transcriptNames.ts';
import { writeWebVtt } from './writeWebVtt.ts';

export interface ConvertedTranscript {
  /** WebVTT (timed) or plain text, as a data URL: the entry's url. */
  url: string;
  label: string;
  language: string | undefined;
  /** Sanitised and shortened to 27 characters. */
  fileName: string;
}

export type TranscriptConversion = { ok: true; converted: ConvertedTranscript } | { ok: false; message: string };

/**
 * Turns a chosen transcript file into an entry, in the browser: SubRip and
 * WebVTT (also inside a .txt) become WebVTT for the player's <track>; a .txt
 * without timings is kept as a plain transcript to read.
 */
export function convertTranscriptFile(text: string, fileName: string): TranscriptConversion {
  const extension = fileExtension(fileName);
  if (!(TRANSCRIPT_FILE_EXTENSIONS as readonly string[]).includes(extension) || text.trim() === '') return { ok: false, message: CHOOSE_SUBTITLE_FILE };
  const transcript = readTranscript(text, extension === 'txt');
  if (!transcript) return { ok: false, message: INVALID_SUBTITLE_FORMAT };
  const body = transcript.timed ? writeWebVtt(transcript.cues) : transcript.text;
  if (new TextEncoder().encode(body).length > MAX_TRANSCRIPT_BYTES) return { ok: false, message: TRANSCRIPT_TOO_LARGE };
  const named = transcript.timed && transcript.language !== undefined && languageName(transcript.language) !== undefined ? canonicalLanguage(transcript.language) : undefined;
  const language = named ?? languageFromFileName(fileName);
  return {
    ok: true,
    converted: {
      url: textDataUrl(body, transcript.timed ? TRANSCRIPT_MIME_TYPES.timed : TRANSCRIPT_MIME_TYPES.plain),
      label: suggestedLabel(language, fileName),
      language,
      fileName: shortenFileName(sanitiseFileName(fileName), FILE_NAME_LIMITS.entry),
    },
  };
}
