import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteAutosaver, type NoteSaveState } from '../src/web/notes/NoteAutosaver.ts';
import { NOTE_RETRY_DELAYS_MS, NOTE_SAVE_DEBOUNCE_MS, NOTES_AUTOSAVE_INTERVAL_MS } from '../src/web/notes/noteTiming.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function saverWith(save: (text: string) => Promise<void>) {
  const states: NoteSaveState[] = [];
  const saver = new NoteAutosaver('', save, (state) => states.push(state));
  return { saver, states };
}

describe('the note autosave', () => {
  it('keeps the spec’s autosave interval (part 1 §9: 5,000,000 ms)', () => {
    expect(NOTES_AUTOSAVE_INTERVAL_MS).toBe(5_000_000);
  });

  it('saves once, the latest text, after a pause in typing', async () => {
    const save = vi.fn(async () => undefined);
    const { saver, states } = saverWith(save);
    saver.change('H');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS - 100);
    saver.change('Hi');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS - 100);
    expect(save).not.toHaveBeenCalled();
    expect(saver.current).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Hi');
    expect(states).toEqual(['unsaved', 'unsaved', 'saving', 'saved']);
  });

  it('saves at the latest after the autosave interval while the writer never pauses', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = saverWith(save);
    let typed = '';
    for (let elapsed = 0; elapsed < NOTES_AUTOSAVE_INTERVAL_MS; elapsed += 1000) {
      typed += 'a';
      saver.change(typed);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at once on flush (panel closed, page left), and nothing when all is saved', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = saverWith(save);
    saver.change('Before leaving');
    await saver.dispose();
    expect(save).toHaveBeenCalledWith('Before leaving');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says a save failed and tries again until it succeeds, keeping the text', async () => {
    const save = vi.fn<(text: string) => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { saver } = saverWith(save);
    saver.change('Precious words');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS);
    expect(saver.current).toBe('failed');
    await vi.advanceTimersByTimeAsync(NOTE_RETRY_DELAYS_MS[0]);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.current).toBe('failed');
    await vi.advanceTimersByTimeAsync(NOTE_RETRY_DELAYS_MS[1]);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save.mock.calls.map(([text]) => text)).toEqual(['Precious words', 'Precious words', 'Precious words']);
    expect(saver.current).toBe('saved');
  });

  it('saves what was typed while a save was under way, right after it', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn((text: string) => (text === 'one' ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve()));
    const { saver } = saverWith(save);
    saver.change('one');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS);
    saver.change('one two');
    finish();
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS);
    expect(save.mock.calls.map(([text]) => text)).toEqual(['one', 'one two']);
    expect(saver.current).toBe('saved');
  });

  it('stops trying after a few more failures once the editor is gone', async () => {
    const save = vi.fn(async () => {
      throw new Error('gone');
    });
    const { saver } = saverWith(save);
    saver.change('x');
    await saver.dispose();
    for (const delay of NOTE_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(save).toHaveBeenCalledTimes(NOTE_RETRY_DELAYS_MS.length + 1);
  });
});

describe('flushes that meet', () => {
  it('start one save of the latest text when several wait on a running save', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const save = vi.fn((text: string) => (text === 'a' ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve()));
    const saver = new NoteAutosaver('', save, () => undefined);
    saver.change('a');
    const first = saver.flush();
    saver.change('ab');
    const second = saver.flush();
    const third = saver.flush();
    finish();
    await Promise.all([first, second, third]);
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS);
    expect(save.mock.calls.map(([text]) => text)).toEqual(['a', 'ab']);
    expect(saver.current).toBe('saved');
    vi.useRealTimers();
  });
});
