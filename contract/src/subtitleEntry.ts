/**
 * Part 2 §3: a subtitle or description entry is display, fileName and subs (a
 * data URL), stored as one string joined by "::" — the form a media file's
 * subtitles_array and description_array keep (part 1 §7, PUT media/files/{id}/).
 */
export interface SubtitleEntry {
  display: string;
  fileName: string;
  subs: string;
}

export const ENTRY_SEPARATOR = '::';

/**
 * Reads "display::fileName::subs". The data URL may itself hold "::" (its text
 * is free), so only the first two separators split; display and fileName never
 * hold one. Null when the string has fewer than three parts.
 */
export function parseSubtitleEntry(stored: string): SubtitleEntry | null {
  const first = stored.indexOf(ENTRY_SEPARATOR);
  if (first < 0) return null;
  const second = stored.indexOf(ENTRY_SEPARATOR, first + ENTRY_SEPARATOR.length);
  if (second < 0) return null;
  return {
    display: stored.slice(0, first),
    fileName: stored.slice(first + ENTRY_SEPARATOR.length, second),
    subs: stored.slice(second + ENTRY_SEPARATOR.length),
  };
}

/** Writes the stored form. A display label or file name holding "::" could not be read back, so it is refused. */
export function formatSubtitleEntry(entry: SubtitleEntry): string {
  for (const part of [entry.display, entry.fileName]) {
    if (part.includes(ENTRY_SEPARATOR)) throw new RangeError(`A subtitle entry's display label and file name cannot hold "${ENTRY_SEPARATOR}": ${part}`);
  }
  return [entry.display, entry.fileName, entry.subs].join(ENTRY_SEPARATOR);
}
