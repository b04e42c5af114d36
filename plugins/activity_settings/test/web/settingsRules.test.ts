import { describe, expect, it } from 'vitest';
import { ApiError } from '@lms/sdk/web';
import { placeErrors, failureText } from '../../src/web/saveFailure.ts';
import { bulkProblem, dateOrderProblem, isFarPastDue, policyProblem } from '../../src/web/settingsChecks.ts';
import { attemptsText, dateText, readAttempts, readDateEntry, readTimeLimitMinutes } from '../../src/web/settingsEntry.ts';
import { loadFailureMessage, SETTINGS_MESSAGES } from '../../src/web/settingsMessages.ts';

describe('the auto-accept late policy (part 3 §5)', () => {
  it.each([
    [{ penalty: 10, per: 86400, max: 50 }, null],
    [{ penalty: 30, per: 86400, max: 100 }, null],
    [{ penalty: 0, per: 3600, max: 35 }, null],
    [{ penalty: 30, per: 86400, max: 50 }, SETTINGS_MESSAGES.policy],
    [{ penalty: 7.5, per: 86400, max: 15 }, SETTINGS_MESSAGES.policy],
  ] as const)('%o: %s', (policy, message) => {
    expect(policyProblem({ ...policy })).toBe(message);
  });

  it('accepts no policy (auto-accept off)', () => {
    expect(policyProblem(null)).toBeNull();
  });
});

describe('the order of dates', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 11, day)).toISOString();
  it('marks the field the server marks: the open date after the due or close date, the due date after the close date', () => {
    expect(dateOrderProblem({ open_date: at(5), due_date: at(3), close_date: null })).toBe('open_date');
    expect(dateOrderProblem({ open_date: at(5), due_date: null, close_date: at(4) })).toBe('open_date');
    expect(dateOrderProblem({ open_date: at(1), due_date: at(6), close_date: at(4) })).toBe('due_date');
    expect(dateOrderProblem({ open_date: at(1), due_date: at(1), close_date: at(4) })).toBeNull();
  });
});

describe('dates', () => {
  it('reads MM/DD/YYYY HH:MM, gives a date alone the default time, and refuses anything else with the spec message', () => {
    expect(readDateEntry('12/15/2026 10:30', null)).toEqual({ ok: true, value: new Date(2026, 11, 15, 10, 30).toISOString() });
    expect(readDateEntry('12/15/2026', null)).toEqual({ ok: true, value: new Date(2026, 11, 15, 23, 59).toISOString() });
    expect(readDateEntry('12/15/2026', '08:00')).toEqual({ ok: true, value: new Date(2026, 11, 15, 8, 0).toISOString() });
    expect(readDateEntry('', null)).toEqual({ ok: true, value: null });
    for (const wrong of ['2026-12-15', '12/15/2026 24:00', '12/15/2026 10:60', '02/30/2026 10:00', '01/01/1960 10:00']) {
      expect(readDateEntry(wrong, null)).toEqual({ ok: false, message: 'Please check your date format (MM/DD/YYYY HH:MI)' });
    }
  });

  it('shows dates at or before 1970 and after 2198 empty', () => {
    expect(dateText('1970-06-01T12:00:00.000Z')).toBe('');
    expect(dateText('2199-12-31T12:00:00.000Z')).toBe('');
    expect(dateText(new Date(2026, 0, 2, 9, 5).toISOString())).toBe('01/02/2026 09:05');
  });

  it('asks about a due date more than a year past', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isFarPastDue('2025-11-01T00:00:00Z', now)).toBe(true);
    expect(isFarPastDue('2026-01-01T00:00:00Z', now)).toBe(false);
    expect(isFarPastDue(null, now)).toBe(false);
  });
});

describe('counts', () => {
  it('shows unlimited attempts as ∞ and reads ∞, empty or 0 back as unlimited', () => {
    expect(attemptsText(0)).toBe('∞');
    expect(readAttempts('∞')).toEqual({ ok: true, value: 0 });
    expect(readAttempts('')).toEqual({ ok: true, value: 0 });
    expect(readAttempts('3')).toEqual({ ok: true, value: 3 });
    expect(readAttempts('-1').ok).toBe(false);
  });

  it('reads the time limit in minutes into seconds', () => {
    expect(readTimeLimitMinutes('45')).toEqual({ ok: true, value: 2700 });
    expect(readTimeLimitMinutes('1.5').ok).toBe(false);
  });
});

describe('bulk messages (part 3 §5 "Bulk edit")', () => {
  it('asks for a field first, then for a row', () => {
    expect(bulkProblem([], [])).toBe('Remember to select the field(s) to be updated.');
    expect(bulkProblem(['due_date'], [])).toBe('Please select 1 or more rows to edit.');
    expect(bulkProblem(['due_date'], ['a'])).toBeNull();
  });
});

describe('save failures (part 3 §8)', () => {
  it("says 'Error: ' and the server's error, else 'Please verify the entered values.'", () => {
    expect(failureText(new ApiError(422, 'validation', 'Please order your dates sensibly'))).toBe('Error: Please order your dates sensibly');
    expect(failureText(new ApiError(502, 'unknown', 'Bad Gateway'))).toBe('Error: Bad Gateway');
    expect(failureText(new ApiError(500, 'unknown', ''))).toBe('Error: Please verify the entered values.');
  });

  it('places changes/<i>/<field> on the row sent at i, and which/<field> on the bulk form', () => {
    const error = new ApiError(422, 'validation', 'x', [
      { field: 'changes/1/due_date', message: 'Please order your dates sensibly' },
      { field: '/changes/0/policy/max', message: 'Policy!' },
      { field: 'which/show_responses', message: 'Without a due date, we cannot show responses after that.' },
    ]);
    const placed = placeErrors(error, ['row-a', 'row-b']);
    expect(Object.fromEntries(placed.rows)).toEqual({ 'row-a': { policy: 'Policy!' }, 'row-b': { due_date: 'Please order your dates sensibly' } });
    expect(placed.which).toEqual({ show_responses: 'Without a due date, we cannot show responses after that.' });
  });

  it('words the load failure with the error in the parentheses', () => {
    expect(loadFailureMessage('Gateway Timeout')).toBe('We might have timed out (Gateway Timeout). Please reload...');
  });
});
