import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import { existsSync } from 'node:fs';
import { readDataUrl, readWebVtt, textDataUrl, writeWebVtt } from '@lms/sdk/subtitles';
import audioPlugin from '../src/server/index.ts';
import type { AudioConfig } from '../src/schemas/audioConfig.ts';

const MP3 = 'https://cdn.example.org/interview.mp3';
const VTT_URL = textDataUrl(writeWebVtt([{ start: 0, end: 2000, text: 'Good morning, class.' }]), 'text/vtt');
const PLAIN_URL = textDataUrl('A plain transcript.', 'text/plain');
const REFUSED = "Please enter the https address of an audio file (mp3, m4a or ogg), a SoundCloud link, or a file of this site's media library.";

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(audioPlugin, { pages: 4 });
});

afterAll(() => bed?.tk.close());

async function refusal(config: Record<string, unknown>) {
  const answer = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'audio', config });
  expect(answer.status).toBe(422);
  return answer.body.fields;
}

describe('audio component through the kernel routes', () => {
  it('starts a new component with no audio and no subtitles', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'audio' });
    expect(created.body.config).toEqual({ url: '', subtitles_array: [] });
  });

  it('stores an audio file with its title and subtitles, normalised, and students read it on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'audio',
      title: 'Interview',
      config: {
        url: MP3,
        title: '  The interview ',
        subtitles_array: [
          { label: ' English ', language: 'EN-gb', url: VTT_URL, fileName: 'a-very-long-interview-recording-name.en.srt' },
          { label: 'Notes', language: 'en', url: PLAIN_URL },
          { label: 'Library', language: 'fr', url: '/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/interview.fr.vtt' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({
      url: MP3,
      title: 'The interview',
      subtitles_array: [
        { label: 'English', language: 'en-GB', url: VTT_URL, fileName: 'a-very-long-interview-\u2026.srt' },
        { label: 'Notes', language: 'en', url: PLAIN_URL },
        { label: 'Library', language: 'fr', url: '/server/media/files/5f1e0c2a9b3d4e5f6a7b8c9d/interview.fr.vtt' },
      ],
    });

    // A file of the course's library, by the address and id the media library answers.
    await bed.tk.libraryFile(bed.course.courseId, { id: '5f1e0c2a9b3d4e5f6a7b8c9d', name: 'talk.M4A' });
    const libraryFile = { url: `/server/media/${bed.course.courseId}/5f1e0c2a9b3d4e5f6a7b8c9d/talk.M4A`, file: '5f1e0c2a9b3d4e5f6a7b8c9d' };
    const saved = await bed.teacher.put(`components/${bed.base}/${created.body._id}/`, { config: { ...libraryFile, title: ' ' } });
    expect(saved.body.config).toEqual({ ...libraryFile, subtitles_array: [] });
    expect((await bed.learner.get(`pages/${bed.base}/`)).body.contents[0].config).toEqual(saved.body.config);
  });

  it('takes mp3, m4a and ogg files and refuses other addresses', async () => {
    for (const [index, url] of ['https://cdn.example.org/a.ogg', 'https://cdn.example.org/a.m4a?x=1'].entries()) {
      expect((await bed.teacher.post(`components/${bed.pages[index + 2]}/new/`, { type: 'audio', config: { url } })).status).toBe(201);
    }
    for (const url of [
      'https://cdn.example.org/a.wav',
      'http://cdn.example.org/a.mp3',
      'https://cdn.example.org/a.mp4',
      '/audio/a.mp3',
      'https://youtu.be/aqz-KE-bpKQ',
      // SoundCloud pages only: not its other pages, not another site that names it.
      'https://soundcloud.com/artist',
      'http://soundcloud.com/artist/track',
      'https://soundcloud.com.evil.example/artist/track',
      'https://w.soundcloud.com/player/?url=x',
    ]) {
      expect(await refusal({ url })).toEqual([{ field: 'config/url', message: REFUSED }]);
    }
  });

  it('takes SoundCloud track, playlist and short links (part 1 §5)', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[0]}/new/`, { type: 'audio' });
    const links = ['https://soundcloud.com/nasa/sounds-of-mars', 'https://soundcloud.com/nasa/sets/space-sounds?si=abc', 'https://on.soundcloud.com/Ab12Cd'];
    for (const url of links) {
      const saved = await bed.teacher.put(`components/${bed.base}/${created.body._id}/`, { config: { url } });
      expect(saved.status).toBe(200);
      expect(saved.body.config.url).toBe(url);
    }
  });

  it("refuses a subtitle without a display label, a language or a file with the spec's messages", async () => {
    expect(await refusal({ url: MP3, subtitles_array: [{ label: '', language: 'en', url: VTT_URL }] })).toEqual([
      { field: 'config/subtitles_array/0/label', message: 'Please enter a display label for every subtitle file' },
    ]);
    expect(await refusal({ url: MP3, subtitles_array: [{ label: 'English', url: VTT_URL }] })).toEqual([
      { field: 'config/subtitles_array/0/language', message: 'Each subtitle needs a language.' },
    ]);
    expect(await refusal({ url: MP3, subtitles_array: [{ label: 'English', language: 'en_GB', url: VTT_URL }] })).toEqual([
      { field: 'config/subtitles_array/0/language', message: 'Please enter the language as a code such as en, es or pt-BR.' },
    ]);
    for (const url of ['', 'https://cdn.example.org/a.vtt', 'data:text/html;base64,PGI+', '/server/media/files/x/a.srt']) {
      expect(await refusal({ url: MP3, subtitles_array: [{ label: 'English', language: 'en', url }] })).toEqual([
        { field: 'config/subtitles_array/0/url', message: 'Please choose a subtitle file (.srt preferred)' },
      ]);
    }
  });

  it('refuses a long title, a bad file id and unknown fields', async () => {
    const fields = await refusal({ url: MP3, title: 'x'.repeat(201), file: 'nope', autoplay: true });
    expect(new Map(fields.map(({ field, message }: { field: string; message: string }) => [field, message]))).toEqual(
      new Map([
        ['config/title', 'The title is at most 200 characters.'],
        ['config/file', 'The uploaded file must be named by its 24-character id.'],
        ['config/autoplay', 'Unknown field "autoplay"'],
      ]),
    );
  });

  it('offers its title and transcripts to search', () => {
    const type = audioPlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: MP3, title: 'Interview', subtitles_array: [{ label: 'English', language: 'en', url: VTT_URL }, { label: 'Notes', language: 'en', url: PLAIN_URL }] })).toBe(
      'Interview Good morning, class. A plain transcript.',
    );
  });

  it('ships its demo recording, played from the library with a transcript timed to it', () => {
    const demo = audioPlugin.componentTypes![0]!.demo!;
    expect(existsSync(demo.media!['welcome.mp3']!)).toBe(true);
    expect(demo.config).toMatchObject({ url: 'demo-media:welcome.mp3', file: 'demo-media-id:welcome.mp3', subtitles_array: [{ label: 'English', language: 'en' }] });
    const transcript = readDataUrl((demo.config as AudioConfig).subtitles_array![0]!.url)!.text;
    // Speech measured in welcome.mp3 (9.48 s): 0.0-1.6 s, 2.0-5.65 s, 6.1-9.0 s.
    expect(readWebVtt(transcript).cues.map(({ start, end }) => [start, end])).toEqual([
      [0, 1800],
      [2000, 5800],
      [6100, 9300],
    ]);
  });
});
