import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { fakeApi, libraryVideo, renderEditor } from './videoFixture.tsx';

const YOUTUBE = 'https://youtu.be/aqz-KE-bpKQ';
const REFUSED = 'Please enter a YouTube, Vimeo or Vevo link, or the https address of a video file (mp4, mpg, mov, m4v, ogg, ogv, mpeg, m3u8, webm).';
const VTT_URL = 'data:text/vtt;base64,V0VCVlRU';

describe('VideoEditor: the video', () => {
  it('edits the address, saying what it recognised or why it cannot play it', async () => {
    const { last } = renderEditor({ url: '' });
    const user = userEvent.setup();
    const address = screen.getByRole('textbox', { name: 'Video link or file address' });
    await user.type(address, 'https://example.org/page');
    expect(last()?.url).toBe('https://example.org/page');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(REFUSED);

    await user.clear(address);
    await user.type(address, ` ${YOUTUBE} `);
    expect(last()?.url).toBe(YOUTUBE);
    expect(address.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Recognised: a YouTube video.')).toBeTruthy();
  });

  it("picks a video of the course's file library, and a typed link replaces it", async () => {
    const lecture = libraryVideo('6b00000000000000000000f1', 'lecture-1.webm', 'Lecture 1');
    const api = fakeApi(vi.fn(), [lecture]);
    const { last } = renderEditor({ url: '', start: 5 }, { api });
    const user = userEvent.setup();
    const choice = await screen.findByRole('button', { name: /Lecture 1/ });
    expect(api.get).toHaveBeenCalledWith(`files/course-1/?ext=${encodeURIComponent('mp4,mpg,mov,m4v,ogg,webm')}`);
    await user.click(choice);
    expect(last()).toEqual({ url: lecture.url, file: lecture._id, start: 5 });
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    const address = screen.getByRole('textbox', { name: 'Video link or file address' }) as HTMLInputElement;
    expect(address.value).toBe(lecture.url);
    expect(screen.getByText('Recognised: a video file.')).toBeTruthy();

    await user.clear(address);
    await user.type(address, YOUTUBE);
    expect(last()).toEqual({ url: YOUTUBE, start: 5 });
    expect(choice.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the messages of a failed save', () => {
    renderEditor({ url: YOUTUBE }, { errors: { url: 'From the server.', start: 'The start time must be a whole number of seconds, at least 0.' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['From the server.', 'The start time must be a whole number of seconds, at least 0.']);
  });

  it('edits the start and stop times, removing an emptied one', async () => {
    const { last } = renderEditor({ url: YOUTUBE, start: 5 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Stop at (seconds)' }), '3');
    expect(last()).toEqual({ url: YOUTUBE, start: 5, end: 3 });
    expect(screen.getByRole('alert').textContent).toBe('The stop time must come after the start time, or the video plays to its end.');
    await user.type(screen.getByRole('spinbutton', { name: 'Stop at (seconds)' }), '0');
    expect(last()).toEqual({ url: YOUTUBE, start: 5, end: 30 });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByRole('spinbutton', { name: 'Start at (seconds)' }));
    expect(last()).toEqual({ url: YOUTUBE, end: 30 });
  });

  it('explains the times Vimeo and Vevo take', async () => {
    renderEditor({ url: 'https://vimeo.com/76979871' });
    expect(screen.getByText('Whole seconds. Vimeo plays from the start time; it has no stop time.')).toBeTruthy();
  });

  it('turns the poster off and on', async () => {
    const { last } = renderEditor({ url: YOUTUBE });
    const user = userEvent.setup();
    const noposter = screen.getByRole('checkbox', { name: 'Load the player at once, without a poster' });
    await user.click(noposter);
    expect(last()).toEqual({ url: YOUTUBE, noposter: true });
    await user.click(noposter);
    expect(last()).toEqual({ url: YOUTUBE });
  });
});

describe('VideoEditor: subtitle and description files', () => {
  it('adds and removes rows', async () => {
    const { last } = renderEditor({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'en', url: VTT_URL, fileName: 'en.srt' }] });
    const user = userEvent.setup();
    const subtitles = screen.getByRole('group', { name: 'Subtitles' });
    await user.click(within(subtitles).getByRole('button', { name: 'Add a subtitle file' }));
    expect(last()?.video_subtitles_array).toEqual([
      { label: 'English', language: 'en', url: VTT_URL, fileName: 'en.srt' },
      { label: '', language: '', url: '' },
    ]);
    expect(within(screen.getByRole('group', { name: 'Subtitle 2' })).getByText('No file chosen yet. SubRip (.srt) preferred.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove subtitle 1' }));
    expect(last()?.video_subtitles_array).toEqual([{ label: '', language: '', url: '' }]);

    await user.click(within(screen.getByRole('group', { name: 'Descriptions' })).getByRole('button', { name: 'Add a description file' }));
    expect(last()?.video_description_array).toEqual([{ label: '', language: '', url: '' }]);
    expect(screen.getByRole('group', { name: 'Description 1' })).toBeTruthy();
  });

  it('edits a row and shows its file', async () => {
    const { last } = renderEditor({ url: YOUTUBE, video_description_array: [{ label: '', language: '', url: '/server/media/files/x/described%20version.vtt' }] });
    const user = userEvent.setup();
    const row = screen.getByRole('group', { name: 'Description 1' });
    await user.type(within(row).getByRole('textbox', { name: 'Display label' }), 'Described');
    await user.type(within(row).getByRole('textbox', { name: 'Language' }), 'en ');
    expect(last()?.video_description_array).toEqual([{ label: 'Described', language: 'en', url: '/server/media/files/x/described%20version.vtt' }]);
    expect(within(row).getByText('Current file: described version.vtt')).toBeTruthy();
  });

  it("shows each row's save errors beside its fields", () => {
    renderEditor(
      { url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'en', url: VTT_URL }, { label: '', language: '', url: '' }] },
      {
        errors: {
          'video_subtitles_array/1/label': 'Please enter a display label for every subtitle file',
          'video_subtitles_array/1/language': 'Each subtitle needs a language.',
          'video_subtitles_array/1/url': 'Please choose a subtitle file (.srt preferred)',
        },
      },
    );
    expect(within(screen.getByRole('group', { name: 'Subtitle 1' })).queryByRole('alert')).toBeNull();
    const row = screen.getByRole('group', { name: 'Subtitle 2' });
    expect(within(row).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a display label for every subtitle file',
      'Each subtitle needs a language.',
      'Please choose a subtitle file (.srt preferred)',
    ]);
    expect(within(row).getByRole('textbox', { name: 'Display label' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(row).getByLabelText('Subtitle file').getAttribute('aria-invalid')).toBe('true');
  });

  it('converts a chosen file on the server and fills the fields still empty', async () => {
    const post = vi.fn().mockResolvedValue({ url: VTT_URL, fileName: 'lecture_fr.srt', label: 'French', language: 'fr' });
    const { last } = renderEditor({ url: YOUTUBE, video_subtitles_array: [{ label: 'Français', language: '', url: '' }] }, { api: fakeApi(post) });
    const user = userEvent.setup();
    const row = screen.getByRole('group', { name: 'Subtitle 1' });
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nBonjour\n'], 'lecture.fr.srt', { type: 'application/x-subrip' });
    await user.upload(within(row).getByLabelText('Subtitle file'), file);
    await waitFor(() => expect(last()?.video_subtitles_array).toEqual([{ label: 'Français', language: 'fr', url: VTT_URL, fileName: 'lecture_fr.srt' }]));
    expect(post).toHaveBeenCalledWith('video/subtitles/convert/', { text: '1\n00:00:01,000 --> 00:00:02,000\nBonjour\n', fileName: 'lecture.fr.srt', media: 'video', kind: 'subtitle' });
    expect(within(row).getByText('Current file: lecture_fr.srt')).toBeTruthy();
  });

  it('keeps both files when two conversions end together, and what the author typed meanwhile', async () => {
    const answers: ((converted: unknown) => void)[] = [];
    const post = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    const { last } = renderEditor(
      { url: YOUTUBE, video_subtitles_array: [{ label: 'French', language: 'fr', url: '' }], video_description_array: [{ label: 'Described', language: 'en', url: '' }] },
      { api: fakeApi(post as never) },
    );
    const user = userEvent.setup();
    await user.upload(within(screen.getByRole('group', { name: 'Subtitle 1' })).getByLabelText('Subtitle file'), new File(['1'], 'lecture.fr.srt'));
    await user.upload(within(screen.getByRole('group', { name: 'Description 1' })).getByLabelText('Description file'), new File(['2'], 'described.srt'));
    await user.type(screen.getByRole('spinbutton', { name: 'Start at (seconds)' }), '12');
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      answers[0]!({ url: VTT_URL, fileName: 'lecture_fr.srt', label: 'French', language: 'fr' });
      answers[1]!({ url: VTT_URL, fileName: 'described.srt', label: 'Described', language: 'en' });
    });
    expect(last()).toMatchObject({
      start: 12,
      video_subtitles_array: [{ label: 'French', language: 'fr', url: VTT_URL, fileName: 'lecture_fr.srt' }],
      video_description_array: [{ label: 'Described', language: 'en', url: VTT_URL, fileName: 'described.srt' }],
    });
  });

  it("shows the server's message when a file cannot be converted", async () => {
    const post = vi.fn().mockRejectedValue(new ApiError(422, 'validation-failed', 'Invalid subtitle file format...', [{ field: 'text', message: 'Invalid subtitle file format...' }]));
    const { changes } = renderEditor({ url: YOUTUBE, video_description_array: [{ label: 'Described', language: 'en', url: '' }] }, { api: fakeApi(post) });
    const row = screen.getByRole('group', { name: 'Description 1' });
    await userEvent.setup().upload(within(row).getByLabelText('Description file'), new File(['nonsense'], 'described.srt'));
    expect((await within(row).findByRole('alert')).textContent).toBe('Invalid subtitle file format...');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ kind: 'description' });
    expect(changes).toEqual([]);
  });
});
