import { describe, expect, it } from 'vitest';
import { recogniseVideoLink, type VideoSource } from '../src/links/recogniseVideoLink.ts';
import { parseTimeOffset } from '../src/links/timeOffset.ts';
import { VIDEO_URL_PATTERN } from '../src/links/videoLinkPatterns.ts';
import { videoEmbedUrl, youtubePosterUrl } from '../src/links/videoEmbedUrl.ts';

const ID = 'aqz-KE-bpKQ';

describe('parseTimeOffset', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1m', 60],
    ['2h', 7200],
    ['1h2m3s', 3723],
    ['1:30', 90],
    ['1:02:03', 3723],
    [' 45 ', 45],
    ['0', 0],
  ])('reads %j as %i seconds', (text, seconds) => {
    expect(parseTimeOffset(text)).toBe(seconds);
  });

  it.each([null, undefined, '', 'abc', '1x', '1:75', '1:60:00', '-5', '1.5'])('reads %j as no time', (text) => {
    expect(parseTimeOffset(text)).toBeUndefined();
  });
});

describe('recogniseVideoLink: YouTube', () => {
  it.each<[string, VideoSource]>([
    [`https://www.youtube.com/watch?v=${ID}`, { provider: 'youtube', id: ID }],
    [`http://youtube.com/watch?v=${ID}`, { provider: 'youtube', id: ID }],
    [`https://m.youtube.com/watch?v=${ID}&feature=share`, { provider: 'youtube', id: ID }],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=90`, { provider: 'youtube', id: ID, start: 90 }],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, { provider: 'youtube', id: ID, start: 90 }],
    [`https://www.youtube.com/watch?v=${ID}#t=2m`, { provider: 'youtube', id: ID, start: 120 }],
    [`https://www.youtube.com/watch?v=${ID}&start=10&end=20`, { provider: 'youtube', id: ID, start: 10, end: 20 }],
    [`https://youtu.be/${ID}`, { provider: 'youtube', id: ID }],
    [`https://youtu.be/${ID}?t=42`, { provider: 'youtube', id: ID, start: 42 }],
    [`https://youtu.be/${ID}?si=abc&t=1h1s`, { provider: 'youtube', id: ID, start: 3601 }],
    [`https://www.youtube.com/embed/${ID}`, { provider: 'youtube', id: ID }],
    [`https://www.youtube.com/embed/${ID}?start=5&end=65`, { provider: 'youtube', id: ID, start: 5, end: 65 }],
    [`https://www.youtube-nocookie.com/embed/${ID}?start=7`, { provider: 'youtube', id: ID, start: 7 }],
    [`https://www.youtube.com/shorts/${ID}`, { provider: 'youtube', id: ID }],
    [`https://youtube.com/shorts/${ID}?feature=share`, { provider: 'youtube', id: ID }],
    [`https://www.youtube.com/live/${ID}?t=30`, { provider: 'youtube', id: ID, start: 30 }],
    [`https://www.youtube.com/v/${ID}`, { provider: 'youtube', id: ID }],
  ])('%s', (url, source) => {
    expect(recogniseVideoLink(url)).toEqual(source);
  });

  it('ignores a time it cannot read and a zero start', () => {
    expect(recogniseVideoLink(`https://youtu.be/${ID}?t=soon`)).toEqual({ provider: 'youtube', id: ID });
    expect(recogniseVideoLink(`https://youtu.be/${ID}?t=0`)).toEqual({ provider: 'youtube', id: ID });
  });

  it.each([
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?list=PL123',
    `https://www.youtube.com/channel/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://youtu.be/${ID} extra`,
  ])('refuses %s', (url) => {
    expect(recogniseVideoLink(url)).toBeNull();
  });
});

