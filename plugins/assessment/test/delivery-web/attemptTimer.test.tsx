import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { AttemptFlow } from '../../src/web/delivery/AttemptFlow.tsx';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { countdown, durationWords, latenessWords } from '../../src/web/delivery/timeLeft.ts';
import { COMPONENT, COURSE, fakeApi, NOW, PATH, renderWithApi, runningAttempt } from './deliveryFixture.tsx';

const at = (seconds: number) => new Date(Date.parse(NOW) + seconds * 1000).toISOString();
const pass = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // The browser's own clock is far off: only the server's counts.
  vi.setSystemTime(new Date('2019-06-01T00:00:00.000Z'));
});

afterEach(() => vi.useRealTimers());

function timed(limitSeconds: number) {
  const submit = vi.fn(() => ({ _id: 'x', number: 1, status: 'graded', submitted_at: at(limitSeconds), late_seconds: 0, timed_out: true, score: 0, max_score: 3 }));
  const onSubmitted = vi.fn();
  const api = fakeApi({ [`POST ${PATH}submit/`]: submit, [`PUT ${PATH}attempt/`]: () => ({ saved_at: NOW }) });
  renderWithApi(
    <AttemptFlow
      courseId={COURSE}
      componentId={COMPONENT}
      config={{ ...DEFAULT_ASSESSMENT_CONFIG, time_limit: limitSeconds }}
      initial={runningAttempt({ started_at: NOW, now: at(0), deadline: at(limitSeconds) })}
      onSubmitted={onSubmitted}
      onReloadState={vi.fn()}
    />,
    api,
  );
  return { submit, onSubmitted };
}

const timer = () => screen.getByRole('timer').textContent;
const warning = () => screen.queryByText(/^Only .* left/);

describe('the attempt timer', () => {
  it("counts down from the server's deadline and clock, warns at one tenth of the limit, and submits at 0", async () => {
    const { submit, onSubmitted } = timed(1800);
    expect(timer()).toBe('30:00');
    await pass(1619_000);
    expect(timer()).toBe('3:01');
    expect(warning()).toBeNull();
    await pass(1000);
    expect(timer()).toBe('3:00');
    expect(warning()?.textContent).toBe('Only 3 minutes left: your answers are submitted when the time is up.');
    expect(warning()?.getAttribute('role')).toBe('alert');
    expect(submit).not.toHaveBeenCalled();
    await pass(180_000);
    expect(timer()).toBe('0:00');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ timed_out: true }));
    await pass(5000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('warns at one tenth of a custom limit too', async () => {
    timed(600);
    await pass(539_000);
    expect(warning()).toBeNull();
    await pass(1000);
    expect(warning()?.textContent).toBe('Only 1 minute left: your answers are submitted when the time is up.');
  });

  it('shows no timer for an untimed attempt', () => {
    const api = fakeApi({});
    renderWithApi(<AttemptFlow courseId={COURSE} componentId={COMPONENT} config={DEFAULT_ASSESSMENT_CONFIG} initial={runningAttempt()} onSubmitted={vi.fn()} onReloadState={vi.fn()} />, api);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('time labels', () => {
  it('spells countdowns, warnings and lateness', () => {
    expect([countdown(3_725_000), countdown(245_000), countdown(9_000), countdown(-5)]).toEqual(['1:02:05', '4:05', '0:09', '0:00']);
    expect([durationWords(180), durationWords(90), durationWords(45), durationWords(60)]).toEqual(['3 minutes', '1 minute 30 seconds', '45 seconds', '1 minute']);
    expect([latenessWords(2 * 86400 + 3 * 3600), latenessWords(3600 + 300), latenessWords(40 * 60), latenessWords(5), latenessWords(86400)]).toEqual([
      '2 days 3 hours',
      '1 hour 5 minutes',
      '40 minutes',
      '1 minute',
      '1 day',
    ]);
  });
});
