// jsdom: the queue keeps its backup in the browser's localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@lms/sdk/web';
import type { Responses } from '../../src/calls/deliveryCalls.ts';
import { AnswerSaveQueue, retryDelay, type SaveState } from '../../src/web/delivery/answerSaveQueue.ts';
import { DELIVERY_WEB_MESSAGES } from '../../src/web/delivery/deliveryMessages.ts';
import { NOW, runningAttempt } from './deliveryFixture.tsx';

const ATTEMPT = runningAttempt();
const BACKUP = `lms-assessment-unsaved:${ATTEMPT._id}`;
const kept = () => JSON.parse(localStorage.getItem(BACKUP) ?? 'null') as { at: number; responses: Responses } | null;
const offline = () => new ApiError(0, 'connection', 'Connection error. Try again later.');

/** A queue over `save`, its states recorded, its monotonic clock at `clock.now`. */
function queueOver(save: (batch: Responses) => Promise<unknown>) {
  const states: SaveState[] = [];
  const clock = { now: 5_000 };
  const onTerminated = vi.fn();
  const queue = new AnswerSaveQueue({ save, onState: (state) => states.push(state), onTerminated, monotonicNow: () => clock.now });
  return { queue, states, clock, onTerminated };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('AnswerSaveQueue', () => {
  it('saves one batch at a time, in order: a change made during a save goes in the next one', async () => {
    const sent: Responses[] = [];
    let saving = 0;
    const save = vi.fn(async (batch: Responses) => {
      saving += 1;
      expect(saving).toBe(1);
      sent.push(batch);
      await new Promise((resolve) => setTimeout(resolve, 300));
      saving -= 1;
    });
    const { queue } = queueOver(save);
    queue.adopt(ATTEMPT);
    queue.change('q1', 'a');
    const first = queue.flush();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledOnce();
    queue.change('q2', 'b');
    queue.change('q1', 'c');
    const second = queue.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(sent).toEqual([{ q1: 'a' }, { q1: 'c', q2: 'b' }]);
    expect(queue.pending).toEqual({});
  });

  it('saves a second after the last change, once for quick changes', async () => {
    const save = vi.fn(async () => undefined);
    const { queue } = queueOver(save);
    queue.adopt(ATTEMPT);
    queue.change('q1', 'a');
    await vi.advanceTimersByTimeAsync(600);
    queue.change('q1', 'ab');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith({ q1: 'ab' });
  });

  it('retries a failed save after 1, 2, 4 and 8 s, then every 12 s, and says why it failed', async () => {
    const times: number[] = [];
    const save = vi.fn(async () => {
      times.push(Date.now());
      throw offline();
    });
    const { queue, states } = queueOver(save);
    queue.adopt(ATTEMPT);
    queue.change('q1', 'a');
    const start = Date.now();
    await queue.flush();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 12_000 + 12_000);
    expect(times.map((time) => time - start)).toEqual([0, 1000, 3000, 7000, 15_000, 27_000, 39_000]);
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 12_000, 12_000]);
    expect(states.at(-1)).toEqual({ status: 'failed', message: DELIVERY_WEB_MESSAGES.saveProblem(DELIVERY_WEB_MESSAGES.offline) });
  });

  it('keeps unsaved responses in the browser until the server has them, then drops them', async () => {
    let reachable = false;
    const save = vi.fn(async () => {
      if (!reachable) throw offline();
    });
    const { queue, states } = queueOver(save);
    queue.adopt(ATTEMPT);
    queue.change('q1', 'a');
    expect(kept()?.responses).toEqual({ q1: 'a' });
    await queue.flush();
    expect(kept()?.responses).toEqual({ q1: 'a' });
    expect(queue.pending).toEqual({ q1: 'a' });
    reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(kept()).toBeNull();
    expect(queue.pending).toEqual({});
    expect(states.at(-1)).toEqual({ status: 'saved', message: 'Saved' });
  });

  it('finds, after a reload, the responses kept in the browser, shows them over the server\'s and saves them', async () => {
    const before = queueOver(async () => Promise.reject(offline()));
    before.queue.adopt(ATTEMPT);
    before.queue.change('q1', 'mine');
    before.queue.dispose();
    // The page is reloaded: a new queue, the attempt read again.
    const save = vi.fn(async () => undefined);
    const after = queueOver(save);
    const shown = after.queue.adopt(runningAttempt({ responses: { q1: 'server', q2: 'other' } }));
    expect(shown).toEqual({ q1: 'mine', q2: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledExactlyOnceWith({ q1: 'mine' });
    expect(kept()).toBeNull();
  });

  it("ignores kept responses older than the server's last save", () => {
    localStorage.setItem(BACKUP, JSON.stringify({ at: Date.parse(NOW) - 60_000, responses: { q1: 'old' } }));
    const save = vi.fn(async () => undefined);
    const { queue } = queueOver(save);
    const shown = queue.adopt(runningAttempt({ responses: { q1: 'server' }, saved_at: new Date(Date.parse(NOW) - 1000).toISOString() }));
    expect(shown).toEqual({ q1: 'server' });
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps the server's time: read from the attempt, advanced by the page's monotonic clock, and stamps the backup with it", () => {
    const { queue, clock } = queueOver(async () => undefined);
    queue.adopt(ATTEMPT);
    expect(queue.serverNow()).toBe(Date.parse(NOW));
    clock.now += 2_500;
    // The wall clock may be anything: only the monotonic one advances the server's time.
    vi.setSystemTime(new Date('1999-01-01T00:00:00.000Z'));
    expect(queue.serverNow()).toBe(Date.parse(NOW) + 2_500);
    queue.change('q1', 'a');
    expect(kept()?.at).toBe(Date.parse(NOW) + 2_500);
  });

  it('stops for good when the instructor terminated the session, and on a 409', async () => {
    const terminated = queueOver(async () => Promise.reject(new ApiError(409, 'conflict', DELIVERY_WEB_MESSAGES.terminated)));
    terminated.queue.adopt(ATTEMPT);
    terminated.queue.change('q1', 'a');
    await terminated.queue.flush();
    expect(terminated.onTerminated).toHaveBeenCalledOnce();
    expect(terminated.states.at(-1)).toEqual({ status: 'stopped', message: '' });
    expect(terminated.queue.hasUnsaved).toBe(false);

    const save = vi.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'The time is over.')));
    const late = queueOver(save);
    late.queue.adopt(ATTEMPT);
    late.queue.change('q1', 'a');
    await late.queue.flush();
    late.queue.change('q2', 'b');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledOnce();
    expect(late.states.at(-1)).toEqual({ status: 'stopped', message: 'The time is over.' });
  });

  it('drops from what is unsaved only the responses the server acknowledged as they were', () => {
    const { queue } = queueOver(async () => undefined);
    queue.adopt(ATTEMPT);
    queue.change('q1', 'a');
    queue.change('q2', 'b');
    queue.acknowledge({ q1: 'a', q2: 'older' });
    expect(queue.pending).toEqual({ q2: 'b' });
    queue.finish({ clearBackup: true });
    expect(queue.pending).toEqual({});
    expect(kept()).toBeNull();
  });
});
