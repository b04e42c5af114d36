import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answerQti } from './qtiHarness.tsx';
import { HOTSPOT } from './qtiRenderFixtures.ts';

// Checked by eye in headless Chromium at 390 × 1000 too (docs/architecture.md, "QTI delivery in the browser").
describe('QTI items at 390 px', () => {
  const css = readFileSync('plugins/assessment/src/web/delivery/qti/qti.css', 'utf8');

  it('the passages go above the item below 48rem; wide tables scroll inside their box; pictures shrink to fit', () => {
    expect(css).toMatch(/@media \(max-width: 48rem\) \{\s*\.lms-qti--with-stimuli \{\s*grid-template-columns: minmax\(0, 1fr\);/);
    expect(css).toMatch(/\.lms-qti-match__table \{[^}]*overflow-x: auto/);
    expect(css).toMatch(/\.lms-qti__item img,\s*\.lms-qti__item video \{[^}]*max-width: 100%/);
    expect(css).toMatch(/\.lms-qti-stage \{[^}]*width: 100%/);
  });

  it('a graphic stage is as wide as its image at most and keeps its proportions, so hotspots stay on their places when it shrinks', () => {
    const { view } = answerQti(HOTSPOT);
    const stage = view.container.querySelector('.lms-qti-stage') as HTMLElement;
    expect(stage.style.maxWidth).toBe('200px');
    expect(stage.style.aspectRatio).toBe('200 / 100');
    expect(screen.getByRole('button', { name: 'Brill' }).style.left).toBe('50%');
  });
});
