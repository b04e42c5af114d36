import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { COURSE } from '../delivery-web/deliveryFixture.tsx';
import { answerQti } from './qtiHarness.tsx';
import { DRAWING, MEDIA, UPLOAD } from './qtiRenderFixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const MEDIA_ID = 'm'.repeat(24);

describe('QTI media, upload and drawing interactions', () => {
  it('media: plays counted to the end; max-plays takes the controls away', () => {
    const { last, view } = answerQti(MEDIA);
    const audio = view.container.querySelector('audio')!;
    expect(audio.getAttribute('aria-label')).toBe('A talk');
    expect(audio.getAttribute('src')).toBe('talk.mp3');
    fireEvent.play(audio);
    fireEvent.ended(audio);
    expect(last()).toEqual({ RESPONSE: '1' });
    fireEvent.play(audio);
    fireEvent.ended(audio);
    expect(last()).toEqual({ RESPONSE: '2' });
    expect(screen.getByText('Played 2 of 2 times.')).toBeTruthy();
    expect(view.container.querySelector('audio')!.hasAttribute('controls')).toBe(false);
  });

  it("upload: a file sent through the course's submissions; the response is the file's id", async () => {
    const upload = vi.fn(() => ({ data: { _id: MEDIA_ID } }));
    const { last, api } = answerQti(UPLOAD, { upload });
    await userEvent.upload(screen.getByLabelText('Choose a file to send'), new File(['x'], 'essay.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(last()).toEqual({ RESPONSE: MEDIA_ID }));
    expect(api.upload).toHaveBeenCalledWith(`submissions/${COURSE}/upload/`, expect.any(FormData));
  });

  it('drawing: drawn on a canvas over the image, sent as a PNG; the response is the uploaded file id', async () => {
    const context = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn(), lineWidth: 0, lineCap: '', strokeStyle: '' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    const upload = vi.fn(() => ({ data: { _id: MEDIA_ID } }));
    const { last, api } = answerQti(DRAWING, { upload });
    const send = screen.getByRole('button', { name: 'Send drawing' });
    expect(send).toHaveProperty('disabled', true);
    const canvas = screen.getByLabelText('Drawing area (draw with a mouse, pen or finger)');
    fireEvent.pointerDown(canvas);
    fireEvent.pointerMove(canvas);
    fireEvent.pointerUp(canvas);
    expect(context.stroke).toHaveBeenCalled();
    await userEvent.click(send);
    await waitFor(() => expect(last()).toEqual({ RESPONSE: MEDIA_ID }));
    const form = api.upload.mock.calls[0]![1] as FormData;
    expect(form.get('name')).toBe('drawing.png');
  });

  it('drawing: a failed upload says so and answers nothing', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn() } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(null));
    const { changes } = answerQti(DRAWING);
    const canvas = screen.getByLabelText('Drawing area (draw with a mouse, pen or finger)');
    fireEvent.pointerDown(canvas);
    fireEvent.pointerMove(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Send drawing' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The drawing could not be sent. Try again.');
    expect(changes).not.toHaveBeenCalled();
  });
});
