import { useState } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ApiComponent, CourseMode } from '@lms/sdk/web';
import AudioView from '../src/web/AudioView.tsx';
import AudioEditor from '../src/web/AudioEditor.tsx';
import type { AudioConfig } from '../src/schemas/audioConfig.ts';

export function audioComponent(config: AudioConfig, title = 'Interview'): ApiComponent<AudioConfig> {
  return {
    _id: 'component-1',
    type: 'audio',
    plugin: 'audio',
    title,
    description: null,
    config,
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

export function renderView(config: AudioConfig, options: { mode?: CourseMode; title?: string } = {}) {
  return render(<AudioView component={audioComponent(config, options.title)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode={options.mode ?? 'student'} />);
}

/** The editor under a parent that keeps the config, as the host's edit screen does; `changes` records every config reported. */
export function renderEditor(initial: AudioConfig, errors: Record<string, string> = {}) {
  const changes: AudioConfig[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <AudioEditor
        component={audioComponent(initial)}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        errors={errors}
        courseId="course-1"
      />
    );
  }
  const view = render(<Host />);
  return { ...view, changes, last: () => changes.at(-1) };
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
