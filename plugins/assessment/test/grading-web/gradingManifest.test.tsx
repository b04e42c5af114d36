import { describe, expect, it } from 'vitest';
import manifest from '../../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('assessment web manifest: grading screens', () => {
  it('gives the grading center routes by student and by question, each loaded on demand', () => {
    expect(isLazy(manifest.screens?.['grading_center.bystudent'])).toBe(true);
    expect(isLazy(manifest.screens?.['grading_center.byquestion'])).toBe(true);
  });
});
