import { describe, expect, it } from 'vitest';
import { readSubRip } from '../src/readSubRip.ts';
import { readWebVtt } from '../src/readWebVtt.ts';
import { readSsa } from '../src/readSsa.ts';
import { readTimedTextXml } from '../src/readTimedTextXml.ts';
import { detectSubtitleFormat, readSubtitles } from '../src/readSubtitles.ts';
import { SUBRIP_AND_WEBVTT_READERS, WEBVTT_READERS } from '../src/subtitleReaders.ts';
import { timedTextRates, timedTextTime } from '../src/timedTextTime.ts';
import { plainCueText } from '../src/cueText.ts';
import { LECTURE_CUES, LECTURE_SRT, LECTURE_TTML } from './subtitleFixtures.ts';

describe('readSubRip', () => {
  it('reads numbered cues with a byte-order mark, CRLF line ends, tags and entities', () => {
    expect(readSubRip(LECTURE_SRT)).toEqual(LECTURE_CUES);
  });

  it('reads cues without numbers, with dots and short fractions, and puts them in time order', () => {
    const text = '00:00:05.5 --> 00:00:06,000\nSecond\n\n\n00:00:01,000 --> 00:00:02,000\nFirst\n';
    expect(readSubRip(text)).toEqual([
      { start: 1000, end: 2000, text: 'First' },
      { start: 5500, end: 6000, text: 'Second' },
    ]);
  });

  it('drops cues a player cannot show: no text, or an end not after the start', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\n<i></i>\n\n2\n00:00:04,000 --> 00:00:03,000\nBackwards\n\n3\n00:00:05,000 --> 00:00:06,000\nKept';
    expect(readSubRip(text)).toEqual([{ start: 5000, end: 6000, text: 'Kept' }]);
  });

  it('finds nothing in text that is no SubRip', () => {
    expect(readSubRip('Just a paragraph of words.\nAnd another.')).toEqual([]);
  });
});

describe('readWebVtt', () => {
  it('reads cues, skipping the header, NOTE and STYLE blocks, cue ids and settings; voice and timestamp tags are dropped', () => {
    const text = [
      'WEBVTT - Lecture one',
      'Kind: captions',
      'Language: fr',
      '',
      'NOTE written by hand',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:01.000 --> 00:04.500 align:start line:0',
      '<v Professor>Bonjour</v> &amp; <00:00:02.000>bienvenue',
      '',
      '1:02:03.040 --> 1:02:05.000',
      '<c.loud>Fin</c>',
      '',
    ].join('\n');
    expect(readWebVtt(text)).toEqual({
      cues: [
        { start: 1000, end: 4500, text: 'Bonjour & bienvenue' },
        { start: 3_723_040, end: 3_725_000, text: 'Fin' },
      ],
      language: 'fr',
    });
  });

  it('needs the WEBVTT signature', () => {
    expect(readWebVtt('00:01.000 --> 00:02.000\nHi').cues).toEqual([]);
    expect(readWebVtt('WEBVTTX\n\n00:01.000 --> 00:02.000\nHi').cues).toEqual([]);
  });
});

describe('readSsa', () => {
  it('reads ASS dialogue by its Format line: override blocks dropped, \\N a line break, commas kept in the text', () => {
    const text = [
      '[Script Info]',
      'ScriptType: v4.00+',
      '',
      '[V4+ Styles]',
      'Format: Name, Fontname, Fontsize',
      'Style: Default,Arial,20',
      '',
      '[Events]',
      'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
      'Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,not shown',
      'Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,{\\i1}Hello{\\i0}, world\\NLine two',
      'Dialogue: 0,1:02:03.04,1:02:05.00,Default,,0,0,0,,Second, with\\hcommas',
    ].join('\n');
    expect(readSsa(text)).toEqual([
      { start: 1000, end: 2500, text: 'Hello, world\nLine two' },
      { start: 3_723_040, end: 3_725_000, text: 'Second, with commas' },
    ]);
  });
});

