import { normaliseLines, withoutSpans } from './cueText.ts';
import { playableCues, type Cue } from './cue.ts';

/** h:mm:ss.cc, SSA's time with hundredths of a second. */
const TIME = /^(\d+):(\d{1,2}):(\d{1,2})(?:\.(\d{1,3}))?$/;

function ssaTime(value: string | undefined): number | undefined {
  const match = TIME.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Math.round(Number(`0.${fraction}`) * 1000);
}

/** Dialogue text: override blocks such as {\i1} dropped, \N and \n line breaks kept, \h a space. */
function ssaText(text: string): string {
  return withoutSpans(text, '{', '}', '')
    .replace(/\\[Nn]/g, '\n')
    .replace(/\\h/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Whether text is an SSA or ASS script (it names its sections in brackets). */
export function looksLikeSsa(text: string): boolean {
  // Line by line: /^\s*\[Events\]/im would rescan every run of blank lines from each of its lines (quadratic).
  const lines = normaliseLines(text).split('\n').map((line) => line.trimStart().toLowerCase());
  return lines.some((line) => line.startsWith('[script info]')) && lines.some((line) => line.startsWith('[events]'));
}

/**
 * Reads SubStation Alpha (.ssa) and Advanced SubStation Alpha (.ass): the
 * Dialogue lines of the [Events] section, laid out by its Format line. Text is
 * the last field, so it may hold commas.
 */
export function readSsa(text: string): Cue[] {
  const cues: Cue[] = [];
  let inEvents = false;
  let format: string[] = [];
  for (const line of normaliseLines(text).split('\n')) {
    const section = /^\s*\[(.+)\]\s*$/.exec(line);
    if (section) {
      inEvents = section[1]?.toLowerCase() === 'events';
      continue;
    }
    if (!inEvents) continue;
    const entry = /^\s*(Format|Dialogue)\s*:\s*(.*)$/i.exec(line);
    if (!entry) continue;
    const [, kind = '', rest = ''] = entry;
    if (kind.toLowerCase() === 'format') {
      format = rest.split(',').map((name) => name.trim().toLowerCase());
      continue;
    }
    const fields = splitFields(rest, format.length);
    const field = (name: string) => fields[format.indexOf(name)];
    const start = ssaTime(field('start'));
    const end = ssaTime(field('end'));
    if (start === undefined || end === undefined) continue;
    cues.push({ start, end, text: ssaText(field('text') ?? '') });
  }
  return playableCues(cues);
}

/** Splits on the first `count - 1` commas: the last field keeps the rest. */
function splitFields(line: string, count: number): string[] {
  const fields: string[] = [];
  let rest = line;
  while (fields.length < count - 1) {
    const comma = rest.indexOf(',');
    if (comma < 0) break;
    fields.push(rest.slice(0, comma));
    rest = rest.slice(comma + 1);
  }
  fields.push(rest);
  return fields;
}
