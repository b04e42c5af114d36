import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RelativeTime } from '../../src/web/thread/RelativeTime.tsx';
import { relativeTime } from '../../src/web/thread/relativeTime.ts';
import { displayDate } from '../../src/web/thread/displayDate.ts';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeTime (part 2 §9)', () => {
  it("says 'just now' under 45 s and for a date ahead of the clock", () => {
    expect(relativeTime(ago(0), NOW)).toBe('just now');
    expect(relativeTime(ago(44 * S), NOW)).toBe('just now');
    expect(relativeTime(ago(-5 * MIN), NOW)).toBe('just now');
    expect(relativeTime('not a date', NOW)).toBe('just now');
  });

  it('counts minutes, hours, days and months, one of each in words', () => {
    expect(relativeTime(ago(45 * S), NOW)).toBe('a minute ago');
    expect(relativeTime(ago(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(44 * MIN), NOW)).toBe('44 minutes ago');
    expect(relativeTime(ago(45 * MIN), NOW)).toBe('an hour ago');
    expect(relativeTime(ago(3 * H), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(22 * H), NOW)).toBe('a day ago');
    expect(relativeTime(ago(4 * D), NOW)).toBe('4 days ago');
    expect(relativeTime(ago(26 * D), NOW)).toBe('a month ago');
    expect(relativeTime(ago(95 * D), NOW)).toBe('3 months ago');
  });

  it("ends at 'a year ago', then 'more than an year ago' (the spec's text)", () => {
    expect(relativeTime(ago(320 * D), NOW)).toBe('a year ago');
    expect(relativeTime(ago(547 * D), NOW)).toBe('a year ago');
    expect(relativeTime(ago(548 * D), NOW)).toBe('more than an year ago');
    expect(relativeTime(ago(3000 * D), NOW)).toBe('more than an year ago');
  });
});

describe('RelativeTime', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the age, the full date on hover, and ages with the clock', () => {
    vi.useFakeTimers({ now: NOW });
    const iso = ago(10 * S);
    render(<RelativeTime iso={iso} />);
    const label = screen.getByText('just now');
    expect(label.tagName).toBe('TIME');
    expect(label.getAttribute('datetime')).toBe(iso);
    expect(label.getAttribute('title')).toBe(displayDate(iso));
    act(() => vi.advanceTimersByTime(2 * MIN));
    expect(label.textContent).toBe('2 minutes ago');
  });
});
