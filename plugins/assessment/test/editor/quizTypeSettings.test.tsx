import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { MediaFile } from '@lms/sdk/web';
import { A, B, C, COURSE, editAssessment } from './editAssessment.tsx';

const ITEMS = [{ id: A, points: 2 }, { id: B, points: 3 }, { id: C, points: 1 }];
const LIBRARY_ID = '6d0000000000000000000001';

const libraryVideo = { _id: LIBRARY_ID, display_name: 'Lecture 1', extension: 'mp4', url: `/server/media/${COURSE}/${LIBRARY_ID}/lecture-1.mp4`, thumbnail_url: null } as MediaFile;

describe('AssessmentEditor: kind of quiz', () => {
  it('chooses a normal, video or branching quiz', async () => {
    const { last } = editAssessment();
    const kinds = screen.getByRole('group', { name: 'Quiz type' });
    expect(within(kinds).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual([
      'Normal: the Questions one after the other',
      'Video quiz: each Question pops up at its moment of a video',
      'Branching quiz: each answer decides the next Question',
    ]);
    await userEvent.click(within(kinds).getByLabelText(/Branching quiz/));
    expect(last().sub_type).toBe('branching');
    await userEvent.click(within(kinds).getByLabelText(/Normal/));
    expect(last().sub_type).toBeNull();
    expect(screen.queryByRole('group', { name: 'Branching quiz' })).toBeNull();
  });
});

describe('AssessmentEditor: video quiz', () => {
  it('takes a library video, previews it and sets each stop point, typed or from the preview', async () => {
    const { last, get } = editAssessment({ sub_type: 'video', items: ITEMS }, { files: [libraryVideo] });
    expect(get).toHaveBeenCalledWith(`files/${COURSE}/?ext=${encodeURIComponent('mp4,m4v,mov,webm,ogg')}`);
    await userEvent.click(await screen.findByRole('button', { name: /Lecture 1/ }));
    expect(last().video).toBe(libraryVideo.url);
    expect(screen.getByRole('button', { name: /Lecture 1/ }).getAttribute('aria-pressed')).toBe('true');
    const preview = screen.getByLabelText<HTMLVideoElement>('Video preview: play it to find the stop points');
    expect(preview.getAttribute('src')).toBe(libraryVideo.url);

    const first = await screen.findByLabelText('Stop point for CELL-1 — Membranes (seconds)');
    await userEvent.type(first, '65');
    expect(last().stop_points).toEqual({ [A]: 65 });
    expect(screen.getByText('At 1:05.')).toBeTruthy();
    preview.currentTime = 3725.8;
    await userEvent.click(screen.getByRole('button', { name: 'Use current time for CELL-2' }));
    expect(last().stop_points).toEqual({ [A]: 65, [B]: 3725 });
    expect(screen.getByText('At 1:02:05.')).toBeTruthy();
    await userEvent.clear(first);
    expect(last().stop_points).toEqual({ [B]: 3725 });
  });

  it('keeps the instructions typed while the video was uploading', async () => {
    let answer!: (uploaded: unknown) => void;
    const upload = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { last } = editAssessment({ sub_type: 'video', items: ITEMS }, { upload: upload as never });
    await screen.findByText('Nothing here yet: upload a file below.');
    await userEvent.upload(screen.getByLabelText('File'), new File(['mp4'], 'lecture-1.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.type(screen.getByLabelText('Instructions'), 'Watch to the end');
    answer({ data: libraryVideo, mimetype: 'video/mp4' });
    await screen.findByRole('button', { name: /Lecture 1/ });
    expect(last()).toMatchObject({ video: libraryVideo.url, instructions: 'Watch to the end' });
  });

  it('says when an address is not a video file that can stop at a second, and shows the save messages', () => {
    editAssessment(
      { sub_type: 'video', items: ITEMS, video: 'https://www.youtube.com/watch?v=abc' },
      { errors: { [`stop_points/${A}`]: 'A stop point is a whole number of seconds, at least 0.', video: 'A video quiz needs a video selected.' } },
    );
    const video = screen.getByLabelText('Video');
    const hint = document.getElementById(video.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(hint.textContent).toMatch(/^This does not look like a video file\. /);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['A video quiz needs a video selected.', 'A stop point is a whole number of seconds, at least 0.']);
  });

  it('needs a video for the preview and the current time', async () => {
    editAssessment({ sub_type: 'video', items: ITEMS, video: '' });
    expect(screen.queryByLabelText('Video preview: play it to find the stop points')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Use current time for CELL-1 — Membranes' })).toHaveProperty('disabled', true);
    expect(screen.getAllByText('No stop point yet.')).toHaveLength(3);
  });
});

describe('AssessmentEditor: branching quiz', () => {
  it('sets where a right and a wrong answer lead for each Question: another Question or the end', async () => {
    const { last } = editAssessment({ sub_type: 'branching', items: ITEMS, adaptive: { [A]: { correct: C, incorrect: 'end' } } });
    const right = await screen.findByLabelText('When CELL-1 — Membranes is right, go to');
    expect(right).toHaveProperty('value', C);
    expect([...(right as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Choose…', 'CELL-2', 'CELL-3 — Nucleus', 'End of the quiz']);
    await userEvent.selectOptions(screen.getByLabelText('When CELL-2 is wrong, go to'), 'End of the quiz');
    expect(last().adaptive).toEqual({ [A]: { correct: C, incorrect: 'end' }, [B]: { incorrect: 'end' } });
    await userEvent.selectOptions(screen.getByLabelText('When CELL-1 — Membranes is wrong, go to'), 'CELL-2');
    expect(last().adaptive[A]).toEqual({ correct: C, incorrect: B });
    await userEvent.selectOptions(right, 'Choose…');
    expect(last().adaptive[A]).toEqual({ correct: null, incorrect: B });
  });

  it("shows the save's message in the branching settings", () => {
    editAssessment({ sub_type: 'branching', items: ITEMS }, { errors: { adaptive: 'You need to select the next step for each item.' } });
    expect(within(screen.getByRole('group', { name: 'Branching quiz' })).getByRole('alert').textContent).toBe('You need to select the next step for each item.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('waits for Questions before asking for next steps', () => {
    editAssessment({ sub_type: 'branching' }, { get: vi.fn(async () => ({ items: [] })) });
    expect(screen.getByText('Add Questions to give each its next steps.')).toBeTruthy();
  });
});

describe('AssessmentEditor: save messages of settings not shown', () => {
  it("shows a video quiz's message under the form while the quiz is not a video quiz, and the custom flag's at the time limit", () => {
    editAssessment({}, { errors: { video: 'A video is the address of a web or library video.', time_limit_custom: 'Custom time limit must be true or false.' } });
    expect(screen.getByLabelText('Time limit').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Custom time limit must be true or false.', 'A video is the address of a web or library video.']);
  });
});
