import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, LmsWebContext, MediaPicker, withTypedCalls, type ApiClient, type LmsWebServices } from '../src/web/index.ts';

const COURSE = '6b0000000000000000000001';
const FILE = { _id: '6b00000000000000000000f2', display_name: 'Notes', extension: 'pdf', thumbnail_url: null };

function renderPicker(upload: ApiClient['upload']) {
  const api = withTypedCalls({ get: vi.fn(async () => ({ files: [] })) as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload });
  const services: LmsWebServices = { api, notify: vi.fn(), user: null, mode: 'edit' } as unknown as LmsWebServices;
  render(
    <LmsWebContext.Provider value={services}>
      <MediaPicker courseId={COURSE} library="files" onPick={vi.fn()} />
    </LmsWebContext.Provider>,
  );
}

async function uploadOne() {
  await screen.findByText('Nothing here yet: upload a file below.');
  await userEvent.upload(screen.getByLabelText('File'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('the media picker and the upload quotas', () => {
  it('shows what the uploader and the course have used after an upload', async () => {
    const quota = { user: { used_bytes: 5 * 1048576, quota_bytes: 1024 * 1048576 }, course: { used_bytes: 2 * 1024 ** 3, quota_bytes: null }, remaining_bytes: 1019 * 1048576 };
    renderPicker(vi.fn(async () => ({ data: FILE, mimetype: 'application/pdf', quota })) as unknown as ApiClient['upload']);
    await uploadOne();
    expect(await screen.findByText('Storage used: you 5.0 MB of 1.0 GB; this course 2.0 GB (no limit).')).toBeTruthy();
  });

  it("shows the server's quota refusal, which says what is used", async () => {
    const refusal = 'This file does not fit in your upload quota: you have used 190.0 MB of 200.0 MB.';
    renderPicker(vi.fn(async () => Promise.reject(new ApiError(413, 'quota-exceeded', refusal))) as unknown as ApiClient['upload']);
    await uploadOne();
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
