import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import manifest from '../src/web/index.tsx';
import { audioComponent, withServices } from './audioFixture.tsx';

const LAZY = Symbol.for('react.lazy');
const MP3 = 'https://cdn.example.org/interview.mp3';

function renderSuspended(node: ReactNode) {
  return render(withServices(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>));
}

describe('audio web manifest', () => {
  const audio = manifest.components?.audio;

  it('is the audio plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('audio');
    expect((audio?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((audio?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!audio) throw new Error('no audio component type');
    const { View } = audio;
    renderSuspended(<View component={audioComponent({ url: MP3, title: 'Bees' })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect((await screen.findByText('Bees')).tagName).toBe('FIGCAPTION');
  });

  it('Editor edits the component', async () => {
    if (!audio) throw new Error('no audio component type');
    const { Editor } = audio;
    renderSuspended(<Editor component={audioComponent({ url: MP3 })} value={{ url: MP3 }} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(((await screen.findByRole('textbox', { name: 'Audio file address' })) as HTMLInputElement).value).toBe(MP3);
  });
});
