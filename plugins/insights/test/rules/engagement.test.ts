import { describe, expect, it } from 'vitest';
import { classifyEngagement, isActive, summariseEngagement, type EngagementFacts } from '../../src/rules/engagement.ts';

const facts = (minutesPastWeek: number, minutesPriorWeek: number, averagePercent: number | null = 85): EngagementFacts => ({ minutesPastWeek, minutesPriorWeek, averagePercent });

describe('engagement (part 3 §9): disengaged under 30 min in the past week', () => {
  it('29 minutes this week is disengaged, whatever the week before and the score', () => {
    const verdict = classifyEngagement(facts(29, 200, 100));
    expect(verdict).toMatchObject({ class: 'disengaged', rule: 'disengaged-past-week', active: false });
    expect(verdict.explanation).toBe('Disengaged: 29 min in the past week, under 30 min.');
    expect(verdict.facts).toEqual(facts(29, 200, 100));
  });

  it('29.9 minutes is still under 30 and says so (never rounded across the threshold)', () => {
    expect(classifyEngagement(facts(29.9, 200)).explanation).toBe('Disengaged: 29.9 min in the past week, under 30 min.');
  });

  it('30 minutes this week and 30 the week before is not disengaged (and is active)', () => {
    expect(classifyEngagement(facts(30, 30))).toMatchObject({ class: 'engaged', rule: 'engaged', active: true });
  });
});

describe('engagement: disengaged under 60 min in two weeks', () => {
  it('30 + 29 = 59 minutes in two weeks is disengaged', () => {
    const verdict = classifyEngagement(facts(30, 29));
    expect(verdict).toMatchObject({ class: 'disengaged', rule: 'disengaged-two-weeks', active: false });
    expect(verdict.explanation).toBe('Disengaged: 59 min in the past two weeks, under 60 min.');
  });

  it('40 + 20 = 60 minutes is not disengaged', () => {
    expect(classifyEngagement(facts(40, 20)).class).toBe('engaged');
  });

  it('no time at all is disengaged by the past week rule first', () => {
    expect(classifyEngagement(facts(0, 0, null)).rule).toBe('disengaged-past-week');
  });
});

describe('engagement: struggling under 70%', () => {
  it('69% while active is struggling, with the numbers in the explanation', () => {
    const verdict = classifyEngagement(facts(45, 40, 69));
    expect(verdict).toMatchObject({ class: 'struggling', rule: 'struggling-score', active: true });
    expect(verdict.explanation).toBe('Struggling: active (45 min this week, 40 min the week before) with an average of 69%, under 70%.');
  });

  it('69.6% is struggling and shown as 69.6%, not rounded to 70%', () => {
    expect(classifyEngagement(facts(45, 40, 69.6)).explanation).toContain('an average of 69.6%, under 70%');
  });

  it('exactly 70% is not under 70%: engaged', () => {
    const verdict = classifyEngagement(facts(45, 40, 70));
    expect(verdict).toMatchObject({ class: 'engaged', rule: 'engaged' });
    expect(verdict.explanation).toBe('Engaged: 45 min this week, 40 min the week before, an average of 70%.');
  });

  it('71% is engaged', () => {
    expect(classifyEngagement(facts(45, 40, 71)).class).toBe('engaged');
  });

  it('a low score does not outrank time: 29 minutes at 10% is disengaged, not struggling', () => {
    expect(classifyEngagement(facts(29, 100, 10)).class).toBe('disengaged');
  });

  it('no score yet is judged on time alone', () => {
    expect(classifyEngagement(facts(45, 40, null))).toMatchObject({ class: 'engaged', explanation: 'Engaged: 45 min this week, 40 min the week before, no score yet.' });
  });

  it('not disengaged but not active either (45 this week, 20 before): judged on the score, called working', () => {
    const verdict = classifyEngagement(facts(45, 20, 50));
    expect(verdict).toMatchObject({ class: 'struggling', active: false });
    expect(verdict.explanation).toBe('Struggling: working (45 min this week, 20 min the week before) with an average of 50%, under 70%.');
  });
});

describe('active: at least 30 minutes in each of the last 2 weeks', () => {
  it.each([
    [30, 30, true],
    [29, 30, false],
    [30, 29, false],
    [120, 0, false],
  ])('%s and %s minutes: %s', (past, prior, active) => {
    expect(isActive(facts(past, prior))).toBe(active);
  });
});

describe('engagement summary', () => {
  it('counts each class and the percent engaged, rounded', () => {
    const verdicts = [facts(45, 40, 90), facts(45, 40, 50), facts(0, 0), facts(60, 60, null)].map(classifyEngagement);
    expect(summariseEngagement(verdicts)).toEqual({ engaged: 2, struggling: 1, disengaged: 1, percent: 50 });
    expect(summariseEngagement(verdicts.slice(0, 3))).toMatchObject({ percent: 33 });
  });

  it('is 0% of no students', () => {
    expect(summariseEngagement([])).toEqual({ engaged: 0, struggling: 0, disengaged: 0, percent: 0 });
  });
});
