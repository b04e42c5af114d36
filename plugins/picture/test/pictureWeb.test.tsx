import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LmsWebContext, withTypedCalls, type ApiClient, type ApiComponent, type CourseMode, type LmsWebServices, type MediaFile } from '@lms/sdk/web';
import PictureView from '../src/web/PictureView.tsx';
import PictureEditor from '../src/web/PictureEditor.tsx';
import type { PictureConfig } from '../src/schemas/pictureConfig.ts';

const COURSE = '6b0000000000000000000001';

function component(config: PictureConfig): ApiComponent<PictureConfig> {
  return { _id: '6b00000000000000000000c1', type: 'picture', plugin: 'picture', title: 'Map', description: null, config, owned_by: null, course_id: COURSE, updated_at: '2026-01-01T00:00:00.000Z' };
}

const LIBRARY_IMAGE: MediaFile = {
  _id: '6b00000000000000000000f1',
  course_id: COURSE,
  library: 'images',
  name: 'campus.png',
  display_name: 'Campus map',
  extension: 'png',
  mimetype: 'image/png',
  type: 'image',
  size: 1234,
  sha256: 'a'.repeat(64),
  url: `/server/media/${COURSE}/6b00000000000000000000f1/campus.png`,
  thumbnail_url: `/server/media/${COURSE}/6b00000000000000000000f1/~thumbnail`,
  width: 800,
  height: 600,
  alt_text: 'The campus from above',
  caption: null,
  subtitles_array: [],
  description_array: [],
  owned_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  converting: false,
  conversion_error: null,
};

function withServices(children: React.ReactNode, api: Partial<ApiClient>, mode: CourseMode = 'edit') {
  const services: LmsWebServices = { api: withTypedCalls({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload: vi.fn(), ...api }), notify: vi.fn(), user: null, mode };
  return <LmsWebContext.Provider value={services}>{children}</LmsWebContext.Provider>;
}

/** The editor inside a form, as the host's component edit screen holds it: `onSave` counts that form's submissions. */
function EditorHarness({ initial, api, errors = {}, onSave = () => {} }: { initial: PictureConfig; api: Partial<ApiClient>; errors?: Record<string, string>; onSave?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {withServices(<PictureEditor component={component(initial)} value={value} onChange={setValue} errors={errors} courseId={COURSE} />, api)}
      <output data-testid="config">{JSON.stringify(value)}</output>
    </form>
  );
}

const config = () => JSON.parse(screen.getByTestId('config').textContent!) as PictureConfig;

describe('PictureView', () => {
  it('shows the image with its alt text and caption', () => {
    render(<PictureView component={component({ url: 'https://example.org/a.png', alt_text: 'A cell', caption: 'Figure 1' })} courseId={COURSE} lessonId="l" pageId="p" mode="presentation" />);
    expect(screen.getByRole('img', { name: 'A cell' }).getAttribute('src')).toBe('https://example.org/a.png');
    expect(screen.getByText('Figure 1').tagName).toBe('FIGCAPTION');
  });

  it('says an image is still to be chosen in edit mode, and shows students nothing', () => {
    const { container, rerender } = render(<PictureView component={component({ url: '' })} courseId={COURSE} lessonId="l" pageId="p" mode="edit" />);
    expect(screen.getByText('No image has been chosen for this component yet.')).toBeTruthy();
    rerender(<PictureView component={component({ url: '' })} courseId={COURSE} lessonId="l" pageId="p" mode="presentation" />);
    expect(container.textContent).toBe('');
  });
});

describe('PictureEditor', () => {
  it('picks an image of the library, bringing its address, id and alt text', async () => {
    const get = vi.fn(async () => ({ files: [LIBRARY_IMAGE] }));
    render(<EditorHarness initial={{ url: '' }} api={{ get: get as ApiClient['get'] }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Campus map' }));
    expect(get).toHaveBeenCalledWith(`images/${COURSE}/`);
    expect(config()).toMatchObject({ url: LIBRARY_IMAGE.url, file: LIBRARY_IMAGE._id, alt_text: 'The campus from above' });
    expect(screen.getByRole('button', { name: 'Campus map' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('uploads a new image with its display name first, then picks it', async () => {
    const upload = vi.fn(async () => ({ data: { ...LIBRARY_IMAGE, _id: '6b00000000000000000000f2', alt_text: null }, mimetype: 'image/png' }));
    const onSave = vi.fn();
    render(<EditorHarness initial={{ url: '' }} api={{ get: (async () => ({ files: [] })) as ApiClient['get'], upload: upload as ApiClient['upload'] }} onSave={onSave} />);
    await screen.findByText('Nothing here yet: upload a file below.');
    await userEvent.type(screen.getByLabelText('Display name'), 'Harbour');
    await userEvent.upload(screen.getByLabelText('File'), new File(['png-bytes'], 'harbour.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(config().file).toBe('6b00000000000000000000f2'));
    const [path, form] = upload.mock.calls[0]! as unknown as [string, FormData];
    expect(path).toBe(`images/${COURSE}/upload/`);
    expect([...form.keys()]).toEqual(['name', 'file']);
    expect(form.get('name')).toBe('Harbour');
    // Uploading does not submit the editor's own form.
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what the author typed while an image was uploading', async () => {
    let answer!: (uploaded: unknown) => void;
    const upload = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    render(<EditorHarness initial={{ url: '' }} api={{ get: (async () => ({ files: [] })) as ApiClient['get'], upload: upload as ApiClient['upload'] }} />);
    await screen.findByText('Nothing here yet: upload a file below.');
    await userEvent.upload(screen.getByLabelText('File'), new File(['png-bytes'], 'harbour.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.type(screen.getByLabelText('Caption'), 'The old harbour');
    answer({ data: { ...LIBRARY_IMAGE, _id: '6b00000000000000000000f2', alt_text: null }, mimetype: 'image/png' });
    await waitFor(() => expect(config().file).toBe('6b00000000000000000000f2'));
    expect(config()).toMatchObject({ url: LIBRARY_IMAGE.url, caption: 'The old harbour' });
  });

  it("shows the library's loading error with the spec's message, and the save errors at their fields", async () => {
    const { ApiError } = await import('@lms/sdk/web');
    const get = vi.fn(async () => {
      throw new ApiError(500, 'internal', 'Boom');
    });
    render(<EditorHarness initial={{ url: 'https://example.org/a.png' }} api={{ get: get as ApiClient['get'] }} errors={{ alt_text: 'Alt text is required for images' }} />);
    expect((await screen.findByText(/Could not load file library/)).textContent).toContain('Could not load file library ( 500 ).');
    expect(screen.getByText('Alt text is required for images')).toBeTruthy();
  });
});
