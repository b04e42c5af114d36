import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import manifest from '../src/web/index.tsx';
import { stepwiseComponent, THREE_STEPS } from './stepwiseFixture.ts';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);
}

describe('stepwise web manifest', () => {
  const stepwise = manifest.components?.stepwise;

  it('is the stepwise plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('stepwise');
    expect((stepwise?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((stepwise?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the component', async () => {
    if (!stepwise) throw new Error('no stepwise component type');
    const { View } = stepwise;
    renderSuspended(<View component={stepwiseComponent()} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(await screen.findByRole('heading', { name: 'Step 1: Read the equation' })).toBeTruthy();
  });

  it('Editor edits the component', async () => {
    if (!stepwise) throw new Error('no stepwise component type');
    const { Editor } = stepwise;
    renderSuspended(<Editor component={stepwiseComponent()} value={THREE_STEPS} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(await screen.findByRole('group', { name: 'Step 3' })).toBeTruthy();
  });
});
