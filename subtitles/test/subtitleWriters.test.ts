import { describe, expect, it } from 'vitest';
import { readSubRip } from '../src/readSubRip.ts';
import { readWebVtt } from '../src/readWebVtt.ts';
import { readSsa } from '../src/readSsa.ts';
import { readTimedTextXml } from '../src/readTimedTextXml.ts';
import { webVttTime, writeWebVtt } from '../src/writeWebVtt.ts';
import { ssaTime, writeSsa } from '../src/writeSsa.ts';
import { LECTURE_CUES, LECTURE_SRT, LECTURE_TTML } from './subtitleFixtures.ts';

describe('writeWebVtt', () => {
  it('writes numbered cues with full times, escaping what would read as markup', () => {
    expect(writeWebVtt(LECTURE_CUES.slice(0, 2))).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.000 --> 00:00:04.500',
        'Welcome to the course.',
        'Today: cells &amp; membranes.',
        '',
        '2',
        '00:00:05.000 --> 00:00:07.250',
        'A &lt;b&gt; tag is just text here.',
        '',
      ].join('\n'),
    );
  });

  it('keeps "-->" in text from ending the timing line and blank lines from ending the cue', () => {
    const vtt = writeWebVtt([{ start: 0, end: 1000, text: 'a --> b\n\nc' }]);
    expect(vtt).toContain('a --&gt; b\nc\n');
    expect(readWebVtt(vtt).cues).toEqual([{ start: 0, end: 1000, text: 'a --> b\nc' }]);
  });

  it('writes times of 100 hours and more', () => {
    expect(webVttTime(360_000_000 + 61_001)).toBe('100:01:01.001');
  });
});

describe('writeSsa', () => {
  it('writes an SSA v4.00 script with a default style and one Dialogue line per cue', () => {
    const ssa = writeSsa(LECTURE_CUES.slice(0, 1), 'English');
    expect(ssa.split('\r\n')).toEqual([
      '[Script Info]',
      'Title: English',
      'ScriptType: v4.00',
      'Collisions: Normal',
      '',
      '[V4 Styles]',
      'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding',
      'Style: Default,Arial,20,16777215,65535,65535,0,0,0,1,2,0,2,10,10,10,0,0',
      '',
      '[Events]',
      'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
      'Dialogue: Marked=0,0:00:01.00,0:00:04.50,Default,,0000,0000,0000,,Welcome to the course.\\NToday: cells & membranes.',
      '',
    ]);
  });

  it('turns braces into parentheses so text never opens an override block', () => {
    expect(writeSsa([{ start: 0, end: 1000, text: 'f{x}' }], 't')).toContain(',,f(x)\r\n');
    expect(ssaTime(3_723_045)).toBe('1:02:03.05');
  });
});

describe('round trips', () => {
  it('srt -> vtt -> cues gives the cues of the srt', () => {
    const cues = readSubRip(LECTURE_SRT);
    expect(readWebVtt(writeWebVtt(cues)).cues).toEqual(cues);
  });

  it('ttml -> vtt -> cues gives the cues of the ttml', () => {
    const { cues } = readTimedTextXml(LECTURE_TTML);
    expect(readWebVtt(writeWebVtt(cues)).cues).toEqual(LECTURE_CUES);
  });

  it('the SSA written reads back to the same cues', () => {
    expect(readSsa(writeSsa(LECTURE_CUES, 'Lecture'))).toEqual(LECTURE_CUES);
  });
});
