import { describe, expect, it } from 'vitest';
import manifest from '../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('assessment web manifest', () => {
  it('is the assessment plugin, with View and Editor loaded on demand', () => {
    expect(manifest.id).toBe('assessment');
    expect(isLazy(manifest.components?.assessment?.View)).toBe(true);
    expect(isLazy(manifest.components?.assessment?.Editor)).toBe(true);
  });
});
