import { describe, expect, it } from 'vitest';
import { MAX_TRACK_URL_LENGTH, TRACK_URL_PATTERNS, prepareSubtitleTrack } from '../src/subtitleTrack.ts';
import { clockTime } from '../src/clockTime.ts';

describe('track addresses', () => {
  const accepts = (media: 'video' | 'audio', url: string) => new RegExp(TRACK_URL_PATTERNS[media], 'u').test(url);

  it('takes converted WebVTT and library .vtt files for both media', () => {
    for (const media of ['video', 'audio'] as const) {
      expect(accepts(media, 'data:text/vtt;base64,V0VCVlRU')).toBe(true);
      expect(accepts(media, '/server/media/course/Lecture.VTT?v=2')).toBe(true);
      expect(accepts(media, '/server/media/../secrets.vtt')).toBe(false);
      expect(accepts(media, 'https://cdn.example.org/a.vtt')).toBe(false);
      expect(accepts(media, 'data:application/x-subrip;base64,MQ==')).toBe(false);
    }
  });

  it("takes plain transcripts for audio only", () => {
    expect(accepts('audio', 'data:text/plain;base64,SGk=')).toBe(true);
    expect(accepts('audio', '/server/media/talk.txt')).toBe(true);
    expect(accepts('video', 'data:text/plain;base64,SGk=')).toBe(false);
    expect(accepts('video', '/server/media/talk.txt')).toBe(false);
  });

  it('allows the data URL of 256 KiB of text', () => {
    expect(MAX_TRACK_URL_LENGTH).toEqual({ video: 'data:text/vtt;base64,'.length + 349_528, audio: 'data:text/plain;base64,'.length + 349_528 });
  });
});

describe('prepareSubtitleTrack', () => {
  it('trims the label, writes the language in its usual casing and shortens the file name (part 1 §9)', () => {
    expect(prepareSubtitleTrack({ label: ' English ', language: 'en-us', url: 'data:text/vtt;base64,', fileName: ' introduction-to-cell-biology-week-1.srt ' })).toEqual({
      label: 'English',
      language: 'en-US',
      url: 'data:text/vtt;base64,',
      fileName: 'introduction-to-cell-b\u2026.srt',
    });
    expect(prepareSubtitleTrack({ label: 'English', language: 'en', url: 'u', fileName: '  ' })).toEqual({ label: 'English', language: 'en', url: 'u' });
  });
});

describe('clockTime', () => {
  it('reads as people read a time', () => {
    expect(clockTime(5_400)).toBe('0:05');
    expect(clockTime(750_000)).toBe('12:30');
    expect(clockTime(3_723_999)).toBe('1:02:03');
  });
});
