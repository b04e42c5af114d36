import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import { textDataUrl, writeWebVtt } from '@lms/sdk/subtitles';
import videoPlugin from '../src/server/index.ts';

const LECTURE_SRT = '1\n00:00:01,000 --> 00:00:04,500\nWelcome to the <i>course</i>.\n\n2\n00:00:05,000 --> 00:00:07,250\nCells &amp; membranes,\nand a <b> tag.\n';
const LECTURE_CUES = [
  { start: 1000, end: 4500, text: 'Welcome to the course.' },
  { start: 5000, end: 7250, text: 'Cells & membranes,\nand a tag.' },
];
const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s';
const VTT_URL = textDataUrl(writeWebVtt(LECTURE_CUES), 'text/vtt');
const REFUSED = 'Please enter a YouTube, Vimeo or Vevo link, or the https address of a video file (mp4, mpg, mov, m4v, ogg, ogv, mpeg, m3u8, webm).';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(videoPlugin);
});

afterAll(() => bed?.tk.close());

async function refusal(config: Record<string, unknown>) {
  const answer = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'video', config });
  expect(answer.status).toBe(422);
  return answer.body.fields;
}

describe('video component through the kernel routes', () => {
  it('starts a new component with no video and empty track lists', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'video' });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ url: '', video_subtitles_array: [], video_description_array: [] });
  });

  it('stores a recognised link with times and tracks, normalised, and students read it on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'video',
      title: 'Cells',
      config: {
        url: YOUTUBE,
        start: 90,
        end: 150,
        noposter: true,
        video_subtitles_array: [{ label: '  English ', language: 'en-us', url: VTT_URL, fileName: 'introduction-to-cell-biology-week-1.en.srt' }],
        video_description_array: [{ label: 'Described', language: 'en', url: '/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/described.vtt' }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'video', plugin: 'video' });
    expect(created.body.config).toEqual({
      url: YOUTUBE,
      start: 90,
      end: 150,
      noposter: true,
      video_subtitles_array: [{ label: 'English', language: 'en-US', url: VTT_URL, fileName: 'introduction-to-cell-b\u2026.srt' }],
      video_description_array: [{ label: 'Described', language: 'en', url: '/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/described.vtt' }],
    });

    // A file of the course's library, by the address and id the media library answers.
    await bed.tk.libraryFile(bed.course.courseId, { id: '5f1e0c2a9b3d4e5f6a7b8c9d', name: 'lecture.webm' });
    const libraryFile = { url: `/server/media/${bed.course.courseId}/5f1e0c2a9b3d4e5f6a7b8c9d/lecture.webm`, file: '5f1e0c2a9b3d4e5f6a7b8c9d' };
    const saved = await bed.teacher.put(`components/${bed.base}/${created.body._id}/`, { config: libraryFile });
    expect(saved.status).toBe(200);
    expect(saved.body.config).toEqual({ ...libraryFile, video_subtitles_array: [], video_description_array: [] });

    const page = (await bed.learner.get(`pages/${bed.base}/`)).body;
    expect(page.contents[0].config).toEqual(saved.body.config);
  });

  it('refuses an address that is no recognised link or video file', async () => {
    for (const url of ['https://example.org/page.html', 'http://cdn.example.org/lecture.mp4', 'https://www.youtube.com/watch?list=PL1', ' https://youtu.be/aqz-KE-bpKQ']) {
      expect(await refusal({ url })).toEqual([{ field: 'config/url', message: REFUSED }]);
    }
    expect(await refusal({ url: `https://cdn.example.org/${'a'.repeat(2048)}.mp4` })).toContainEqual({ field: 'config/url', message: 'The video address is at most 2048 characters.' });
  });

  it("refuses a subtitle without a display label with the spec's message", async () => {
    const message = 'Please enter a display label for every subtitle file';
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ language: 'en', url: VTT_URL }] })).toEqual([{ field: 'config/video_subtitles_array/0/label', message }]);
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ label: '   ', language: 'en', url: VTT_URL }] })).toEqual([{ field: 'config/video_subtitles_array/0/label', message }]);
    expect(await refusal({ url: YOUTUBE, video_description_array: [{ label: '', language: 'en', url: VTT_URL }] })).toEqual([{ field: 'config/video_description_array/0/label', message }]);
  });

  it('refuses a subtitle without a language, or with one that is no language code', async () => {
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', url: VTT_URL }] })).toEqual([
      { field: 'config/video_subtitles_array/0/language', message: 'Each subtitle needs a language.' },
    ]);
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: '', url: VTT_URL }] })).toEqual([
      { field: 'config/video_subtitles_array/0/language', message: 'Each subtitle needs a language.' },
    ]);
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'English', url: VTT_URL }] })).toEqual([
      { field: 'config/video_subtitles_array/0/language', message: 'Please enter the language as a code such as en, es or pt-BR.' },
    ]);
  });

  it('asks for a subtitle or description file when the track has none a browser can play', async () => {
    const srtDataUrl = textDataUrl(LECTURE_SRT, 'application/x-subrip');
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'en' }] })).toEqual([
      { field: 'config/video_subtitles_array/0/url', message: 'Please choose a subtitle file (.srt preferred)' },
    ]);
    expect(await refusal({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'en', url: srtDataUrl }] })).toEqual([
      { field: 'config/video_subtitles_array/0/url', message: 'Please choose a subtitle file (.srt preferred)' },
    ]);
    expect(await refusal({ url: YOUTUBE, video_description_array: [{ label: 'Described', language: 'en', url: 'https://cdn.example.org/described.vtt' }] })).toEqual([
      { field: 'config/video_description_array/0/url', message: 'Please choose a description file (.srt preferred)' },
    ]);
  });

  it('refuses bad times, file ids, flags and unknown fields with our messages', async () => {
    const fields = await refusal({ url: YOUTUBE, start: -1, end: 1.5, file: 'abc', noposter: 'yes', autoplay: true });
    expect(new Map(fields.map(({ field, message }: { field: string; message: string }) => [field, message]))).toEqual(
      new Map([
        ['config/start', 'The start time must be a whole number of seconds, at least 0.'],
        ['config/end', 'The end time must be a whole number of seconds, at least 0.'],
        ['config/file', 'The uploaded file must be named by its 24-character id.'],
        ['config/noposter', 'noposter must be true or false.'],
        ['config/autoplay', 'Unknown field "autoplay"'],
      ]),
    );
    expect(await refusal({ url: YOUTUBE, end: 360_000 })).toEqual([{ field: 'config/end', message: 'The end time is at most 359999 seconds.' }]);
  });

  it('offers the words of its subtitles to search, and a demo', () => {
    const type = videoPlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'en', url: VTT_URL }] })).toBe(
      'Welcome to the course. Cells & membranes, and a tag.',
    );
    expect(type.demo!.config.url).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  });
});