describe('recogniseVideoLink: Vimeo and Vevo', () => {
  it.each<[string, VideoSource]>([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871#t=90s', { provider: 'vimeo', id: '76979871', start: 90 }],
    ['https://vimeo.com/76979871#t=1m5s', { provider: 'vimeo', id: '76979871', start: 65 }],
    ['https://vimeo.com/76979871/7a2f3b9c1d', { provider: 'vimeo', id: '76979871', privacyHash: '7a2f3b9c1d' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=7a2f3b9c1d#t=30', { provider: 'vimeo', id: '76979871', privacyHash: '7a2f3b9c1d', start: 30 }],
    ['https://www.vevo.com/watch/USUV71400123', { provider: 'vevo', isrc: 'USUV71400123' }],
    ['https://www.vevo.com/watch/artist-name/song-title/USUV71400123', { provider: 'vevo', isrc: 'USUV71400123' }],
    ['https://vevo.com/watch/artist-name/usuv71400123?autoplay=1', { provider: 'vevo', isrc: 'USUV71400123' }],
    ['https://embed.vevo.com/?isrc=USUV71400123', { provider: 'vevo', isrc: 'USUV71400123' }],
    ['https://embed.vevo.com?video=GBUV71400456&autoplay=0', { provider: 'vevo', isrc: 'GBUV71400456' }],
  ])('%s', (url, source) => {
    expect(recogniseVideoLink(url)).toEqual(source);
  });

  it.each(['https://vimeo.com/about', 'https://vimeo.com/', 'https://www.vevo.com/watch/artist/song', 'https://embed.vevo.com/?isrc=123'])('refuses %s', (url) => {
    expect(recogniseVideoLink(url)).toBeNull();
  });
});

describe('recogniseVideoLink: files', () => {
  it.each(['mp4', 'mpg', 'mov', 'm4v', 'ogg', 'ogv', 'mpeg', 'webm', 'MP4', 'WebM'])('plays https files ending in .%s', (extension) => {
    const url = `https://cdn.example.org/media/lecture-1.${extension}`;
    expect(recogniseVideoLink(url)).toEqual({ provider: 'file', url, streaming: false });
  });

  it('streams m3u8 playlists', () => {
    const url = 'https://cdn.example.org/live/master.m3u8?token=abc';
    expect(recogniseVideoLink(url)).toEqual({ provider: 'file', url, streaming: true });
  });

  it("plays files of this site's media library, with or without an extension", () => {
    expect(recogniseVideoLink('/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/lecture.mp4')).toEqual({
      provider: 'file',
      url: '/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/lecture.mp4',
      streaming: false,
    });
    expect(recogniseVideoLink('/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/')).toMatchObject({ provider: 'file', streaming: false });
    expect(recogniseVideoLink('/server/media/hls/abc/index.m3u8')).toMatchObject({ provider: 'file', streaming: true });
  });

  it.each([
    'http://cdn.example.org/lecture.mp4',
    'https://cdn.example.org/lecture.avi',
    'https://cdn.example.org/lecture.mp4.html',
    'https://user@cdn.example.org/lecture.mp4',
    '//cdn.example.org/lecture.mp4',
    '/videos/lecture.mp4',
    '/server/media/../sessions/x.mp4',
    'javascript:alert(1)//.mp4',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://example.org/',
    'not a link',
  ])('refuses %s', (url) => {
    expect(recogniseVideoLink(url)).toBeNull();
  });
});

describe('VIDEO_URL_PATTERN (the config schema) accepts exactly what is recognised', () => {
  const pattern = new RegExp(VIDEO_URL_PATTERN, 'u');
  it.each([
    `https://www.youtube.com/watch?v=${ID}&t=1m30s`,
    `https://youtu.be/${ID}`,
    'https://player.vimeo.com/video/76979871',
    'https://embed.vevo.com/?isrc=USUV71400123',
    'https://cdn.example.org/a.MOV',
    '/server/media/files/x/lecture.webm',
    'https://www.youtube.com/watch?list=PL123',
    'http://cdn.example.org/lecture.mp4',
    'https://vimeo.com/about',
    'ftp://cdn.example.org/a.mp4',
  ])('%s', (url) => {
    expect(pattern.test(url)).toBe(recogniseVideoLink(url) !== null);
  });

  it('also takes an empty address (no video chosen yet)', () => {
    expect(pattern.test('')).toBe(true);
  });
});

describe('videoEmbedUrl', () => {
  it('plays YouTube from the privacy-enhanced domain with the link times', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: ID, start: 10, end: 20 })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=10&end=20`);
    expect(videoEmbedUrl({ provider: 'youtube', id: ID })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it("lets the component's times replace the link's, and drops an end that is not after the start", () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: ID, start: 10, end: 20 }, { start: 30, end: 60, autoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?start=30&end=60&autoplay=1`,
    );
    expect(videoEmbedUrl({ provider: 'youtube', id: ID, start: 10, end: 20 }, { start: 30 })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=30`);
    expect(videoEmbedUrl({ provider: 'youtube', id: ID, start: 10 }, { start: 0 })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('plays Vimeo without tracking, with its private-link hash and a start in the fragment', () => {
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', privacyHash: 'abc123', start: 90 })).toBe('https://player.vimeo.com/video/76979871?h=abc123&dnt=1#t=90s');
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' }, { autoplay: true, end: 50 })).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
  });

  it('plays Vevo by ISRC', () => {
    expect(videoEmbedUrl({ provider: 'vevo', isrc: 'USUV71400123' })).toBe('https://embed.vevo.com/?isrc=USUV71400123');
  });

  it("names YouTube's still for the poster", () => {
    expect(youtubePosterUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});
