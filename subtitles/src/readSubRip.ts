import { blocksOf, plainCueText } from './cueText.ts';
import { playableCues, type Cue } from './cue.ts';

/** 00:01:02,500 (also with a dot, as some tools write, and with 1 to 3 digits of fraction). */
const TIME = String.raw`(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}`);

export function subRipTime(hours: string, minutes: string, seconds: string, fraction: string): number {
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Whether a line is a SubRip timing line. */
export function isSubRipTiming(line: string): boolean {
  return TIMING.test(line);
}

/** Reads SubRip (.srt): numbered blocks of a timing line and text; the numbers are optional, as in files written by hand. */
export function readSubRip(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of blocksOf(text)) {
    const timingAt = block.findIndex((line) => TIMING.test(line));
    if (timingAt < 0 || timingAt > 1) continue;
    const [, h1 = '', m1 = '', s1 = '', f1 = '', h2 = '', m2 = '', s2 = '', f2 = ''] = TIMING.exec(block[timingAt] ?? '') ?? [];
    cues.push({ start: subRipTime(h1, m1, s1, f1), end: subRipTime(h2, m2, s2, f2), text: plainCueText(block.slice(timingAt + 1).join('\n')) });
  }
  return playableCues(cues);
}
