import { describe, expect, it } from 'vitest';
import manifest from '../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('project web manifest', () => {
  it('is the project plugin, with the component View and the project screen loaded on demand', () => {
    expect(manifest.id).toBe('project');
    expect(isLazy(manifest.components?.project?.View)).toBe(true);
    expect(isLazy(manifest.screens?.project)).toBe(true);
  });
});