describe('POST video/subtitles/convert/', () => {
  it('converts an uploaded SubRip file to WebVTT with a suggested label', async () => {
    const answer = await bed.teacher.post('video/subtitles/convert/', { text: LECTURE_SRT, fileName: 'lecture.es.srt', media: 'video' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ label: 'Spanish', language: 'es', fileName: 'lecture_es.srt', cueCount: 2, url: textDataUrl(answer.body.vtt, 'text/vtt') });
    expect(answer.body.vtt).toMatch(/^WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.500\nWelcome to the course.\n/);
    expect(answer.body.ssa).toContain('[Events]');
    expect(answer.body.entry).toBe(`Spanish::lecture_es.srt::${answer.body.url}`);
  });

  it("answers 'Invalid subtitle file format...' for a file it cannot read", async () => {
    const answer = await bed.learner.post('video/subtitles/convert/', { text: 'not subtitles at all', fileName: 'lecture.srt', media: 'video' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errno: 'validation-failed', error: 'Invalid subtitle file format...', fields: [{ field: 'text', message: 'Invalid subtitle file format...' }] });
  });

  it('asks for a file of the right kind for its media', async () => {
    const answer = await bed.teacher.post('video/subtitles/convert/', { text: LECTURE_SRT, fileName: 'lecture.doc', media: 'video', kind: 'description' });
    expect(answer.body).toMatchObject({ error: 'Please choose a description file (.srt preferred)', fields: [{ field: 'fileName' }] });
    const audio = await bed.teacher.post('video/subtitles/convert/', { text: LECTURE_SRT, fileName: 'lecture.txt', media: 'audio' });
    expect(audio.status).toBe(200);
  });

  it('checks its body and needs a logged-in user', async () => {
    const bad = await bed.teacher.post('video/subtitles/convert/', { text: LECTURE_SRT, fileName: 'a.srt', media: 'film' });
    expect(bad.body.fields).toEqual([{ field: 'media', message: 'media must be video or audio.' }]);
    const anonymous = await bed.tk.client().post('video/subtitles/convert/', { text: LECTURE_SRT, fileName: 'a.srt', media: 'video' });
    expect(anonymous.status).toBe(401);
  });
});
