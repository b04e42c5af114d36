import type { Cue } from './cue.ts';

/** h:mm:ss.cc: SSA counts hundredths of a second. */
export function ssaTime(milliseconds: number): string {
  const hundredths = Math.max(0, Math.round(milliseconds / 10));
  const hours = Math.floor(hundredths / 360_000);
  const minutes = Math.floor(hundredths / 6000) % 60;
  const seconds = Math.floor(hundredths / 100) % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Dialogue text: line breaks as \N; braces would open an override block, so they become parentheses. */
function ssaText(text: string): string {
  return text.replace(/\{/g, '(').replace(/\}/g, ')').split('\n').join('\\N');
}

/**
 * Writes SubStation Alpha v4.00 (.ssa) with one plain white style, for
 * authors who edit subtitles in desktop tools.
 */
export function writeSsa(cues: Cue[], title: string): string {
  const lines = [
    '[Script Info]',
    `Title: ${title.replace(/[\r\n]+/g, ' ')}`,
    'ScriptType: v4.00',
    'Collisions: Normal',
    '',
    '[V4 Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding',
    'Style: Default,Arial,20,16777215,65535,65535,0,0,0,1,2,0,2,10,10,10,0,0',
    '',
    '[Events]',
    'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues.map((cue) => `Dialogue: Marked=0,${ssaTime(cue.start)},${ssaTime(cue.end)},Default,,0000,0000,0000,,${ssaText(cue.text)}`),
  ];
  return lines.join('\r\n') + '\r\n';
}
