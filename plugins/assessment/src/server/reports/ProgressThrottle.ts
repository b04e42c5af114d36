type Task = () => void;

interface Window {
  /** The latest task held back while the window was open. */
  pending: Task | null;
}

/**
 * At most one task per key per window (real time, not the kernel's clock: it
 * limits how often events go out, it decides nothing). A task that comes while
 * the key's window is open is held, the latest replacing the earlier, and runs
 * when the window ends, so the last state always goes out. Windows live in this
 * process only: each node limits what it sends itself.
 */
export class ProgressThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly windowMs: number) {}

  /** Runs `task` now, or once the key's open window ends. */
  run(key: string, task: Task): void {
    const open = this.windows.get(key);
    if (open) {
      open.pending = task;
      return;
    }
    this.open(key);
    task();
  }

  /** Runs `task` now whatever the window; a task held for the key is dropped (this one is newer). */
  now(key: string, task: Task): void {
    const open = this.windows.get(key);
    if (open) open.pending = null;
    else this.open(key);
    task();
  }

  private open(key: string): void {
    const window: Window = { pending: null };
    this.windows.set(key, window);
    const timer = setTimeout(() => {
      this.windows.delete(key);
      if (window.pending) this.run(key, window.pending);
    }, this.windowMs);
    // A held event must never keep a stopping server alive.
    timer.unref();
  }
}
