import { describe, expect, it } from 'vitest';
import { alertWeekStart, alertWeeks } from '../../src/rules/alertWeek.ts';

const at = (iso: string) => new Date(iso);

describe('alert week (part 3 §9: the weekly alert start is Monday at 08:01 UTC)', () => {
  it('Monday 08:01 exactly starts a new week', () => {
    expect(alertWeekStart(at('2026-03-09T08:01:00.000Z'))).toEqual(at('2026-03-09T08:01:00.000Z'));
  });

  it('Monday 08:00 (and 08:00:59.999) still belongs to the week before', () => {
    expect(alertWeekStart(at('2026-03-09T08:00:00.000Z'))).toEqual(at('2026-03-02T08:01:00.000Z'));
    expect(alertWeekStart(at('2026-03-09T08:00:59.999Z'))).toEqual(at('2026-03-02T08:01:00.000Z'));
  });

  it('Sunday night is the end of the week that began the Monday before', () => {
    expect(alertWeekStart(at('2026-03-15T23:59:59.999Z'))).toEqual(at('2026-03-09T08:01:00.000Z'));
    expect(alertWeekStart(at('2026-03-15T00:00:00.000Z'))).toEqual(at('2026-03-09T08:01:00.000Z'));
  });

  it('mid-week and across a month end', () => {
    expect(alertWeekStart(at('2026-03-11T12:00:00Z'))).toEqual(at('2026-03-09T08:01:00Z'));
    expect(alertWeekStart(at('2026-04-01T00:00:00Z'))).toEqual(at('2026-03-30T08:01:00Z'));
    expect(alertWeekStart(at('2026-03-02T08:00:00Z'))).toEqual(at('2026-02-23T08:01:00Z'));
  });

  it('the current week runs from its start to now; the prior week is the 7 days before the start', () => {
    const now = at('2026-03-11T12:00:00Z');
    expect(alertWeeks(now)).toEqual({
      current: { from: at('2026-03-09T08:01:00Z'), to: now },
      prior: { from: at('2026-03-02T08:01:00Z'), to: at('2026-03-09T08:01:00Z') },
    });
  });
});
