/** One timed subtitle: times in milliseconds, text as plain lines joined by "\n". */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** What a subtitle file held: its cues in time order, and its language when the file names one. */
export interface SubtitleDocument {
  cues: Cue[];
  language?: string;
}

/**
 * A subtitle file read to be followed or read: timed cues (played as a <track>
 * too), or, where a media takes them (audio's .txt), plain text without
 * timings, which can only be read.
 */
export type Transcript = ({ timed: true } & SubtitleDocument) | { timed: false; text: string };

/** Keeps the cues a player can show: some text, an end after the start; in time order. */
export function playableCues(cues: Cue[]): Cue[] {
  return cues.filter((cue) => cue.text !== '' && cue.end > cue.start && cue.start >= 0).sort((a, b) => a.start - b.start || a.end - b.end);
}
