import { describe, expect, it } from 'vitest';
import { convertSubtitleFile } from '../src/convertSubtitleFile.ts';
import { plainCueText } from '../src/cueText.ts';
import { looksLikeSsa, readSsa } from '../src/readSsa.ts';
import { readTimedTextXml } from '../src/readTimedTextXml.ts';
import { readWebVtt } from '../src/readWebVtt.ts';
import { SUBTITLE_READERS } from '../src/subtitleReaders.ts';
import { looksLikeTimedTextXml } from '../src/timedTextSignature.ts';
import { MAX_XML_DEPTH, xmlNestsDeeperThan } from '@lms/contract/xml/xmlNesting.ts';

/** Milliseconds `work` takes. */
function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

const SSA_HEAD = '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Text\n';

// Issue 14 §2: inputs that took seconds to forever on the backtracking expressions; each now reads in one pass.
describe('subtitle readers on adversarial input are linear', () => {
  it('tells timed text by a scan: comments before the root no longer blow up', () => {
    expect(timed(() => looksLikeTimedTextXml(`${'<!---->'.repeat(30)}x`))).toBeLessThan(50);
    expect(timed(() => looksLikeTimedTextXml(`${'<!---->'.repeat(300_000)}x`))).toBeLessThan(200);
    expect(looksLikeTimedTextXml(`${'<!---->'.repeat(30)}x`)).toBe(false);
    expect(looksLikeTimedTextXml('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<tt xmlns="http://www.w3.org/ns/ttml">')).toBe(true);
    expect(looksLikeTimedTextXml('<tt:tt xmlns:tt="http://www.w3.org/ns/ttml">')).toBe(true);
    expect(looksLikeTimedTextXml('<ttx>')).toBe(false);
    expect(looksLikeTimedTextXml('<!-- never closed <tt>')).toBe(false);
  });

  it('drops SSA override blocks in one pass (a line of "{")', () => {
    const line = `${SSA_HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,Default,${'{'.repeat(2_000_000)}`;
    expect(timed(() => readSsa(line))).toBeLessThan(500);
    expect(readSsa(`${SSA_HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,Default,{\\i1}Hello{\\i0} {there\n`)[0]?.text).toBe('Hello {there');
  });

  it('tells SSA by its section lines, whatever the blank lines', () => {
    expect(timed(() => looksLikeSsa(`${'\n'.repeat(200_000)}x`))).toBeLessThan(200);
    expect(looksLikeSsa('  [Script Info]\n\n[events]\n')).toBe(true);
  });

  it('drops cue tags in one pass (a WebVTT cue of "<")', () => {
    const vtt = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'<'.repeat(2_000_000)}`;
    expect(timed(() => readWebVtt(vtt))).toBeLessThan(500);
    expect(timed(() => plainCueText('{\\'.repeat(1_000_000)))).toBeLessThan(500);
    expect(plainCueText('<i>one</i> < two <b\n>three {\\an8}four')).toBe('one < two <b\n>three four');
  });

  it('refuses timed text nested deeper than the limit as unreadable (422), never a stack overflow', () => {
    const deep = `<tt xmlns="http://www.w3.org/ns/ttml"><body>${'<div>'.repeat(100_000)}<p begin="1s" end="2s">x</p>${'</div>'.repeat(100_000)}</body></tt>`;
    expect(readTimedTextXml(deep).cues).toEqual([]);
    const conversion = convertSubtitleFile({ text: deep, fileName: 'deep.ttml', media: 'video', kind: 'subtitle' }, SUBTITLE_READERS.video);
    expect(conversion.ok).toBe(false);
    const shallow = `<tt xmlns="http://www.w3.org/ns/ttml"><body>${'<div>'.repeat(50)}<p begin="1s" end="2s">x</p>${'</div>'.repeat(50)}</body></tt>`;
    expect(readTimedTextXml(shallow).cues).toEqual([{ start: 1000, end: 2000, text: 'x' }]);
  });
});

describe('xmlNestsDeeperThan', () => {
  it('counts open elements, skipping self-closed ones, comments, CDATA and quoted ">"', () => {
    expect(xmlNestsDeeperThan('<a><b><c/></b></a>', 2)).toBe(false);
    expect(xmlNestsDeeperThan('<a><b><c></c></b></a>', 2)).toBe(true);
    expect(xmlNestsDeeperThan('<a><!-- <b><c> --><![CDATA[<b><c>]]><b x="/>"><c/></b></a>', 2)).toBe(false);
    expect(xmlNestsDeeperThan(`${'<a>'.repeat(MAX_XML_DEPTH)}${'</a>'.repeat(MAX_XML_DEPTH)}`)).toBe(false);
    expect(xmlNestsDeeperThan('<a>'.repeat(MAX_XML_DEPTH + 1))).toBe(true);
    expect(timed(() => xmlNestsDeeperThan('<a x="'.repeat(300_000)))).toBeLessThan(200);
  });
});
