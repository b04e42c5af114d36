import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import { componentFixture, fakeApiClient, stubLayoutForProseMirror, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { ProjectAnswer } from '../src/calls/projectCalls.ts';
import type { ApiArtifact } from '../src/schemas/projectTypes.ts';
import { DEFAULT_PROJECT_CONFIG } from '../src/schemas/projectConfig.ts';
import ProjectScreen from '../src/web/projects/ProjectScreen.tsx';
import { AXE, COMPONENT, COURSE, LESSON, PAGE, PROJECT, artifact, project, renderWithHost } from './projectWebFixture.tsx';

const BASE = `projects/${COURSE}/${PROJECT}`;
const params = { courseId: COURSE, lessonId: LESSON, pageId: PAGE, componentId: COMPONENT, projectId: PROJECT };
const answer = (artifacts: ApiArtifact[], revision = 1): ProjectAnswer => ({ project: project({ revision }, artifacts), mode: 'myProjectView', grade: null, rubric: null });

function routes(more: Record<string, FakeApiHandler>, artifacts: ApiArtifact[] = []) {
  return {
    [`GET ${BASE}`]: () => answer(artifacts),
    [`GET components/${COURSE}/${COMPONENT}/`]: () => componentFixture('project', DEFAULT_PROJECT_CONFIG, { _id: COMPONENT, course_id: COURSE }),
    [`GET ${BASE}/versions`]: () => [],
    ...more,
  };
}

async function startAdding(type: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit project' }));
  await userEvent.selectOptions(screen.getByLabelText('Type of item'), type);
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
}

beforeAll(() => stubLayoutForProseMirror());

describe('adding artifacts', () => {
  it("adds a link with the project's revision and says 'Item saved'", async () => {
    const link = artifact({ type: 'url', title: 'Source', content: null, url: 'https://example.org/bridge' });
    const api = fakeApiClient(routes({ [`POST ${BASE}/artifacts`]: () => ({ artifact: link, project: project({ revision: 2 }, [link]) }) }));
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await startAdding('url');
    const form = screen.getByRole('form', { name: 'New link item' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Source');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(within(form).getByRole('alert').textContent).toBe('URL is required here');
    await userEvent.type(within(form).getByLabelText('Address'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a web address that starts with http:// or https://.');
    await userEvent.clear(within(form).getByLabelText('Address'));
    await userEvent.type(within(form).getByLabelText('Address'), 'https://example.org/bridge');
    expect((await axe.run(rendered.container, AXE)).violations).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New link item' })).toBeNull());
    expect(api.post).toHaveBeenCalledWith(`${BASE}/artifacts`, { type: 'url', title: 'Source', content: null, file: null, url: 'https://example.org/bridge', revision: 1 });
    expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Item saved', timeout: 2000 });
    expect(screen.getByRole('link', { name: 'https://example.org/bridge' })).toBeTruthy();
  });

  it('adds a text with the rich-text editor, and on a 409 reloads and keeps the text in the form', async () => {
    let reads = 0;
    const api = fakeApiClient({
      ...routes({}),
      [`GET ${BASE}`]: () => {
        reads += 1;
        return answer([], reads === 1 ? 1 : 4);
      },
      [`POST ${BASE}/artifacts`]: (body) => {
        const sent = body as { revision: number; content: string };
        if (sent.revision < 4) throw new ApiError(409, 'project-changed', 'The project has changed.');
        const text = artifact({ title: 'Essay', content: sent.content });
        return { artifact: text, project: project({ revision: 5 }, [text]) };
      },
    });
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await startAdding('text');
    const form = screen.getByRole('form', { name: 'New text item' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Essay');
    const editor = within(form).getByRole('textbox', { name: 'Text' });
    act(() => editor.focus());
    await userEvent.keyboard('Bridges carry loads.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText(/What you entered is still here/)).toBeTruthy();
    expect(rendered.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning' }));
    expect(within(form).getByRole('textbox', { name: 'Text' }).textContent).toBe('Bridges carry loads.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Essay (Text)' })).toBeTruthy());
    expect(api.post).toHaveBeenLastCalledWith(`${BASE}/artifacts`, { type: 'text', title: 'Essay', content: '<p>Bridges carry loads.</p>', file: null, url: null, revision: 4 });
  });

  it('adds an image the student uploads as their own', async () => {
    const file = { _id: '6f00000000000000000000d2', course_id: COURSE, library: 'images', name: 'bridge.png', display_name: 'Bridge photo', extension: 'png', mimetype: 'image/png', type: 'image', size: 10, sha256: 'x', url: '/media/bridge.png', thumbnail_url: null, width: 10, height: 10, alt_text: null, caption: null, subtitles_array: [], description_array: [], owned_by: null, created_at: '2030-01-01T00:00:00.000Z' };
    const image = artifact({ type: 'image', title: '', content: null, file: { id: file._id, filename: 'bridge.png', url: '/media/bridge.png', thumbnailUrl: null, mimetype: 'image/png', converting: false } });
    const api = fakeApiClient(
      routes({
        [`POST ${BASE}/artifacts`]: () => ({ artifact: image, project: project({ revision: 2 }, [image]) }),
      }),
    );
    const uploads: string[] = [];
    (api.upload as unknown as { mockImplementation(fn: (path: string, form: FormData) => unknown): void }).mockImplementation(async (path) => {
      uploads.push(path);
      return { data: file, mimetype: 'image/png' };
    });
    renderWithHost(<ProjectScreen params={params} />, api);
    await startAdding('image');
    const form = screen.getByRole('form', { name: 'New image item' });
    await userEvent.upload(within(form).getByLabelText('File'), new File(['x'], 'bridge.png', { type: 'image/png' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    // The student's own upload (the submissions library): the course's libraries are for professors.
    await waitFor(() => expect(uploads).toEqual([`submissions/${COURSE}/upload/`]));
    expect(within(form).getByText('File: Bridge photo')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`${BASE}/artifacts`, { type: 'image', title: '', content: null, file: file._id, url: null, revision: 1 }));
    expect(await screen.findByRole('img', { name: 'bridge.png' })).toBeTruthy();
  });
});

describe('recording an audio item', () => {
  const original = { MediaRecorder: window.MediaRecorder, mediaDevices: navigator.mediaDevices };
  afterEach(() => {
    Object.assign(window, { MediaRecorder: original.MediaRecorder });
    Object.defineProperty(navigator, 'mediaDevices', { value: original.mediaDevices, configurable: true });
  });

  it("shows 'Permission denied.' in the form when the microphone is refused, then clears it", async () => {
    Object.assign(window, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError'))) }, configurable: true });
    const api = fakeApiClient(routes({ [`GET files/${COURSE}/?ext=mp3%2Cm4a%2Cogg%2Cwebm`]: () => ({ files: [] }) }));
    renderWithHost(<ProjectScreen params={params} />, api);
    await startAdding('audio');
    const recorder = screen.getByRole('group', { name: 'Record audio' });
    await userEvent.click(within(recorder).getByRole('button', { name: 'Record audio' }));
    expect(within(recorder).getByRole('alert').textContent).toBe('Permission denied.');
    await waitFor(() => expect(within(recorder).queryByRole('alert')).toBeNull());
  });
});

describe('removing and editing artifacts', () => {
  it("asks, removes with the revision and says 'The item has been removed'", async () => {
    const essay = artifact({ title: 'Essay' });
    const api = fakeApiClient(routes({ [`DELETE ${BASE}/artifacts/${essay._id}?revision=1`]: () => project({ revision: 2 }, []) }, [essay]));
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Essay' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Remove this item?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'The item has been removed', timeout: 2000 }));
    expect(screen.queryByRole('heading', { name: 'Essay (Text)' })).toBeNull();
  });

  it("edits a link and says 'Item saved'", async () => {
    const link = artifact({ type: 'url', title: 'Source', content: null, url: 'https://example.org/a' });
    const api = fakeApiClient(
      routes({ [`PUT ${BASE}/artifacts/${link._id}`]: (body) => ({ artifact: link, project: project({ revision: 2 }, [{ ...link, ...(body as object) }]) }) }, [link]),
    );
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Source' }));
    const address = screen.getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.org/b');
    await userEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(`${BASE}/artifacts/${link._id}`, { title: 'Source', content: null, file: null, url: 'https://example.org/b', revision: 1 }));
    expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Item saved', timeout: 2000 });
    expect(await screen.findByRole('link', { name: 'https://example.org/b' })).toBeTruthy();
  });
});

describe('a video being converted', () => {
  afterEach(() => vi.useRealTimers());

  it('says the conversion is in progress, and shows the player once a later read has it converted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const file = { id: 'f1', filename: 'clip.mp4', url: '/media/clip.mp4', thumbnailUrl: null, mimetype: 'video/mp4', converting: true };
    const clip = artifact({ type: 'video', title: 'Clip', content: null, file });
    let reads = 0;
    const api = fakeApiClient({
      ...routes({}),
      [`GET ${BASE}`]: () => {
        reads += 1;
        return answer([reads === 1 ? clip : { ...clip, file: { ...file, converting: false } }]);
      },
    });
    renderWithHost(<ProjectScreen params={params} />, api);
    expect(await screen.findByText('Video uploaded, conversion in progress. You may submit your project during the conversion process.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(screen.queryByText(/conversion in progress/)).toBeNull());
    expect(screen.getByLabelText('Clip').tagName).toBe('VIDEO');
  });
});

describe('live changes', () => {
  it('reloads the project when another window changed it', async () => {
    let reads = 0;
    const api = fakeApiClient({
      ...routes({}),
      [`GET ${BASE}`]: () => {
        reads += 1;
        return reads === 1 ? answer([]) : { ...answer([], 3), project: project({ revision: 3, title: 'Renamed elsewhere' }) };
      },
    });
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await screen.findByRole('heading', { level: 1, name: 'My portfolio' });
    await waitFor(() => expect(rendered.socket.sent.map((sent) => sent.event)).toContain('project:join'));
    act(() => rendered.socket.serverEmit('project:changed', { projectId: PROJECT, revision: 3 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Renamed elsewhere' })).toBeTruthy();
  });
});
