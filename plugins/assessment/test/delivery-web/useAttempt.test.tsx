import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import { TestQueryCache } from '@lms/sdk/testing/web';
import { useAttempt } from '../../src/web/delivery/useAttempt.ts';
import type { RunningAttempt } from '../../src/calls/deliveryCalls.ts';
import { COURSE, COMPONENT, fakeApi, ITEMS, NOW, PATH, runningAttempt } from './deliveryFixture.tsx';

const TERMINATED = 'Your instructor terminated your session! Click here to see updated status';
const BACKUP = `lms-assessment-unsaved:${runningAttempt()._id}`;

/** `initial` null: no attempt given, the hook loads it. */
function hook(api: ApiClient, initial: RunningAttempt | null = runningAttempt()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>{children}</TestQueryCache>
    </LmsWebContext.Provider>
  );
  return renderHook(() => useAttempt(COURSE, COMPONENT, initial ?? undefined), { wrapper });
}

/** Lets timers run and the answers they wait for settle. */
const pass = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAttempt: saving', () => {
  it('saves a second after the last change, once for quick changes, and says Saving… then Saved', async () => {
    const save = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve({ saved_at: NOW }), 100)));
    const api = fakeApi({ [`PUT ${PATH}attempt/`]: save });
    const { result } = hook(api);
    act(() => result.current.setResponse(ITEMS.single.id, 'a'));
    await pass(500);
    act(() => result.current.setResponse(ITEMS.short.id, 'Mito'));
    await pass(999);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.responses).toEqual({ [ITEMS.single.id]: 'a', [ITEMS.short.id]: 'Mito' });
    await pass(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(api.put).toHaveBeenCalledWith(`${PATH}attempt/`, { responses: { [ITEMS.single.id]: 'a', [ITEMS.short.id]: 'Mito' } });
    expect(result.current.save).toEqual({ status: 'saving', message: 'Saving…' });
    await pass(100);
    expect(result.current.save).toEqual({ status: 'saved', message: 'Saved' });
    expect(localStorage.getItem(BACKUP)).toBeNull();
  });

  it('keeps a change made while a save is under way for the next save', async () => {
    const saved = vi.fn((body?: unknown) => new Promise((resolve) => setTimeout(() => resolve({ saved_at: NOW, body }), 300)));
    const api = fakeApi({ [`PUT ${PATH}attempt/`]: saved });
    const { result } = hook(api);
    act(() => result.current.setResponse(ITEMS.short.id, 'Mi'));
    await pass(1100);
    act(() => result.current.setResponse(ITEMS.short.id, 'Mito'));
    await pass(1300);
    expect(saved.mock.calls.map(([body]) => body)).toEqual([{ responses: { [ITEMS.short.id]: 'Mi' } }, { responses: { [ITEMS.short.id]: 'Mito' } }]);
    expect(result.current.save.message).toBe('Saved');
  });

  it('keeps the responses after a failed save, in the page and in the browser, and tries again until it is saved', async () => {
    let fail = true;
    const save = vi.fn(() => {
      if (fail) throw new ApiError(0, 'connection', 'Connection error. Try again later.');
      return { saved_at: NOW };
    });
    const { result } = hook(fakeApi({ [`PUT ${PATH}attempt/`]: save }));
    act(() => result.current.setResponse(ITEMS.single.id, 'b'));
    await pass(1000);
    expect(result.current.save).toEqual({ status: 'failed', message: 'Problem saving the data. Your answers are kept on this page and sent again in a moment.' });
    expect(JSON.parse(localStorage.getItem(BACKUP)!).responses).toEqual({ [ITEMS.single.id]: 'b' });
    await pass(1000);
    expect(save).toHaveBeenCalledTimes(2);
    await pass(2000);
    expect(save).toHaveBeenCalledTimes(3);
    fail = false;
    await pass(4000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(result.current.save.message).toBe('Saved');
    expect(result.current.responses[ITEMS.single.id]).toBe('b');
    expect(localStorage.getItem(BACKUP)).toBeNull();
  });

  it("says the spec's message on 401, and the server's after 'Problem saving the data.' otherwise", async () => {
    let error = new ApiError(401, 'not-logged', 'Not logged in.');
    const { result } = hook(
      fakeApi({
        [`PUT ${PATH}attempt/`]: () => {
          throw error;
        },
      }),
    );
    act(() => result.current.setResponse(ITEMS.single.id, 'b'));
    await pass(1000);
    expect(result.current.save.message).toBe('You are not logged in. Try logging in again in a new tab and then click the button again.');
    error = new ApiError(500, 'internal-error', 'Something went wrong on our side.');
    await pass(1000);
    expect(result.current.save.message).toBe('Problem saving the data. Something went wrong on our side.');
  });

  it('saves what is unsaved every 12 s', async () => {
    const save = vi.fn(() => {
      throw new ApiError(503, 'unavailable', 'Down.');
    });
    const { result } = hook(fakeApi({ [`PUT ${PATH}attempt/`]: save }));
    act(() => result.current.setResponse(ITEMS.single.id, 'b'));
    // 1 s debounce, then retries at 1, 2, 4, 8 s, then every 12 s (the autosave also ticks every 12 s).
    await pass(60_000);
    const times = save.mock.calls.length;
    await pass(12_000);
    expect(save.mock.calls.length - times).toBeGreaterThanOrEqual(1);
    expect(save.mock.calls.length - times).toBeLessThanOrEqual(2);
  });

  it('stops saving when the instructor terminated the session', async () => {
    const save = vi.fn(() => {
      throw new ApiError(409, 'conflict', TERMINATED);
    });
    const { result } = hook(fakeApi({ [`PUT ${PATH}attempt/`]: save }));
    act(() => result.current.setResponse(ITEMS.single.id, 'b'));
    await pass(1000);
    expect(result.current.terminated).toBe(true);
    await pass(30_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends the unsaved responses with a keepalive request when the page is hidden or left', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'XSRF-TOKEN=token-1';
    const { result } = hook(fakeApi({ [`PUT ${PATH}attempt/`]: () => ({ saved_at: NOW }) }));
    act(() => result.current.setResponse(ITEMS.short.id, 'Mito'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(fetch).toHaveBeenCalledWith(`/server/${PATH}attempt/`, expect.objectContaining({ method: 'PUT', keepalive: true, body: JSON.stringify({ responses: { [ITEMS.short.id]: 'Mito' } }) }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'X-Api-Version': '6.0', 'X-XSRF-TOKEN': 'token-1' });
    await pass(1000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('useAttempt: loading and resuming', () => {
  it('loads the running attempt when not given one, and says why it could not', async () => {
    const loaded = runningAttempt({ responses: { [ITEMS.single.id]: 'a' } });
    const { result } = hook(fakeApi({ [`GET ${PATH}attempt/`]: () => loaded }), null);
    await pass(0);
    expect(result.current.attempt?._id).toBe(loaded._id);
    expect(result.current.responses).toEqual({ [ITEMS.single.id]: 'a' });
    const missing = hook(
      fakeApi({
        [`GET ${PATH}attempt/`]: () => {
          throw new ApiError(404, 'not-found', 'Assessment is not ready');
        },
      }),
      null,
    );
    await pass(0);
    expect(missing.result.current.loadError).toBe('Assessment is not ready');
  });

  it('finds, after a reload, the responses a failed save kept in the browser, and saves them', async () => {
    localStorage.setItem(BACKUP, JSON.stringify({ at: Date.parse(NOW) + 5000, responses: { [ITEMS.short.id]: 'typed offline' } }));
    const save = vi.fn(() => ({ saved_at: NOW }));
    const { result } = hook(fakeApi({ [`PUT ${PATH}attempt/`]: save }), runningAttempt({ responses: { [ITEMS.single.id]: 'a', [ITEMS.short.id]: 'old' }, saved_at: NOW }));
    await pass(0);
    expect(result.current.responses).toEqual({ [ITEMS.single.id]: 'a', [ITEMS.short.id]: 'typed offline' });
    expect(save).toHaveBeenCalledWith({ responses: { [ITEMS.short.id]: 'typed offline' } });
  });

  it("ignores kept responses older than the server's last save", async () => {
    localStorage.setItem(BACKUP, JSON.stringify({ at: Date.parse(NOW) - 5000, responses: { [ITEMS.short.id]: 'stale' } }));
    const { result } = hook(fakeApi({}), runningAttempt({ responses: { [ITEMS.short.id]: 'newer' }, saved_at: NOW }));
    await pass(0);
    expect(result.current.responses).toEqual({ [ITEMS.short.id]: 'newer' });
  });

  it("tells the server's time from its answer, advanced by the page's clock", async () => {
    const { result } = hook(fakeApi({}), runningAttempt({ now: '2030-03-01T10:00:00.000Z' }));
    await pass(5000);
    expect(result.current.serverNow()).toBe(Date.parse('2030-03-01T10:00:05.000Z'));
  });
});

describe('useAttempt: submitting', () => {
  it('submits every response after the save under way, and saves nothing after', async () => {
    const save = vi.fn(() => ({ saved_at: NOW }));
    const submit = vi.fn(() => ({ _id: 'x', number: 1, status: 'graded', submitted_at: NOW, late_seconds: 0, timed_out: false, score: 1, max_score: 3 }));
    const { result } = hook(fakeApi({ [`PUT ${PATH}attempt/`]: save, [`POST ${PATH}submit/`]: submit }), runningAttempt({ responses: { [ITEMS.single.id]: 'b' } }));
    act(() => result.current.setResponse(ITEMS.short.id, 'Mito'));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit();
    });
    expect(submit).toHaveBeenCalledWith({ responses: { [ITEMS.single.id]: 'b', [ITEMS.short.id]: 'Mito' } });
    expect(answer).toMatchObject({ score: 1, max_score: 3 });
    await pass(30_000);
    expect(save).not.toHaveBeenCalled();
    expect(localStorage.getItem(BACKUP)).toBeNull();
  });

  it("says 'Connection problem on submitting.' when the server is not reached, and the server's refusal otherwise", async () => {
    let error = new ApiError(0, 'connection', 'Connection error. Try again later.');
    const { result } = hook(
      fakeApi({
        [`POST ${PATH}submit/`]: () => {
          throw error;
        },
      }),
    );
    await act(async () => {
      expect(await result.current.submit()).toBeNull();
    });
    expect(result.current.submitError).toBe('Connection problem on submitting.');
    error = new ApiError(409, 'conflict', 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed');
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.submitError).toBe(error.message);
    error = new ApiError(409, 'conflict', TERMINATED);
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.terminated).toBe(true);
  });
});

describe('useAttempt: hints, confidence, check', () => {
  it('keeps the hints taken and the confidence chosen; a check drops the response it saved from what is unsaved', async () => {
    const save = vi.fn(() => ({ saved_at: NOW }));
    const api = fakeApi({
      [`POST ${PATH}attempt/hint/`]: () => ({ hint: 'Think.', hints_used: 2, hints_total: 3 }),
      [`PUT ${PATH}attempt/confidence/`]: () => ({ confidence: { [ITEMS.single.id]: 'high' } }),
      [`POST ${PATH}attempt/check/`]: () => ({ correct: true }),
      [`PUT ${PATH}attempt/`]: save,
    });
    const { result } = hook(api, runningAttempt({ hints: { [ITEMS.single.id]: ['Look.'] }, hints_used: { [ITEMS.single.id]: 1 } }));
    await act(async () => {
      await result.current.takeHint(ITEMS.single.id);
      await result.current.chooseConfidence(ITEMS.single.id, 'high');
    });
    expect(result.current.hints[ITEMS.single.id]).toEqual(['Look.', 'Think.']);
    expect(result.current.confidence).toEqual({ [ITEMS.single.id]: 'high' });
    act(() => result.current.setResponse(ITEMS.single.id, 'b'));
    await act(async () => {
      expect(await result.current.check(ITEMS.single.id)).toEqual({ correct: true });
    });
    expect(api.post).toHaveBeenCalledWith(`${PATH}attempt/check/`, { item_id: ITEMS.single.id, response: 'b' });
    await pass(13_000);
    expect(save).not.toHaveBeenCalled();
  });
});
