import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import manifest from '../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);
}

describe('html web manifest', () => {
  const html = manifest.components?.html;

  it('is the html plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('html');
    expect((html?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((html?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!html) throw new Error('no html component type');
    const { View } = html;
    renderSuspended(<View component={componentFixture('html', { html: '<h2>Cells</h2>' })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(await screen.findByRole('heading', { name: 'Cells' })).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    if (!html) throw new Error('no html component type');
    const { Editor } = html;
    renderSuspended(<Editor component={componentFixture('html', { html: '<p>Cells</p>' })} value={{ html: '<p>Cells</p>' }} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect((await screen.findByRole('textbox', { name: 'HTML content' })).textContent).toBe('Cells');
  });
});
