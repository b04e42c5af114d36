import { describe, expect, it } from 'vitest';
import { readTranscript } from '../src/readTranscript.ts';
import { writeWebVtt } from '../src/writeWebVtt.ts';
import { convertSubtitleFile } from '../src/convertSubtitleFile.ts';
import { readDataUrl, textDataUrl } from '../src/subtitleDataUrl.ts';
import { SUBRIP_AND_WEBVTT_READERS } from '../src/subtitleReaders.ts';
import { FILE_NAME_LIMITS, sanitiseFileName, shortenFileName } from '../src/subtitleFileName.ts';
import { languageFromFileName, suggestedLabel } from '../src/subtitleLanguage.ts';

const SRT = '\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>Welcome</i> &amp; hello.\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\n{\\an8}Second line\r\nwraps here.\r\n';
const CUES = [
  { start: 1000, end: 3500, text: 'Welcome & hello.' },
  { start: 4000, end: 6000, text: 'Second line\nwraps here.' },
];

const convertForAudio = (text: string, fileName: string) => convertSubtitleFile({ text, fileName, media: 'audio', kind: 'subtitle' }, SUBRIP_AND_WEBVTT_READERS);

describe('readTranscript', () => {
  it('reads SubRip, with a byte-order mark, CRLF, tags and entities', () => {
    expect(readTranscript(SRT, SUBRIP_AND_WEBVTT_READERS, false)).toEqual({ timed: true, cues: CUES });
  });

  it('reads WebVTT with its language header, skipping NOTE blocks and cue settings', () => {
    const vtt = 'WEBVTT\nLanguage: de\n\nNOTE hi\n\nid-1\n00:01.000 --> 00:03.500 align:start\n<v Anna>Hallo &#233;</v>\n\n01:00:00.000 --> 01:00:01.000\nEnde';
    expect(readTranscript(vtt, SUBRIP_AND_WEBVTT_READERS, false)).toEqual({
      timed: true,
      language: 'de',
      cues: [
        { start: 1000, end: 3500, text: 'Hallo é' },
        { start: 3_600_000, end: 3_601_000, text: 'Ende' },
      ],
    });
  });

  it('reads plain text as a transcript only where plain text is allowed (.txt)', () => {
    expect(readTranscript('Hello.\n\nSecond paragraph.\n', SUBRIP_AND_WEBVTT_READERS, true)).toEqual({ timed: false, text: 'Hello.\n\nSecond paragraph.' });
    expect(readTranscript('Hello.', SUBRIP_AND_WEBVTT_READERS, false)).toBeNull();
    expect(readTranscript('   ', SUBRIP_AND_WEBVTT_READERS, true)).toBeNull();
    expect(readTranscript('WEBVTT\n\nNOTE nothing', SUBRIP_AND_WEBVTT_READERS, true)).toBeNull();
  });

  it('drops cues with no text or an end not after the start, and keeps an impossible entity as written', () => {
    const text = '00:00:02,000 --> 00:00:01,000\nBack\n\n00:00:03,000 --> 00:00:04,000\n<b></b>\n\n00:00:05,000 --> 00:00:06,000\n&#99999999; ok';
    expect(readTranscript(text, SUBRIP_AND_WEBVTT_READERS, false)).toEqual({ timed: true, cues: [{ start: 5000, end: 6000, text: '&#99999999; ok' }] });
  });

  it('round-trips srt -> vtt -> cues', () => {
    expect(readTranscript(writeWebVtt(CUES), SUBRIP_AND_WEBVTT_READERS, false)).toEqual({ timed: true, cues: CUES });
    expect(writeWebVtt([{ start: 0, end: 1000, text: 'a --> <b>' }])).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\na --&gt; &lt;b&gt;\n');
  });
});

describe('convertSubtitleFile for audio (part 2 §5: audio takes srt, txt and vtt)', () => {
  it('turns SubRip into a WebVTT data URL with a label and language from its name', () => {
    const result = convertForAudio(SRT, 'Interview with the author, part 1.es.srt');
    if (!result.ok) throw new Error(result.message);
    expect(result.converted).toMatchObject({ timed: true, label: 'Spanish', language: 'es', fileName: 'Interview_with_the_aut\u2026.srt' });
    expect(result.converted.fileName).toHaveLength(FILE_NAME_LIMITS.entry);
    expect(readDataUrl(result.converted.url)).toEqual({ mimeType: 'text/vtt', text: writeWebVtt(CUES) });
  });

  it('reads cues inside a .txt, and keeps a .txt without timings as a plain transcript', () => {
    const timed = convertForAudio(SRT, 'talk.txt');
    expect(timed.ok && readDataUrl(timed.converted.url)?.mimeType).toBe('text/vtt');
    const plain = convertForAudio('Just what was said.', 'talk notes.txt');
    expect(plain.ok && plain.converted).toMatchObject({
      timed: false,
      text: 'Just what was said.',
      url: textDataUrl('Just what was said.', 'text/plain'),
      label: 'talk notes',
      language: null,
      fileName: 'talk_notes.txt',
    });
  });

  it('asks for a subtitle file when none is chosen or audio does not take its kind', () => {
    const choose = { ok: false, field: 'fileName', message: 'Please choose a subtitle file (.srt preferred)' };
    expect(convertForAudio('', 'a.srt')).toEqual(choose);
    expect(convertForAudio(SRT, 'a.xml')).toEqual(choose);
    expect(convertForAudio(SRT, 'subtitles')).toEqual(choose);
  });

  it("answers 'Invalid subtitle file format...' for an srt or vtt without cues", () => {
    const invalid = { ok: false, field: 'text', message: 'Invalid subtitle file format...' };
    expect(convertForAudio('Just words.', 'a.srt')).toEqual(invalid);
    expect(convertForAudio('WEBVTT\n\nNOTE only', 'a.vtt')).toEqual(invalid);
  });

  it('refuses a transcript larger than an entry holds, with the message of its media', () => {
    expect(convertForAudio('x'.repeat(256 * 1024 + 1), 'long.txt')).toEqual({ ok: false, field: 'text', message: 'This subtitle file is too large (at most 256 KiB).' });
  });
});

describe('transcript file names and languages', () => {
  it('sanitises and shortens names to 27 and 13 characters (part 1 §5, §9)', () => {
    expect(sanitiseFileName('My talk (v2).SRT')).toBe('My_talk_v2.srt');
    expect(shortenFileName('a-very-long-interview-recording-name.vtt', 27)).toBe('a-very-long-interview-\u2026.vtt');
    expect(shortenFileName('a-very-long-interview-recording-name.vtt', 13)).toBe('a-very-l\u2026.vtt');
    expect(suggestedLabel(undefined, 'a_very_long_interview.srt')).toBe('a very long \u2026');
  });

  it('finds a two-letter language, with a capitalised region, at the end of a name', () => {
    expect(languageFromFileName('talk.fr.srt')).toBe('fr');
    expect(languageFromFileName('talk-pt-BR.vtt')).toBe('pt-BR');
    expect(languageFromFileName('talk.srt')).toBeUndefined();
    expect(languageFromFileName('talk.qq.srt')).toBeUndefined();
  });
});
