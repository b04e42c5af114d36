import type { Cue, Transcript } from './cue.ts';

/*
 * A small reader of the two timed formats audio takes (part 2 §5: srt, txt,
 * vtt). The video plugin has a fuller one (timed-text XML, SSA); plugins share
 * no code, so this one reads only what audio needs.
 */

const SRT_TIME = String.raw`(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})`;
const VTT_TIME = String.raw`(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})`;
const TIMING = new RegExp(String.raw`^\s*(?:${SRT_TIME}|${VTT_TIME})\s+-->\s+(?:${SRT_TIME}|${VTT_TIME})(?:\s|$)`);

function milliseconds(hours = '0', minutes = '0', seconds = '0', fraction = '0'): number {
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

function timingOf(line: string): { start: number; end: number } | undefined {
  const match = TIMING.exec(line);
  if (!match) return undefined;
  const group = match.slice(1);
  const start = group[0] !== undefined ? milliseconds(group[0], group[1], group[2], group[3]) : milliseconds(group[4], group[5], group[6], group[7]);
  const end = group[8] !== undefined ? milliseconds(group[8], group[9], group[10], group[11]) : milliseconds(group[12], group[13], group[14], group[15]);
  return { start, end };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** Cue text without tags ({\an8} overrides, <i>, <v Speaker>), entities decoded, blank lines dropped. */
function plainText(markup: string): string {
  return markup
    .replace(/<[^>\n]*>/g, '')
    .replace(/\{\\[^}\n]*\}/g, '')
    .replace(/&(#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

function normalised(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export function isWebVtt(text: string): boolean {
  return /^WEBVTT(?:[ \t\n]|$)/.test(normalised(text));
}

/** Timed cues of SubRip or WebVTT text: each block's timing line (first, or second after a number or cue id), then its text. */
function readCues(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of normalised(text).split(/\n[ \t]*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timingAt = lines.findIndex((line) => timingOf(line) !== undefined);
    if (timingAt < 0 || timingAt > 1) continue;
    const timing = timingOf(lines[timingAt] ?? '');
    if (timing) cues.push({ ...timing, text: plainText(lines.slice(timingAt + 1).join('\n')) });
  }
  return cues.filter((cue) => cue.text !== '' && cue.end > cue.start).sort((a, b) => a.start - b.start);
}

/**
 * Reads a transcript file's text. WebVTT and SubRip give timed cues (null when
 * they hold none). A .txt holding cues is read as them; any other .txt is a plain transcript.
 */
export function readTranscript(text: string, plainAllowed: boolean): Transcript | null {
  if (isWebVtt(text)) {
    const language = /^Language:\s*(\S+)\s*$/im.exec(normalised(text).split(/\n[ \t]*\n/)[0] ?? '')?.[1];
    const cues = readCues(text);
    if (cues.length === 0) return null;
    return language ? { timed: true, cues, language } : { timed: true, cues };
  }
  const cues = readCues(text);
  if (cues.length > 0) return { timed: true, cues };
  if (!plainAllowed) return null;
  const plain = normalised(text).trim();
  return plain === '' ? null : { timed: false, text: plain };
}
