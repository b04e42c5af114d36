import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import axe from 'axe-core';
import { ArtifactList } from '../src/web/artifacts/ArtifactList.tsx';
import { useMediaRecorder } from '../src/web/artifacts/useMediaRecorder.ts';
import { PROJECT_MESSAGES } from '../src/web/projects/projectMessages.ts';
import { AXE, artifact } from './projectWebFixture.tsx';

const file = (overrides: Partial<{ converting: boolean; mimetype: string }> = {}) => ({ id: 'f1', filename: 'clip.mp4', url: '/server/media/clip.mp4', thumbnailUrl: null, mimetype: 'video/mp4', converting: false, ...overrides });

describe('the read-only artifact list', () => {
  it('shows each artifact in position order, labelled, with the conversion message for a video still converting', async () => {
    const view = render(
      <ArtifactList
        label="Artifacts"
        artifacts={[
          artifact({ title: 'Second', position: 2, type: 'video', content: null, file: file({ converting: true }) }),
          artifact({ title: 'First', position: 1 }),
          artifact({ title: 'Site', position: 3, type: 'url', content: null, url: 'https://example.org/' }),
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['First (Text)', 'Second (Video)', 'Site (Link)']);
    expect(screen.getByText(PROJECT_MESSAGES.videoConverting)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://example.org/' }).getAttribute('rel')).toContain('noopener');
    expect((await axe.run(view.container, AXE)).violations).toEqual([]);
  });
});

describe('recording in the browser', () => {
  const original = { MediaRecorder: window.MediaRecorder, mediaDevices: navigator.mediaDevices };
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(window, { MediaRecorder: original.MediaRecorder });
    Object.defineProperty(navigator, 'mediaDevices', { value: original.mediaDevices, configurable: true });
  });

  it("says 'Permission denied.' for 500 ms when the browser refuses the microphone", async () => {
    vi.useFakeTimers();
    Object.assign(window, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => Promise.reject(new DOMException('no', 'NotAllowedError')) }, configurable: true });
    const { result } = renderHook(() => useMediaRecorder('audio'));
    await act(() => result.current.start());
    expect(result.current.problem).toBe('Permission denied.');
    expect(result.current.state).toBe('idle');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.problem).toBe('Permission denied.');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.problem).toBeNull();
  });

  it('records a take into a file and stops the tracks', async () => {
    const stopTrack = vi.fn();
    class FakeRecorder {
      state = 'inactive';
      mimeType = 'audio/webm;codecs=opus';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    Object.assign(window, { MediaRecorder: FakeRecorder });
    URL.createObjectURL ??= () => 'blob:take';
    URL.revokeObjectURL ??= () => undefined;
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: async () => ({ getTracks: () => [{ stop: stopTrack }] }) }, configurable: true });
    const { result } = renderHook(() => useMediaRecorder('audio'));
    await act(() => result.current.start());
    expect(result.current.state).toBe('recording');
    act(() => result.current.stop());
    expect(result.current.state).toBe('recorded');
    expect(result.current.file?.name).toBe('Audio recording.webm');
    expect(result.current.file?.type).toBe('audio/webm');
    expect(stopTrack).toHaveBeenCalled();
  });
});
