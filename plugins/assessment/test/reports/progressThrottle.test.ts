import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressThrottle } from '../../src/server/reports/ProgressThrottle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ProgressThrottle', () => {
  it('runs the first task at once, holds the latest of the window and runs it when the window ends', () => {
    const throttle = new ProgressThrottle(2000);
    const ran: string[] = [];
    throttle.run('ada', () => ran.push('save 1'));
    throttle.run('ada', () => ran.push('save 2'));
    throttle.run('ada', () => ran.push('save 3'));
    throttle.run('bob', () => ran.push('bob'));
    expect(ran).toEqual(['save 1', 'bob']);
    vi.advanceTimersByTime(1999);
    expect(ran).toEqual(['save 1', 'bob']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['save 1', 'bob', 'save 3']);
    // The held task opened a window of its own.
    throttle.run('ada', () => ran.push('save 4'));
    expect(ran).toHaveLength(3);
    vi.advanceTimersByTime(2000);
    expect(ran.at(-1)).toBe('save 4');
    vi.advanceTimersByTime(2000);
    throttle.run('ada', () => ran.push('save 5'));
    expect(ran.at(-1)).toBe('save 5');
  });

  it('runs a `now` task at once, dropping what the window held', () => {
    const throttle = new ProgressThrottle(2000);
    const ran: string[] = [];
    throttle.now('ada', () => ran.push('start'));
    throttle.run('ada', () => ran.push('save'));
    throttle.now('ada', () => ran.push('submit'));
    expect(ran).toEqual(['start', 'submit']);
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(['start', 'submit']);
  });
});
