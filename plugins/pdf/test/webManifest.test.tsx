import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import manifest from '../src/web/index.tsx';
import { withServices } from './pdfFixture.tsx';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(withServices(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>));
}

describe('pdf web manifest', () => {
  const pdf = manifest.components?.pdf;

  it('is the pdf plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('pdf');
    expect((pdf?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((pdf?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!pdf) throw new Error('no pdf component type');
    const { View } = pdf;
    const config = { url: 'https://example.org/a.pdf', title: 'Syllabus' };
    renderSuspended(<View component={componentFixture('pdf', config)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(await screen.findByTitle('Syllabus (PDF document)')).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    if (!pdf) throw new Error('no pdf component type');
    const { Editor } = pdf;
    const config = { url: 'https://example.org/a.pdf' };
    renderSuspended(<Editor component={componentFixture('pdf', config)} value={config} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(((await screen.findByRole('textbox', { name: 'URL' })) as HTMLInputElement).value).toBe('https://example.org/a.pdf');
  });
});
