import type { Cue } from './cue.ts';

function time(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds));
  const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}.${pad(total % 1000, 3)}`;
}

/** WebVTT for <track>: cue text escaped so nothing reads as a tag or a timing arrow, no blank line inside a cue. */
export function writeWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue, index) => {
    const text = cue.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').split('\n').filter((line) => line.trim() !== '').join('\n');
    return `${index + 1}\n${time(cue.start)} --> ${time(cue.end)}\n${text}`;
  });
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
