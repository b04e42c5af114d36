import { describe, expect, it } from 'vitest';
import { formatSubtitleEntry, parseSubtitleEntry } from '@lms/contract/subtitleEntry.ts';
import { FILE_NAME_LIMITS, fileBaseName, fileExtension, sanitiseFileName, shortenFileName } from '../src/subtitleFileName.ts';
import { canonicalLanguage, languageFromFileName, languageName, suggestedLabel } from '../src/subtitleLanguage.ts';
import { readDataUrl, textDataUrl } from '../src/subtitleDataUrl.ts';

describe('the display::fileName::subs entry', () => {
  const subs = 'data:text/vtt;base64,V0VCVlRU';

  it('formats and parses back', () => {
    const entry = { display: 'English', fileName: 'lecture_1.en.srt', subs };
    expect(formatSubtitleEntry(entry)).toBe(`English::lecture_1.en.srt::${subs}`);
    expect(parseSubtitleEntry(formatSubtitleEntry(entry))).toEqual(entry);
  });

  it('splits at the first two separators only: the subs data URL may hold "::"', () => {
    expect(parseSubtitleEntry('Français::cours.vtt::data:text/vtt,WEBVTT%0A%0A00:00:01.000 --> 00:00:02.000%0ANote:: ici')).toEqual({
      display: 'Français',
      fileName: 'cours.vtt',
      subs: 'data:text/vtt,WEBVTT%0A%0A00:00:01.000 --> 00:00:02.000%0ANote:: ici',
    });
  });

  it('keeps empty parts, and reads nothing from fewer than three parts', () => {
    expect(parseSubtitleEntry('::::')).toEqual({ display: '', fileName: '', subs: '' });
    expect(parseSubtitleEntry('English::lecture.srt')).toBeNull();
    expect(parseSubtitleEntry('English')).toBeNull();
  });

  it('refuses a label or file name that could not be read back', () => {
    expect(() => formatSubtitleEntry({ display: 'Note::1', fileName: 'a.srt', subs })).toThrow(RangeError);
    expect(() => formatSubtitleEntry({ display: 'Note', fileName: 'a::b.srt', subs })).toThrow(RangeError);
  });
});

describe('subtitle file names', () => {
  it('reads the extension and the base name', () => {
    expect(fileExtension('Lecture.EN.SRT')).toBe('srt');
    expect(fileExtension('README')).toBe('');
    expect(fileBaseName('C:\\Users\\me\\lecture.en.srt')).toBe('lecture.en');
  });

  it('sanitises to letters, digits, hyphen and underscore, keeping the extension (part 1 §5)', () => {
    expect(sanitiseFileName('My lecture (final) é.en.SRT')).toBe('My_lecture_final_en.srt');
    expect(sanitiseFileName('???.vtt')).toBe('subtitles.vtt');
  });

  it('shortens to 27 characters for an entry and 13 for a label, keeping the extension (part 1 §9)', () => {
    expect(FILE_NAME_LIMITS).toEqual({ entry: 27, label: 13 });
    const long = 'introduction-to-cell-biology-week-1.srt';
    expect(shortenFileName(long, 27)).toBe('introduction-to-cell-b\u2026.srt');
    expect(shortenFileName(long, 27)).toHaveLength(27);
    expect(shortenFileName(long, 13)).toBe('introduc\u2026.srt');
    expect(shortenFileName(long, 13)).toHaveLength(13);
    expect(shortenFileName('short.srt', 13)).toBe('short.srt');
    expect(shortenFileName('exactly13.srt', 13)).toBe('exactly13.srt');
    expect(shortenFileName('name.verylongextension', 13)).toBe('name.verylon\u2026');
  });
});

describe('languages', () => {
  it('writes tags in their usual casing and names them', () => {
    expect(canonicalLanguage('en-us')).toBe('en-US');
    expect(canonicalLanguage(' PT-br ')).toBe('pt-BR');
    expect(canonicalLanguage('not a tag!')).toBe('not a tag!');
    expect(languageName('fr')).toBe('French');
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese');
    expect(languageName('qq')).toBeUndefined();
    expect(languageName('english')).toBeUndefined();
  });

  it.each([
    ['en.srt', 'en'],
    ['lecture.fr.srt', 'fr'],
    ['lecture_de.vtt', 'de'],
    ['lecture-pt-BR.srt', 'pt-BR'],
    ['lecture_es_419.srt', 'es-419'],
    ['lecture.srt', undefined],
    ['lecture-one.srt', undefined],
    ['lecture.qq.srt', undefined],
  ])('finds the language of %s', (fileName, language) => {
    expect(languageFromFileName(fileName)).toBe(language);
  });

  it("suggests the language's name as label, else the file name shortened to 13 characters", () => {
    expect(suggestedLabel('es', 'x.srt')).toBe('Spanish');
    expect(suggestedLabel(undefined, 'week_1_introduction.srt')).toBe('week 1 intro\u2026');
    expect(suggestedLabel(undefined, 'a::b.srt')).toBe('a b');
  });
});

describe('data URLs', () => {
  it('carry any text as base64 and read back', () => {
    const text = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\ncafé 日本語 \u{1F600}\n';
    const url = textDataUrl(text, 'text/vtt');
    expect(url).toMatch(/^data:text\/vtt;base64,[A-Za-z0-9+/]+=*$/);
    expect(readDataUrl(url)).toEqual({ mimeType: 'text/vtt', text });
  });

  it('read percent-encoded data URLs, and nothing from broken ones', () => {
    expect(readDataUrl('data:text/plain,Hello%20there')).toEqual({ mimeType: 'text/plain', text: 'Hello there' });
    expect(readDataUrl('data:text/vtt;base64,!!!')).toBeNull();
    expect(readDataUrl('data:text/vtt;base64,//79')).toBeNull();
    expect(readDataUrl('https://example.org/a.vtt')).toBeNull();
  });

  it('encode large files', () => {
    const text = 'x'.repeat(200_000);
    expect(readDataUrl(textDataUrl(text, 'text/vtt'))?.text).toBe(text);
  });
});
