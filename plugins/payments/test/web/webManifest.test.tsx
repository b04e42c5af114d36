import { describe, expect, it } from 'vitest';
import { routeByName } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('payments web manifest', () => {
  it('gives the bundle modal and the payment routes, each loaded on demand', () => {
    expect(manifest.id).toBe('payments');
    const names = ['list.bundle', 'payment', 'paymentsuccess', 'redeem', 'gift', 'administrator.codes'] as const;
    expect(Object.keys(manifest.screens ?? {}).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(routeByName(name)).toBeTruthy();
      expect(isLazy(manifest.screens?.[name])).toBe(true);
    }
  });

  it("reaches /administrator/codes from the header, for administrators", () => {
    expect(manifest.headerEntries).toEqual([expect.objectContaining({ label: 'Codes and prices', opens: { route: 'administrator.codes' }, access: 'administrator', place: 'everywhere' })]);
  });
});