describe('readTimedTextXml', () => {
  it('reads paragraphs with clock times, offsets and durations, spans and line breaks, and the document language', () => {
    expect(readTimedTextXml(LECTURE_TTML)).toEqual({ cues: LECTURE_CUES, language: 'en-us' });
  });

  it('counts times from the enclosing div and reads namespaced DFXP with ticks and frames', () => {
    const dfxp = `<tt:tt xmlns:tt="http://www.w3.org/ns/ttml" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" ttp:tickRate="10000000" ttp:frameRate="25">
      <tt:body><tt:div begin="10s">
        <tt:p begin="10000000t" end="20000000t">Ticks</tt:p>
        <tt:p begin="00:00:03:05" dur="25f">Frames</tt:p>
      </tt:div></tt:body></tt:tt>`;
    expect(readTimedTextXml(dfxp)).toEqual({
      cues: [
        { start: 11000, end: 12000, text: 'Ticks' },
        { start: 13200, end: 14200, text: 'Frames' },
      ],
    });
  });

  it('refuses documents that are not well formed, are no timed text, or declare a DOCTYPE', () => {
    expect(readTimedTextXml('<tt><body><p begin="1s" end="2s">Hi</body></tt>').cues).toEqual([]);
    expect(readTimedTextXml('<html><p begin="1s" end="2s">Hi</p></html>').cues).toEqual([]);
    expect(readTimedTextXml('<?xml version="1.0"?><!DOCTYPE tt [<!ENTITY a "aaaa">]><tt><body><p begin="1s" end="2s">&a;</p></body></tt>').cues).toEqual([]);
  });

  it('reads every TTML time expression', () => {
    const rates = timedTextRates({ frameRate: '30', frameRateMultiplier: '1000 1001', tickRate: '90000' });
    expect(timedTextTime('01:00:00.5', rates)).toBe(3_600_500);
    expect(timedTextTime('1.5h', rates)).toBe(5_400_000);
    expect(timedTextTime('2m', rates)).toBe(120_000);
    expect(timedTextTime('250ms', rates)).toBe(250);
    expect(timedTextTime('90000t', rates)).toBe(1000);
    expect(timedTextTime('00:00:01:15', rates)).toBe(1501);
    expect(timedTextTime('soon', rates)).toBeUndefined();
    expect(timedTextRates({})).toEqual({ frameRate: 30, subFrameRate: 1, tickRate: 1 });
  });
});

describe('detectSubtitleFormat and readSubtitles', () => {
  it('judges the format by content', () => {
    expect(detectSubtitleFormat(LECTURE_SRT)).toBe('srt');
    expect(detectSubtitleFormat('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toBe('vtt');
    expect(detectSubtitleFormat(LECTURE_TTML)).toBe('ttml');
    expect(detectSubtitleFormat('[Script Info]\n\n[Events]\n')).toBe('ssa');
    expect(detectSubtitleFormat('Plain words.')).toBeUndefined();
  });

  it('reads only the accepted formats, and only text with a cue to show', () => {
    expect(readSubtitles(LECTURE_SRT, SUBRIP_AND_WEBVTT_READERS)).toEqual({ cues: LECTURE_CUES, format: 'srt' });
    expect(readSubtitles(LECTURE_TTML, SUBRIP_AND_WEBVTT_READERS)).toBeNull();
    expect(readSubtitles('WEBVTT\n\nNOTE nothing else', WEBVTT_READERS)).toBeNull();
  });
});

describe('plainCueText', () => {
  it('keeps words, drops markup, decodes named and numeric entities', () => {
    expect(plainCueText('<font color="red">Red</font> &#233;t&#xE9; &nbsp;&unknown;\n\n  <b>bold</b>  ')).toBe('Red été \u00a0&unknown;\nbold');
  });
});
