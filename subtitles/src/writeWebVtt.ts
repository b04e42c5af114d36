import type { Cue } from './cue.ts';

function pad(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/** hh:mm:ss.ttt, always with hours so every player reads it. */
export function webVttTime(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(total % 1000, 3)}`;
}

/** Cue text as WebVTT needs it: &, < and > escaped (so no text reads as a tag or as "-->"), no blank line inside. */
function webVttText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** Writes WebVTT, the format browsers read for <track>: numbered cues in order. */
export function writeWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue, index) => `${index + 1}\n${webVttTime(cue.start)} --> ${webVttTime(cue.end)}\n${webVttText(cue.text)}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
