import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { LmsWebContext, withTypedCalls, type ApiClient, type ApiComponent, type CourseMode, type MediaFile } from '@lms/sdk/web';
import { ControlledEditor, componentFixture } from '@lms/sdk/testing/web';
import VideoView from '../src/web/VideoView.tsx';
import VideoEditor from '../src/web/VideoEditor.tsx';
import type { VideoConfig } from '../src/schemas/videoConfig.ts';

export function videoComponent(config: VideoConfig, title = 'Cell membranes'): ApiComponent<VideoConfig> {
  return componentFixture('video', config, { title });
}

export function renderView(config: VideoConfig, options: { mode?: CourseMode; title?: string } = {}) {
  return render(<VideoView component={videoComponent(config, options.title)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode={options.mode ?? 'student'} />);
}

/** A video of course-1's file library, with the fields the picker and the editor read. */
export function libraryVideo(id: string, name: string, displayName: string): MediaFile {
  return { _id: id, library: 'files', name, display_name: displayName, extension: name.split('.').pop()!, type: 'video', url: `/server/media/course-1/${id}/${name}`, thumbnail_url: null } as MediaFile;
}

/** The host's API: `post` answers the subtitle conversions, and the file library holds `files`. */
export function fakeApi(post: ApiClient['post'] = vi.fn(), files: MediaFile[] = []): ApiClient {
  return withTypedCalls({ get: vi.fn(async () => ({ files })) as ApiClient['get'], post, put: vi.fn(), delete: vi.fn(), upload: vi.fn() });
}

/** The host's services around an editor, in edit mode. */
export function withServices(node: ReactNode, api: ApiClient = fakeApi()) {
  return <LmsWebContext value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}>{node}</LmsWebContext>;
}

/** The editor under a parent that keeps the config, as the host's edit screen does; `changes` records every config reported. */
export function renderEditor(initial: VideoConfig, options: { errors?: Record<string, string>; api?: ApiClient } = {}) {
  const changes: VideoConfig[] = [];
  const api = options.api ?? fakeApi();
  const view = render(withServices(<ControlledEditor Editor={VideoEditor} component={videoComponent(initial)} errors={options.errors} onChange={(next) => changes.push(next)} />, api));
  return { ...view, changes, api, last: () => changes.at(-1) };
}
