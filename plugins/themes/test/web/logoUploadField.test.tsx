import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME } from '@lms/theme-kit';
import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import ThemesScreen from '../../src/web/ThemesScreen.tsx';

const { sso: _derived, ...settings } = DEFAULT_LABEL_BUNDLE;
const user: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Ada Admin', firstname: 'Ada', lastname: 'Admin', email: 'ada@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };
const STORED = { id: '6b00000000000000000000f1', name: 'acme.png', mimetype: 'image/png', size: 1200, width: 240, height: 60, url: '/server/site_files/6b00000000000000000000f1/acme.png' };

function renderEditor(upload: (path: string, form: FormData) => Promise<unknown>) {
  const post = vi.fn((body?: unknown) => body);
  const api: ApiClient = fakeApiClient({ 'GET administration/theme': () => ({ settings, theme: DEFAULT_THEME }), 'POST theme': post });
  vi.mocked(api.upload).mockImplementation(upload as ApiClient['upload']);
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user, mode: 'presentation' }}>
      <TestQueryCache>
        <ThemesScreen />
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, api, post };
}

const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' });

describe('the logo upload beside the logo address', () => {
  it('uploads the chosen image, fills the logo address with its public address, and saves it with the theme, axe-clean', async () => {
    const upload = vi.fn(async () => STORED);
    const { container, post } = renderEditor(upload);
    const input = (await screen.findByLabelText('Upload a logo')) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.jpg,.jpeg,.png,.gif,.webp,.svg');
    choose('Upload a logo', image());
    await waitFor(() => expect((screen.getByLabelText('Logo address') as HTMLInputElement).value).toBe(STORED.url));
    const [path, form] = upload.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('administration/theme/logo');
    expect((form.get('file') as File).name).toBe('acme.png');
    expect(screen.getByText('Uploaded acme.png. Save changes to keep it.').getAttribute('role')).toBe('status');
    // The small logo's address is its own.
    expect((screen.getByLabelText('Small logo address') as HTMLInputElement).value).toBe(settings.small_logo.url);
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect((post.mock.calls[0]![0] as { settings: typeof settings }).settings.logo.url).toBe(STORED.url);
  });

  it("says why the server refused the image and leaves the address as it was", async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(422, 'invalid-mimetype', 'File type not allowed.');
    });
    renderEditor(upload);
    await screen.findByLabelText('Upload a small logo');
    choose('Upload a small logo', image());
    expect((await screen.findByRole('alert')).textContent).toBe('File type not allowed.');
    expect(screen.getByLabelText('Upload a small logo').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Small logo address') as HTMLInputElement).value).toBe(settings.small_logo.url);
  });
});
