import { NOTE_RETRY_DELAYS_MS, NOTE_SAVE_DEBOUNCE_MS, NOTES_AUTOSAVE_INTERVAL_MS } from './noteTiming.ts';

/** What the writer is told: everything saved, changes waiting, a save under way, or the last save failed (and a retry is planned). */
export type NoteSaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

type Timer = ReturnType<typeof setTimeout>;

/**
 * Saves a note's text so that nothing typed is lost: after a pause in typing
 * (debounce), at the latest after the spec's autosave interval, at once on
 * `flush` (panel closed, page left, tab hidden), and again and again after a
 * failure until a save succeeds. One save runs at a time; the text saved is
 * always the latest.
 */
export class NoteAutosaver {
  private text: string;
  private savedText: string;
  private state: NoteSaveState = 'saved';
  private running: Promise<void> | null = null;
  private debounce: Timer | null = null;
  private ceiling: Timer | null = null;
  private retry: Timer | null = null;
  private failures = 0;
  private disposed = false;

  constructor(
    initialText: string,
    private readonly save: (text: string) => Promise<void>,
    private readonly onState: (state: NoteSaveState) => void,
  ) {
    this.text = initialText;
    this.savedText = initialText;
  }

  get current(): NoteSaveState {
    return this.state;
  }

  /** The writer typed: the text is saved after a pause, or after the interval if no pause comes. */
  change(text: string): void {
    this.text = text;
    if (text === this.savedText && !this.running) {
      this.clearTimers();
      this.setState('saved');
      return;
    }
    if (this.state !== 'saving' && this.state !== 'failed') this.setState('unsaved');
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.flush(), NOTE_SAVE_DEBOUNCE_MS);
    this.ceiling ??= setTimeout(() => void this.flush(), NOTES_AUTOSAVE_INTERVAL_MS);
  }

  /** Saves now what is not saved yet; resolves once the latest text is saved (or its save failed). */
  async flush(): Promise<void> {
    this.clearTimers();
    // Several flushes may wait on one save: each looks again once it ends, so only one starts the next.
    while (this.running) await this.running;
    if (this.text === this.savedText) {
      if (this.state !== 'saved') this.setState('saved');
      return;
    }
    const text = this.text;
    this.setState('saving');
    this.running = this.save(text).then(
      () => {
        this.savedText = text;
        this.failures = 0;
        this.running = null;
        // Typing during the save left newer text: save it too.
        if (this.text !== text) this.change(this.text);
        else this.setState('saved');
      },
      () => {
        this.running = null;
        const delay = NOTE_RETRY_DELAYS_MS[Math.min(this.failures, NOTE_RETRY_DELAYS_MS.length - 1)]!;
        this.failures += 1;
        this.setState('failed');
        // Once the editor is gone nobody sees the state: a few more tries, not an endless loop.
        if (!this.disposed || this.failures <= NOTE_RETRY_DELAYS_MS.length) this.retry = setTimeout(() => void this.flush(), delay);
      },
    );
    await this.running;
  }

  /** The editor shows the state again (it mounted, or mounted again). */
  attach(): void {
    this.disposed = false;
  }

  /** Stops the timers, saving what is unsaved first (the panel closes, the page changes). */
  dispose(): Promise<void> {
    this.disposed = true;
    return this.flush();
  }

  private clearTimers(): void {
    for (const timer of [this.debounce, this.ceiling, this.retry]) if (timer) clearTimeout(timer);
    this.debounce = this.ceiling = this.retry = null;
  }

  private setState(state: NoteSaveState): void {
    this.state = state;
    this.onState(state);
  }
}
