import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { readDataUrl } from '@lms/sdk/subtitles';
import { fakeApi, libraryRecording, renderEditor } from './audioFixture.tsx';

const MP3 = 'https://cdn.example.org/interview.mp3';
const REFUSED = "Please enter the https address of an audio file (mp3, m4a or ogg), a SoundCloud link, or a file of this site's media library.";

describe('AudioEditor', () => {
  it('edits the address, saying why one cannot play', async () => {
    const { last } = renderEditor({ url: '' });
    const user = userEvent.setup();
    const address = screen.getByRole('textbox', { name: 'Audio file address' });
    await user.type(address, 'https://cdn.example.org/interview.wav');
    expect(screen.getByRole('alert').textContent).toBe(REFUSED);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.clear(address);
    await user.type(address, ` ${MP3}`);
    expect(last()).toEqual({ url: MP3 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("picks a recording of the course's file library, and a typed address replaces it", async () => {
    const recording = libraryRecording('6b00000000000000000000f1', 'interview.m4a', 'Interview, week 1');
    const api = fakeApi([recording]);
    const { last } = renderEditor({ url: '', title: 'Bees' }, {}, api);
    const user = userEvent.setup();
    const choice = await screen.findByRole('button', { name: /Interview, week 1/ });
    expect(api.get).toHaveBeenCalledWith(`files/course-1/?ext=${encodeURIComponent('mp3,m4a,ogg')}`);
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.mp3,.m4a,.ogg');
    await user.click(choice);
    expect(last()).toEqual({ url: recording.url, file: recording._id, title: 'Bees' });
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    const address = screen.getByRole('textbox', { name: 'Audio file address' }) as HTMLInputElement;
    expect(address.value).toBe(recording.url);
    expect(address.getAttribute('aria-invalid')).toBe('false');

    await user.clear(address);
    await user.type(address, MP3);
    expect(last()).toEqual({ url: MP3, title: 'Bees' });
    expect(choice.getAttribute('aria-pressed')).toBe('false');
  });

  it('edits the title, dropping an emptied one', async () => {
    const { last } = renderEditor({ url: MP3 });
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Bees');
    expect(last()).toEqual({ url: MP3, title: 'Bees' });
    await user.clear(title);
    expect(last()).toEqual({ url: MP3 });
  });

  it('adds, edits and removes subtitle rows, showing their save errors', async () => {
    const { last } = renderEditor({ url: MP3, subtitles_array: [{ label: '', language: '', url: '' }] }, { 'subtitles_array/0/label': 'Please enter a display label for every subtitle file', 'subtitles_array/0/url': 'Please choose a subtitle file (.srt preferred)' });
    const user = userEvent.setup();
    const row = screen.getByRole('group', { name: 'Subtitle 1' });
    expect(within(row).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter a display label for every subtitle file', 'Please choose a subtitle file (.srt preferred)']);
    await user.type(within(row).getByRole('textbox', { name: 'Display label' }), 'English');
    await user.type(within(row).getByRole('textbox', { name: 'Language' }), 'en');
    expect(last()?.subtitles_array).toEqual([{ label: 'English', language: 'en', url: '' }]);
    await user.click(screen.getByRole('button', { name: 'Add a subtitle file' }));
    expect(last()?.subtitles_array).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove subtitle 1' }));
    expect(last()?.subtitles_array).toEqual([{ label: '', language: '', url: '' }]);
  });

  it('reads a chosen SubRip file in the browser into WebVTT, filling the empty fields', async () => {
    const { last } = renderEditor({ url: MP3, subtitles_array: [{ label: '', language: '', url: '' }] });
    const row = screen.getByRole('group', { name: 'Subtitle 1' });
    await userEvent.setup().upload(within(row).getByLabelText('Subtitle file'), new File(['1\n00:00:01,000 --> 00:00:02,000\nHola.\n'], 'entrevista.es.srt'));
    await waitFor(() => expect(last()?.subtitles_array?.[0]).toMatchObject({ label: 'Spanish', language: 'es', fileName: 'entrevista_es.srt' }));
    expect(readDataUrl(last()!.subtitles_array![0]!.url)).toEqual({ mimeType: 'text/vtt', text: 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nHola.\n' });
    expect(within(row).getByText('Current file: entrevista_es.srt')).toBeTruthy();
  });

  it('keeps both an uploaded recording and a subtitle file read when they end together', async () => {
    let uploaded!: (answer: unknown) => void;
    let read!: (text: string) => void;
    const api = fakeApi();
    api.upload = vi.fn(() => new Promise((resolve) => (uploaded = resolve))) as never;
    const { last } = renderEditor({ url: '', subtitles_array: [{ label: 'Notes', language: 'en', url: '' }] }, {}, api);
    const user = userEvent.setup();
    await screen.findByText('Nothing here yet: upload a file below.');
    await user.upload(screen.getByLabelText('File'), new File(['mp3'], 'talk.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const subtitles = Object.assign(new File([''], 'talk.srt'), { text: () => new Promise<string>((resolve) => (read = resolve)) });
    await user.upload(within(screen.getByRole('group', { name: 'Subtitle 1' })).getByLabelText('Subtitle file'), subtitles);
    const recording = libraryRecording('6b00000000000000000000f7', 'talk.mp3', 'Talk');
    await act(async () => {
      uploaded({ data: recording, mimetype: 'audio/mpeg' });
      read('1\n00:00:01,000 --> 00:00:02,000\nHello.\n');
    });
    expect(last()).toMatchObject({ url: recording.url, file: recording._id, subtitles_array: [{ label: 'Notes', language: 'en', fileName: 'talk.srt' }] });
  });

  it("keeps a .txt without timings as a plain transcript, and says 'Invalid subtitle file format...' for an unreadable srt", async () => {
    const { last, changes } = renderEditor({ url: MP3, subtitles_array: [{ label: 'Notes', language: 'en', url: '' }] });
    const user = userEvent.setup();
    const row = screen.getByRole('group', { name: 'Subtitle 1' });
    await user.upload(within(row).getByLabelText('Subtitle file'), new File(['What was said.'], 'notes.txt'));
    await waitFor(() => expect(last()?.subtitles_array?.[0]).toMatchObject({ label: 'Notes', language: 'en', fileName: 'notes.txt' }));
    expect(readDataUrl(last()!.subtitles_array![0]!.url)).toEqual({ mimeType: 'text/plain', text: 'What was said.' });

    const changesBefore = changes.length;
    await user.upload(within(row).getByLabelText('Subtitle file'), new File(['no timings here'], 'broken.srt'));
    expect((await within(row).findByRole('alert')).textContent).toBe('Invalid subtitle file format...');
    expect(changes).toHaveLength(changesBefore);
  });
});
