import { describe, expect, it } from 'vitest';
import { draftChanges, sameValue, withStaged, type Drafts } from '../../src/web/settingsDraft.ts';
import { quiz } from './settingsFixture.tsx';

describe('the page draft', () => {
  const row = quiz('6c00000000000000000000a0', 'Quiz 1', { due_date: '2026-12-01T23:59:00Z' });

  it('keeps a changed field, and forgets it once back to the stored value (dates by their moment)', () => {
    let drafts: Drafts = new Map();
    drafts = withStaged(drafts, row, 'scramble', true);
    drafts = withStaged(drafts, row, 'due_date', '2026-12-02T10:00:00.000Z');
    expect(draftChanges([row], drafts).map(({ change }) => change)).toEqual([{ id: row.activity_id, scramble: true, due_date: '2026-12-02T10:00:00.000Z' }]);
    drafts = withStaged(drafts, row, 'due_date', '2026-12-01T23:59:00.000Z');
    drafts = withStaged(drafts, row, 'scramble', false);
    expect(drafts.size).toBe(0);
  });

  it('compares policies by their numbers', () => {
    expect(sameValue({ penalty: 10, per: 86400, max: 50 }, { penalty: 10, per: 86400, max: 50 })).toBe(true);
    expect(sameValue({ penalty: 10, per: 86400, max: 50 }, null)).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
  });
});
