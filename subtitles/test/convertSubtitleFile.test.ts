import { describe, expect, it } from 'vitest';
import { convertSubtitleFile as convertWith, type SubtitleFileInput } from '../src/convertSubtitleFile.ts';
import { SUBTITLE_READERS } from '../src/subtitleReaders.ts';
import { parseSubtitleEntry } from '@lms/contract/subtitleEntry.ts';
import { readDataUrl } from '../src/subtitleDataUrl.ts';
import { readWebVtt } from '../src/readWebVtt.ts';
import { readSsa } from '../src/readSsa.ts';
import { LECTURE_CUES, LECTURE_SRT, LECTURE_TTML } from './subtitleFixtures.ts';

/** Each media's file read with every format it takes, as the server reads uploads. */
const convertSubtitleFile = (input: SubtitleFileInput) => convertWith(input, SUBTITLE_READERS[input.media]);

describe('convertSubtitleFile', () => {
  it('turns SubRip into WebVTT, SSA, a data URL and the stored entry, suggesting the language its name gives', () => {
    const result = convertSubtitleFile({ text: LECTURE_SRT, fileName: 'Introduction to cell biology, week 1.fr.srt', media: 'video', kind: 'subtitle' });
    if (!result.ok) throw new Error(result.message);
    const { converted } = result;
    if (!converted.timed) throw new Error('SubRip converts to timed cues');
    expect(readWebVtt(converted.vtt).cues).toEqual(LECTURE_CUES);
    expect(readSsa(converted.ssa)).toEqual(LECTURE_CUES);
    expect(readDataUrl(converted.url)).toEqual({ mimeType: 'text/vtt', text: converted.vtt });
    expect(converted).toMatchObject({ timed: true, label: 'French', language: 'fr', fileName: 'Introduction_to_cell_b\u2026.srt', cueCount: 3 });
    expect(parseSubtitleEntry(converted.entry)).toEqual({ display: 'French', fileName: converted.fileName, subs: converted.url });
  });

  it('takes the language a timed-text file declares, in its usual casing', () => {
    const result = convertSubtitleFile({ text: LECTURE_TTML, fileName: 'captions.xml', media: 'video', kind: 'subtitle' });
    expect(result.ok && result.converted).toMatchObject({ language: 'en-US', label: 'American English' });
  });

  it('labels a file of no known language by its name, shortened to 13 characters', () => {
    const result = convertSubtitleFile({ text: LECTURE_SRT, fileName: 'described-version.srt', media: 'video', kind: 'description' });
    expect(result.ok && result.converted).toMatchObject({ language: null, label: 'described-ve\u2026' });
  });

  it("asks for a subtitle or description file when none was chosen, or one the media's chooser does not take", () => {
    expect(convertSubtitleFile({ text: '', fileName: 'a.srt', media: 'video', kind: 'subtitle' })).toEqual({
      ok: false,
      field: 'fileName',
      message: 'Please choose a subtitle file (.srt preferred)',
    });
    expect(convertSubtitleFile({ text: LECTURE_SRT, fileName: 'notes.pdf', media: 'video', kind: 'description' })).toEqual({
      ok: false,
      field: 'fileName',
      message: 'Please choose a description file (.srt preferred)',
    });
    // Part 2 §5: audio takes txt, video does not; video converts xml and ass, audio does not.
    expect(convertSubtitleFile({ text: LECTURE_SRT, fileName: 'a.txt', media: 'video', kind: 'subtitle' })).toMatchObject({ ok: false, field: 'fileName' });
    expect(convertSubtitleFile({ text: LECTURE_TTML, fileName: 'a.xml', media: 'audio', kind: 'subtitle' })).toMatchObject({ ok: false, field: 'fileName' });
    expect(convertSubtitleFile({ text: LECTURE_SRT, fileName: 'a.txt', media: 'audio', kind: 'subtitle' })).toMatchObject({ ok: true });
  });

  it("answers 'Invalid subtitle file format...' for text in no format its media reads", () => {
    const invalid = { ok: false, field: 'text', message: 'Invalid subtitle file format...' };
    expect(convertSubtitleFile({ text: 'Just some words.', fileName: 'a.srt', media: 'video', kind: 'subtitle' })).toEqual(invalid);
    expect(convertSubtitleFile({ text: LECTURE_TTML, fileName: 'a.vtt', media: 'audio', kind: 'subtitle' })).toEqual(invalid);
    expect(convertSubtitleFile({ text: 'WEBVTT\n\nNOTE only a note', fileName: 'a.vtt', media: 'video', kind: 'subtitle' })).toEqual(invalid);
  });

  it('refuses subtitles larger than an entry holds', () => {
    const cue = (index: number) => `${index}\n00:00:01,000 --> 00:00:02,000\n${'word '.repeat(40)}\n`;
    const text = Array.from({ length: 1500 }, (_, index) => cue(index + 1)).join('\n');
    expect(convertSubtitleFile({ text, fileName: 'big.srt', media: 'video', kind: 'subtitle' })).toEqual({
      ok: false,
      field: 'text',
      message: 'This subtitle file is too large (at most 256 KiB once converted to WebVTT).',
    });
  });
});
