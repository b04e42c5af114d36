import { describe, expect, it } from 'vitest';
import { clockTime, isPlayableVideoAddress, libraryFileId } from '../../src/web/editor/videoAddress.ts';
import { withVisibility } from '../../src/web/editor/visibilityChoices.ts';

const LIBRARY = '/server/media/6b0000000000000000000001/6d0000000000000000000001/lecture.mp4';

describe('video addresses a video quiz can stop', () => {
  it('takes library files and http(s) addresses of video files only', () => {
    expect(isPlayableVideoAddress(LIBRARY)).toBe(true);
    expect(isPlayableVideoAddress('https://cdn.example.org/videos/cell.webm?token=1')).toBe(true);
    expect(isPlayableVideoAddress('http://example.org/a/b.MP4')).toBe(true);
    expect(isPlayableVideoAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isPlayableVideoAddress('https://vimeo.com/76979871')).toBe(false);
    expect(isPlayableVideoAddress('ftp://example.org/cell.mp4')).toBe(false);
    expect(isPlayableVideoAddress('cell.mp4')).toBe(false);
  });

  it('names the library file of an address', () => {
    expect(libraryFileId(LIBRARY)).toBe('6d0000000000000000000001');
    expect(libraryFileId('https://example.org/server/media/x.mp4')).toBeUndefined();
  });

  it('writes seconds as a player does', () => {
    expect([clockTime(0), clockTime(65), clockTime(600), clockTime(3725)]).toEqual(['0:00', '1:05', '10:00', '1:02:05']);
  });
});

describe('withVisibility', () => {
  const base = { inline_check: 'never', show_responses: 'immediately', show_correct_answers: 'after_max_attempts' } as const;

  it('forces correct answers to never once neither the check answer button nor the responses show', () => {
    expect(withVisibility(base, { show_responses: 'never' })).toEqual({ inline_check: 'never', show_responses: 'never', show_correct_answers: 'never' });
    expect(withVisibility({ ...base, show_responses: 'never', show_correct_answers: 'never' }, { show_correct_answers: 'immediately' }).show_correct_answers).toBe('never');
  });

  it('leaves correct answers alone while either shows', () => {
    expect(withVisibility(base, { inline_check: 'immediately', show_responses: 'never' }).show_correct_answers).toBe('after_max_attempts');
    expect(withVisibility(base, { show_responses: 'after_due_date' }).show_correct_answers).toBe('after_max_attempts');
  });
});
