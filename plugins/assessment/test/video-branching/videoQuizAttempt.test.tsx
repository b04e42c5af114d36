import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import VideoQuizAttempt from '../../src/web/delivery/video/VideoQuizAttempt.tsx';
import type { Responses } from '../../src/calls/deliveryCalls.ts';
import { A, B, C, ITEMS, SUBMITTED, fakeApi, renderFlow, runningAttempt, saving } from './fakeDelivery.tsx';

const VIDEO = '/server/media/6b0000000000000000000001/6d0000000000000000000001/lecture.mp4';
/** A at 0:10, C at 0:20, B at 0:30 (the attempt lists them A, B, C). */
const CONFIG = { sub_type: 'video' as const, video: VIDEO, stop_points: { [A]: 10, [B]: 30, [C]: 20 } };

let pause: ReturnType<typeof vi.spyOn>;
let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // jsdom has no media playback: pausing and playing are what the flow asks of the player.
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function videoQuiz(responses: Responses = {}) {
  const store = { responses };
  const { api, calls } = fakeApi({ 'PUT attempt/': saving(store), 'POST submit/': () => SUBMITTED });
  const flow = renderFlow(VideoQuizAttempt, api, runningAttempt(Object.values(ITEMS), { responses }), CONFIG);
  const player = screen.getByLabelText<HTMLVideoElement>('Quiz video');
  /** Playback reaches `seconds`. */
  const playTo = (seconds: number) => {
    player.currentTime = seconds;
    fireEvent.timeUpdate(player);
  };
  /** The student drags the position to `seconds`. */
  const seekTo = (seconds: number) => {
    player.currentTime = seconds;
    fireEvent.seeking(player);
  };
  return { ...flow, calls, store, player, playTo, seekTo };
}

const submits = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'POST' && call.path.endsWith('submit/')).length;

describe('VideoQuizAttempt', () => {
  it('plays the video and pops each Question up at its stop point, pausing until Continue', async () => {
    const quiz = videoQuiz();
    expect(quiz.player.getAttribute('src')).toBe(VIDEO);
    quiz.playTo(9);
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
    quiz.playTo(10.2);
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByText('Capital of France?')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The video stopped for Question 1 of 3.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Question 1 of 3'));

    // Pressing play while a Question is up pauses again.
    pause.mockClear();
    fireEvent.play(quiz.player);
    expect(pause).toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Paris'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
    quiz.playTo(19);
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
    quiz.playTo(20);
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(screen.getByText('Powerhouse of the cell?')).toBeTruthy();
  });

  it('pops each Question up once: going back over a stop point passed shows nothing', async () => {
    const quiz = videoQuiz();
    quiz.playTo(10);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    quiz.seekTo(2);
    quiz.playTo(12);
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
  });

  it('stops at the first stop point not reached when the student seeks past it', async () => {
    const quiz = videoQuiz();
    quiz.playTo(10);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    quiz.seekTo(45);
    expect(quiz.player.currentTime).toBe(20);
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
  });

  it('submits with the last Continue', async () => {
    const quiz = videoQuiz();
    quiz.playTo(10);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    quiz.playTo(20);
    await userEvent.type(screen.getByRole('textbox'), 'mitochondria');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    quiz.playTo(30);
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();
    await userEvent.click(screen.getByLabelText('True'));
    expect(submits(quiz.calls)).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue and submit' }));
    await waitFor(() => expect(quiz.onSubmitted).toHaveBeenCalledWith(SUBMITTED));
    const submitted = quiz.calls.find((call) => call.path.endsWith('submit/'))!;
    expect(submitted.body).toEqual({ responses: { [C]: 'mitochondria', [B]: true } });
  });

  it('submits when the video ends with every Question passed (videosubmit), and plays on from the last one when re-opened', async () => {
    const quiz = videoQuiz({ [A]: 'paris', [B]: true, [C]: 'x' });
    fireEvent.loadedMetadata(quiz.player);
    expect(quiz.player.currentTime).toBe(30);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    fireEvent.ended(quiz.player);
    await waitFor(() => expect(quiz.onSubmitted).toHaveBeenCalledWith(SUBMITTED));
  });

  it('shows the Questions left, one after the other, when the video ends before their stop points', async () => {
    const quiz = videoQuiz({ [A]: 'paris' });
    Object.defineProperty(quiz.player, 'ended', { value: true });
    fireEvent.ended(quiz.player);
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();
    expect(play).not.toHaveBeenCalled();
  });

  it('goes through the Questions one after the other when the video cannot play', async () => {
    const quiz = videoQuiz();
    fireEvent.error(quiz.player);
    expect(screen.getByRole('status').textContent).toBe('The video cannot be played here: answer the Questions one after the other.');
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue and submit' }));
    await waitFor(() => expect(quiz.onSubmitted).toHaveBeenCalled());
  });
});
