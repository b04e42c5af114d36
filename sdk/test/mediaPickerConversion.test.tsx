import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LmsWebContext, MediaPicker, withTypedCalls, type ApiClient, type LmsWebServices, type UploadContext } from '../src/web/index.ts';

const COURSE = '6b0000000000000000000001';
const QUOTA = { user: { used_bytes: 0, quota_bytes: null }, course: { used_bytes: 0, quota_bytes: null }, remaining_bytes: null };
const VIDEO = { _id: '6b00000000000000000000f3', display_name: 'Lecture', extension: 'mov', thumbnail_url: null, converting: true, conversion_error: null };

async function uploadVideo(file: object, uploadContext?: UploadContext) {
  const upload = vi.fn(async () => ({ data: file, mimetype: 'video/quicktime', quota: QUOTA })) as unknown as ApiClient['upload'];
  const api = withTypedCalls({ get: vi.fn(async () => ({ files: [] })) as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload });
  const services = { api, notify: vi.fn(), user: null, mode: 'edit' } as unknown as LmsWebServices;
  render(
    <LmsWebContext.Provider value={services}>
      <MediaPicker courseId={COURSE} library="files" uploadContext={uploadContext} onPick={vi.fn()} />
    </LmsWebContext.Provider>,
  );
  await screen.findByText('Nothing here yet: upload a file below.');
  await userEvent.upload(screen.getByLabelText('File'), new File(['moov'], 'lecture.mov', { type: 'video/quicktime' }));
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('the media picker while an uploaded video is converted (part 1 §8, media error code 4)', () => {
  it("tells a project's author they may submit during the conversion", async () => {
    await uploadVideo(VIDEO, 'project');
    expect((await screen.findByRole('status')).textContent).toBe('Video uploaded, conversion in progress. You may submit your project during the conversion process.');
    expect(screen.getByRole('button', { name: /Lecture \(converting\)/ })).toBeTruthy();
  });

  it('asks anyone else to check back in a few minutes', async () => {
    await uploadVideo(VIDEO);
    expect((await screen.findByRole('status')).textContent).toBe('Video uploaded, conversion in progress. Please check back in a few minutes.');
  });

  it('says nothing of conversion for a file that needs none', async () => {
    await uploadVideo({ ...VIDEO, extension: 'pdf', converting: false });
    await screen.findByText(/^Storage used:/);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
