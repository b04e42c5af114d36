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

/** Keeps the cues a player can show: some text, an end after the start; in time order. */
export function playableCues(cues: Cue[]): Cue[] {
  return cues.filter((cue) => cue.text !== '' && cue.end > cue.start && cue.start >= 0).sort((a, b) => a.start - b.start || a.end - b.end);
}
