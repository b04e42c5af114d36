import { describe, expect, it } from 'vitest';
import manifest from '../../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('report screens', () => {
  it('serves the live view and the item details on their spec routes, loaded on demand', () => {
    for (const route of ['liveview', 'assessmentdetail', 'assessment_deep_dive.live_progress', 'assessment_deep_dive.items_detailed_report'] as const) {
      expect(isLazy(manifest.screens?.[route]), route).toBe(true);
    }
  });
});
