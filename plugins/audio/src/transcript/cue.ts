/** One timed line of a transcript: times in milliseconds, plain text lines joined by "\n". */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/**
 * A transcript as the audio component keeps it: timed cues (from SubRip or
 * WebVTT, played as a <track> too), or plain text from a .txt file without
 * timings, which can only be read.
 */
export type Transcript = { timed: true; cues: Cue[]; language?: string } | { timed: false; text: string };
