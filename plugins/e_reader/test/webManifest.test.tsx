import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import type { ApiClient } from '@lms/sdk/web';
import manifest from '../src/web/index.tsx';
import { withServices } from './fixtures/webServices.tsx';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(withServices(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>, { get: vi.fn(async () => ({ files: [] })) as ApiClient['get'] }, 'edit'));
}

describe('e-reader web manifest', () => {
  const type = manifest.components?.e_reader;

  it('is the e-reader plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('e-reader');
    expect((type?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((type?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    const { View } = type!;
    renderSuspended(<View component={componentFixture('e_reader', { url: '' })} courseId="course-1" lessonId="l" pageId="p" mode="edit" />);
    expect(await screen.findByText('No book has been chosen for this component yet.')).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    const { Editor } = type!;
    renderSuspended(<Editor component={componentFixture('e_reader', { url: '' })} value={{ url: '' }} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(await screen.findByText('File library')).toBeTruthy();
  });
});
