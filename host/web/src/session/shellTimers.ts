/** The clock and timer the session rules use; tests hand in fake ones. */
export interface ShellTimers {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The browser's own, looked up at each call so a test's fake timers installed later still apply. */
export const browserTimers: ShellTimers = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};
