import { describe, expect, it } from 'vitest';
import { hiddenFromStudents, visibleTo } from '../../src/content/visibility.ts';

const now = new Date('2026-11-21T12:00:00Z');
const item = (over: Partial<{ draft: boolean; open_date: Date | null; suppress_until_available: boolean }>) => ({
  draft: false,
  open_date: null,
  suppress_until_available: false,
  ...over,
});
const professor = { courseId: 'c', student: false, professor: true, manage: true, edit: true };
const student = { courseId: 'c', student: true, professor: false, manage: false, edit: false };

describe('visibility', () => {
  it('hides drafts from students only', () => {
    expect(hiddenFromStudents(item({ draft: true }), now)).toBe(true);
    expect(visibleTo(student, item({ draft: true }), now)).toBe(false);
    expect(visibleTo(professor, item({ draft: true }), now)).toBe(true);
  });

  it('hides not-yet-open items only when suppress_until_available is set', () => {
    const future = new Date('2026-12-01T00:00:00Z');
    expect(visibleTo(student, item({ open_date: future }), now)).toBe(true);
    expect(visibleTo(student, item({ open_date: future, suppress_until_available: true }), now)).toBe(false);
    expect(visibleTo(student, item({ open_date: new Date('2026-11-01T00:00:00Z'), suppress_until_available: true }), now)).toBe(true);
    expect(visibleTo(professor, item({ open_date: future, suppress_until_available: true }), now)).toBe(true);
  });
});
