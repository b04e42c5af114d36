import { useState } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { LmsWebContext, type ApiClient, type ApiComponent, type CourseMode } from '@lms/sdk/web';
import VideoView from '../src/web/VideoView.tsx';
import VideoEditor from '../src/web/VideoEditor.tsx';
import type { VideoConfig } from '../src/schemas/videoConfig.ts';

export function videoComponent(config: VideoConfig, title = 'Cell membranes'): ApiComponent<VideoConfig> {
  return {
    _id: 'component-1',
    type: 'video',
    plugin: 'video',
    title,
    description: null,
    config,
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

export function renderView(config: VideoConfig, options: { mode?: CourseMode; title?: string } = {}) {
  return render(<VideoView component={videoComponent(config, options.title)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode={options.mode ?? 'student'} />);
}

export function fakeApi(post: ApiClient['post'] = vi.fn()): ApiClient {
  return { get: vi.fn(), post, put: vi.fn(), delete: vi.fn() };
}

/** The editor under a parent that keeps the config, as the host's edit screen does; `changes` records every config reported. */
export function renderEditor(initial: VideoConfig, options: { errors?: Record<string, string>; api?: ApiClient } = {}) {
  const changes: VideoConfig[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <VideoEditor
        component={videoComponent(initial)}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        errors={options.errors ?? {}}
        courseId="course-1"
      />
    );
  }
  const api = options.api ?? fakeApi();
  const view = render(
    <LmsWebContext value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}>
      <Host />
    </LmsWebContext>,
  );
  return { ...view, changes, api, last: () => changes.at(-1) };
}
