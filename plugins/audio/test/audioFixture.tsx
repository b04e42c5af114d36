import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { LmsWebContext, withTypedCalls, type ApiClient, type ApiComponent, type CourseMode, type MediaFile } from '@lms/sdk/web';
import { ControlledEditor, componentFixture } from '@lms/sdk/testing/web';
import AudioView from '../src/web/AudioView.tsx';
import AudioEditor from '../src/web/AudioEditor.tsx';
import type { AudioConfig } from '../src/schemas/audioConfig.ts';

export function audioComponent(config: AudioConfig, title = 'Interview'): ApiComponent<AudioConfig> {
  return componentFixture('audio', config, { title });
}

export function renderView(config: AudioConfig, options: { mode?: CourseMode; title?: string } = {}) {
  return render(<AudioView component={audioComponent(config, options.title)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode={options.mode ?? 'student'} />);
}

/** A recording of course-1's file library, with the fields the picker and the editor read. */
export function libraryRecording(id: string, name: string, displayName: string): MediaFile {
  return { _id: id, library: 'files', name, display_name: displayName, extension: name.split('.').pop()!, type: 'audio', url: `/server/media/course-1/${id}/${name}`, thumbnail_url: null } as MediaFile;
}

/** The host's API as the editor's file library sees it: `files` is what the library holds. */
export function fakeApi(files: MediaFile[] = []): ApiClient {
  return withTypedCalls({ get: vi.fn(async () => ({ files })) as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload: vi.fn() });
}

/** The host's services around an editor, in edit mode. */
export function withServices(node: ReactNode, api: ApiClient = fakeApi()) {
  return <LmsWebContext value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}>{node}</LmsWebContext>;
}

/** The editor under a parent that keeps the config, as the host's edit screen does; `changes` records every config reported. */
export function renderEditor(initial: AudioConfig, errors: Record<string, string> = {}, api: ApiClient = fakeApi()) {
  const changes: AudioConfig[] = [];
  const view = render(withServices(<ControlledEditor Editor={AudioEditor} component={audioComponent(initial)} errors={errors} onChange={(next) => changes.push(next)} />, api));
  return { ...view, changes, api, last: () => changes.at(-1) };
}

export function stubObjectUrls(): string[] {
  const created: string[] = [];
  // jsdom has no object URLs: record what the view asks for.
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:test/${created.length}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn();
  return created;
}
