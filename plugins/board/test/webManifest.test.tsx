import { describe, expect, it } from 'vitest';
import manifest from '../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('board web manifest', () => {
  it('is the board plugin, with View and Editor and a comments footer loaded on demand', () => {
    expect(manifest.id).toBe('board');
    expect(isLazy(manifest.components?.board?.View)).toBe(true);
    expect(isLazy(manifest.components?.board?.Editor)).toBe(true);
    expect(manifest.componentFooters).toHaveLength(1);
    expect(isLazy(manifest.componentFooters?.[0])).toBe(true);
  });
});
