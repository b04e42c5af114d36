import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollFrameHeight, resizeMessageHeight, type FrameReading } from '../src/web/frameHeight.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Polls with reads answered from `readings` (then the last one forever), recording when each read happened. */
function poll(readings: FrameReading[]) {
  const readAt: number[] = [];
  const reported: number[] = [];
  const start = Date.now();
  const stop = pollFrameHeight(
    () => {
      readAt.push(Date.now() - start);
      return readings[Math.min(readAt.length - 1, readings.length - 1)]!;
    },
    (height) => reported.push(height),
  );
  return { readAt, reported, stop };
}

describe('pollFrameHeight', () => {
  it('reads a readable page every 100 ms for 10 s, then stops', () => {
    const { readAt } = poll([480]);
    vi.advanceTimersByTime(20_000);
    expect(readAt.slice(0, 4)).toEqual([0, 100, 200, 300]);
    expect(readAt.at(-1)).toBe(10_000);
    expect(readAt).toHaveLength(101);
  });

  it('reports each new height once', () => {
    const { reported } = poll([300, 300, 650, 650, 650, 900]);
    vi.advanceTimersByTime(1000);
    expect(reported).toEqual([300, 650, 900]);
  });

  it('waits longer after each failed read in a row, and back to 100 ms once it reads', () => {
    const { readAt, reported } = poll(['not-ready', 'not-ready', 'not-ready', 700]);
    vi.advanceTimersByTime(1200);
    // 200, 300, 400 ms after the failures, then every 100 ms.
    expect(readAt.slice(0, 6)).toEqual([0, 200, 500, 900, 1000, 1100]);
    expect(reported).toEqual([700]);
  });

  it('gives up on a page that never gets ready within 10 s', () => {
    const { readAt } = poll(['not-ready']);
    vi.advanceTimersByTime(60_000);
    // 200 + 300 + ... + 1300 = 9 s; the next wait would pass 10 s.
    expect(readAt).toEqual([0, 200, 500, 900, 1400, 2000, 2700, 3500, 4400, 5400, 6500, 7700, 9000]);
  });

  it("stops at once on another site's page", () => {
    const { readAt } = poll(['unreadable']);
    vi.advanceTimersByTime(10_000);
    expect(readAt).toEqual([0]);
  });

  it('stops when asked', () => {
    const { readAt, stop } = poll([480]);
    vi.advanceTimersByTime(250);
    stop();
    vi.advanceTimersByTime(5000);
    expect(readAt).toEqual([0, 100, 200]);
  });
});

describe('resizeMessageHeight', () => {
  it('reads the height of an lms:resize message, within bounds', () => {
    expect(resizeMessageHeight({ type: 'lms:resize', height: 812 })).toBe(812);
    expect(resizeMessageHeight({ type: 'lms:resize', height: 640.2 })).toBe(641);
    expect(resizeMessageHeight({ type: 'lms:resize', height: 10 })).toBe(50);
    expect(resizeMessageHeight({ type: 'lms:resize', height: 1e9 })).toBe(20_000);
  });

  it('ignores any other message', () => {
    for (const data of [null, 'lms:resize', 812, { type: 'resize', height: 812 }, { type: 'lms:resize', height: '812' }, { type: 'lms:resize', height: 0 }, { type: 'lms:resize', height: Number.NaN }, { type: 'lms:resize' }]) {
      expect(resizeMessageHeight(data)).toBeNull();
    }
  });
});
