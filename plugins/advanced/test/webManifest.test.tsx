import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ComponentHostContext } from '@lms/sdk/web';
import manifest from '../src/web/index.tsx';
import { tabsConfig } from './advancedFixture.ts';
import { childComponent, COURSE, componentHost, idOf, LESSON, PAGE, tabsComponent } from './advancedWebFixture.tsx';

const LAZY = Symbol.for('react.lazy');

function renderSuspended(node: ReactNode) {
  return render(
    <ComponentHostContext.Provider value={componentHost()}>
      <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
    </ComponentHostContext.Provider>,
  );
}

describe('advanced web manifest', () => {
  const advanced = manifest.components?.advanced;

  it('is the advanced plugin and loads View and Editor on demand', () => {
    expect(manifest.id).toBe('advanced');
    expect((advanced?.View as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((advanced?.Editor as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });

  it('View shows the tabs', async () => {
    if (!advanced) throw new Error('no advanced component type');
    const { View } = advanced;
    renderSuspended(<View component={tabsComponent(tabsConfig([idOf(1)]), [childComponent(1)])} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="student" />);
    expect((await screen.findByRole('tab', { name: 'Tab 1' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('hosted').textContent).toBe('Child 1 (student)');
  });
});
