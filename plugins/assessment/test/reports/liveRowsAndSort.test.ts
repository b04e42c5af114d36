import { describe, expect, it } from 'vitest';
import { isNotOlder, liveCounts, withRow } from '../../src/web/reports/liveRows.ts';
import { sortRows, type LiveSortKey } from '../../src/web/reports/liveSort.ts';
import { momentText, timeLeftText } from '../../src/web/reports/reportFormat.ts';
import { row } from './liveRowFixture.ts';

const T = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();

const ada = row('a', 'Ada', 'Byron', { state: 'in_progress', attempt_number: 1, answered: 2, started_at: T(0), saved_at: T(5), deadline: T(30) });
const bob = row('b', 'Bob', 'carter', { state: 'submitted', attempt_number: 1, answered: 3, started_at: T(0), saved_at: T(3), submitted_at: T(4), score: 5, max_score: 6 });
const cy = row('c', 'Cy', 'Dale');
const di = row('d', 'Di', 'Evans', { state: 'in_progress', attempt_number: 1, answered: 0, started_at: T(1), deadline: T(20) });

describe('live rows', () => {
  it('takes news of a later attempt, state or moment, and refuses older news', () => {
    expect(isNotOlder({ ...ada, saved_at: T(6) }, ada)).toBe(true);
    expect(isNotOlder({ ...ada, saved_at: T(4) }, ada)).toBe(false);
    expect(isNotOlder({ ...ada, state: 'submitted', submitted_at: T(5) }, ada)).toBe(true);
    expect(isNotOlder(ada, { ...ada, state: 'submitted' })).toBe(false);
    expect(isNotOlder({ ...ada, attempt_number: 2, saved_at: null, started_at: T(1) }, ada)).toBe(true);
    expect(isNotOlder(ada, ada)).toBe(true);
  });

  it('replaces or adds one student, and keeps the same rows when the news is older', () => {
    const rows = [ada, cy];
    expect(withRow(rows, { ...cy, state: 'in_progress', attempt_number: 1, started_at: T(2) })[1]!.state).toBe('in_progress');
    expect(withRow(rows, bob).map((entry) => entry.user_id)).toEqual(['a', 'c', 'b']);
    expect(withRow(rows, { ...ada, saved_at: T(1) })).toBe(rows);
    expect(liveCounts([ada, bob, cy, di])).toEqual({ in_progress: 2, submitted: 1, not_started: 1 });
  });
});

describe('sorting the live view', () => {
  const rows = [di, cy, bob, ada];
  const order = (key: LiveSortKey, direction: 'ascending' | 'descending' = 'ascending') => sortRows(rows, { key, direction }).map((entry) => entry.name);

  it('sorts by surname whatever their case, then by any column, nothing to compare last either way', () => {
    expect(order('name')).toEqual(['Ada', 'Bob', 'Cy', 'Di']);
    expect(order('name', 'descending')).toEqual(['Di', 'Cy', 'Bob', 'Ada']);
    expect(order('state')).toEqual(['Cy', 'Ada', 'Di', 'Bob']);
    expect(order('answered', 'descending')).toEqual(['Bob', 'Ada', 'Cy', 'Di']);
    expect(order('time_left')).toEqual(['Di', 'Ada', 'Bob', 'Cy']);
    expect(order('time_left', 'descending')).toEqual(['Ada', 'Di', 'Bob', 'Cy']);
    expect(order('saved', 'descending')).toEqual(['Ada', 'Bob', 'Cy', 'Di']);
    expect(order('score', 'descending')).toEqual(['Bob', 'Ada', 'Cy', 'Di']);
  });
});

describe('report formats', () => {
  it('counts time left down in hours, minutes and seconds, and says when it is up', () => {
    expect(timeLeftText(3_909_000)).toBe('1:05:09');
    expect(timeLeftText(299_001)).toBe('5:00');
    expect(timeLeftText(59_000)).toBe('0:59');
    expect(timeLeftText(0)).toBe('Time is up');
    expect(timeLeftText(-5000)).toBe('Time is up');
  });

  it("writes today's moments as a time of day and other days' with their date", () => {
    const today = new Date(2030, 0, 1, 18, 0);
    expect(momentText(new Date(2030, 0, 1, 10, 5, 7).toISOString(), today)).not.toMatch(/2030|30/);
    expect(momentText(new Date(2029, 11, 31, 10, 5, 7).toISOString(), today)).toMatch(/29|2029/);
  });
});
