import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import manifest from '../src/web/index.tsx';
import { videoComponent, withServices } from './videoFixture.tsx';

const LAZY = Symbol.for('react.lazy');
const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

function renderSuspended(node: ReactNode) {
  return render(withServices(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>));
}

describe('video web manifest', () => {
  const video = manifest.components?.video;

  it('is the video plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('video');
    expect((video?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((video?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!video) throw new Error('no video component type');
    const { View } = video;
    renderSuspended(<View component={videoComponent({ url: YOUTUBE })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(await screen.findByRole('button', { name: 'Play YouTube video: Cell membranes' })).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    if (!video) throw new Error('no video component type');
    const { Editor } = video;
    renderSuspended(<Editor component={videoComponent({ url: YOUTUBE })} value={{ url: YOUTUBE }} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(((await screen.findByRole('textbox', { name: 'Video link or file address' })) as HTMLInputElement).value).toBe(YOUTUBE);
  });
});
