import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture, TestQueryCache } from '@lms/sdk/testing/web';
import { LmsWebContext, withTypedCalls } from '@lms/sdk/web';
import manifest from '../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);
}

describe('iframe web manifest', () => {
  const iframe = manifest.components?.iframe;

  it('is the iframe plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('iframe');
    expect((iframe?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((iframe?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!iframe) throw new Error('no iframe component type');
    const { View } = iframe;
    const config = { url: 'https://example.org', title: 'Virtual tour' };
    renderSuspended(<View component={componentFixture('iframe', config)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(await screen.findByTitle('Virtual tour')).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    if (!iframe) throw new Error('no iframe component type');
    const { Editor } = iframe;
    const config = { url: 'https://example.org' };
    const api = withTypedCalls({ get: vi.fn(async () => ({ tool_providers: [] }) as never), post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload: vi.fn() });
    renderSuspended(
      <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}><TestQueryCache>
        <Editor component={componentFixture('iframe', config)} value={config} onChange={vi.fn()} errors={{}} courseId="course-1" />
      </TestQueryCache></LmsWebContext.Provider>,
    );
    expect(((await screen.findByRole('textbox', { name: 'URL' })) as HTMLInputElement).value).toBe('https://example.org');
  });
});
