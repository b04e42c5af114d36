import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import manifest from '../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);
}

describe('presentation web manifest', () => {
  const presentation = manifest.components?.presentation;

  it('is the presentation plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('presentation');
    expect((presentation?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((presentation?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!presentation) throw new Error('no presentation component type');
    const { View } = presentation;
    const config = { url: 'https://example.org/deck.pptx', title: 'Virtual tour' };
    renderSuspended(<View component={componentFixture('presentation', config)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(await screen.findByTitle('Virtual tour')).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    if (!presentation) throw new Error('no presentation component type');
    const { Editor } = presentation;
    const config = { url: 'https://example.org/deck.pptx' };
    renderSuspended(<Editor component={componentFixture('presentation', config)} value={config} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(((await screen.findByRole('textbox', { name: 'URL' })) as HTMLInputElement).value).toBe('https://example.org/deck.pptx');
  });
});
