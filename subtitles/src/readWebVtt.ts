import { blocksOf, plainCueText } from './cueText.ts';
import { playableCues, type Cue, type SubtitleDocument } from './cue.ts';

/** WebVTT times: hours are optional, the fraction always has three digits. */
const TIME = String.raw`(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t]|$)`);

function vttTime(hours: string | undefined, minutes: string, seconds: string, millis: string): number {
  return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

/** Whether text starts as a WebVTT file must: the word WEBVTT alone or followed by a space, tab or line end. */
export function looksLikeWebVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text);
}

/**
 * Reads WebVTT: skips the header, NOTE, STYLE and REGION blocks and cue settings;
 * a `Language:` header line (as YouTube writes) gives the language.
 */
export function readWebVtt(text: string): SubtitleDocument {
  if (!looksLikeWebVtt(text)) return { cues: [] };
  const [header = [], ...blocks] = blocksOf(text);
  const language = header.map((line) => /^Language:\s*(\S+)\s*$/i.exec(line)?.[1]).find((code) => code !== undefined);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const timingAt = block.findIndex((line) => TIMING.test(line));
    // A block whose timing line is not first or second (after a cue id) is a NOTE, STYLE or REGION block, or no cue.
    if (timingAt < 0 || timingAt > 1) continue;
    const [, h1, m1 = '', s1 = '', f1 = '', h2, m2 = '', s2 = '', f2 = ''] = TIMING.exec(block[timingAt] ?? '') ?? [];
    cues.push({ start: vttTime(h1, m1, s1, f1), end: vttTime(h2, m2, s2, f2), text: plainCueText(block.slice(timingAt + 1).join('\n')) });
  }
  return language ? { cues: playableCues(cues), language } : { cues: playableCues(cues) };
}
